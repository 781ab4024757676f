/// A local wall-clock time, e.g. 00:00 or 04:30: the time at which a daily score is
/// produced (seed 000, Req 8-9: "generated at 12:00 am"), or a time a schedule repeats at.
public struct ClockTime: Hashable, Codable, Comparable, Sendable, CustomStringConvertible {
    public var hour: Int
    public var minute: Int

    /// Creates a clock time; `hour` is 0-23 and `minute` 0-59 (see ``isValid``).
    public init(hour: Int, minute: Int) {
        self.hour = hour
        self.minute = minute
    }

    /// Parses `HH:MM` or `H:MM` on a 24-hour clock, e.g. `"00:00"`, `"04:30"` or `"8:00"`;
    /// nil for anything else, including `"24:00"` and `"7:5"`.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let hour = Int(parts[0]), let minute = Int(parts[1])
        else { return nil }
        self.init(hour: hour, minute: minute)
        guard isValid else { return nil }
    }

    /// Whether the time exists on a 24-hour clock: hour 0-23, minute 0-59.
    public var isValid: Bool { (0...23).contains(hour) && (0...59).contains(minute) }

    public static func < (lhs: ClockTime, rhs: ClockTime) -> Bool {
        (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
    }

    /// `HH:MM`.
    public var description: String {
        (hour < 10 ? "0\(hour)" : "\(hour)") + ":" + (minute < 10 ? "0\(minute)" : "\(minute)")
    }
}
