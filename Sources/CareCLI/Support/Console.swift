import Foundation

/// Messages for people go to stderr; stdout carries data only.
enum Console {
    static func message(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// An error in one line, `carelab: error: …`, with `error:` in red on a colour terminal
    /// (``TerminalColour``).
    static func error(_ text: String) {
        message(errorLine(text, colour: TerminalColour.isEnabled(for: STDERR_FILENO)))
    }

    /// The error line, coloured or not.
    static func errorLine(_ text: String, colour: Bool) -> String {
        "carelab: \(TerminalColour.red.paint("error:", enabled: colour)) \(text)"
    }
}
