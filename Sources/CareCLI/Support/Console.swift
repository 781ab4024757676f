import Foundation

/// Messages for people go to stderr; stdout carries data only.
enum Console {
    static func message(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
