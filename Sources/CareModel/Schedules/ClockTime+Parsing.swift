extension ClockTime {
    /// Reads `HH:MM` or `H:MM`, e.g. `08:00` or `8:00`; `25:00`, `8:60` and `8h` are
    /// rejected with ``ScheduleError/invalidTime(field:value:)`` naming `field`.
    public init(parsing text: String, field: String = "times") throws(ScheduleError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let hour = Int(parts[0]), let minute = Int(parts[1])
        else { throw .invalidTime(field: field, value: text) }
        self.init(hour: hour, minute: minute)
        guard isOnTheClock else { throw .invalidTime(field: field, value: text) }
    }

    /// Whether the time exists on a 24-hour clock (00:00 to 23:59).
    public var isOnTheClock: Bool { (0..<24).contains(hour) && (0..<60).contains(minute) }

    /// The order of times within a day.
    static func earlier(_ lhs: ClockTime, _ rhs: ClockTime) -> Bool {
        (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
    }
}
