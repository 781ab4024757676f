import Foundation

/// Where a command's data goes: the file named by `-o`, or stdout.
enum OutputFile {
    /// Writes `text` to `path`, or to stdout when `path` is nil.
    static func write(_ text: String, to path: String?) throws {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw Failure.ioError("cannot write \(path): \(error.localizedDescription)")
        }
    }
}
