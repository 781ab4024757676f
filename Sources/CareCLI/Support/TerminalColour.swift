import Foundation

/// ANSI colour for messages, only where it helps and never where it is unwanted: on a
/// terminal, and never when `NO_COLOR` is set to anything but the empty string
/// (https://no-color.org) or the terminal is `dumb`.
enum TerminalColour: String {
    case red = "31"

    /// Whether text written to `descriptor` may be coloured.
    static func isEnabled(for descriptor: Int32,
                          environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isatty(descriptor) != 0
    }

    /// `text` in this colour and bold when `enabled`, else unchanged.
    func paint(_ text: String, enabled: Bool) -> String {
        enabled ? "\u{1B}[1;\(rawValue)m\(text)\u{1B}[0m" : text
    }
}
