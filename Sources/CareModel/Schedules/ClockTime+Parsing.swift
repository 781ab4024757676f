extension ClockTime {
    /// Reads `HH:MM` or `H:MM`, e.g. `08:00` or `8:00`, as ``init(_:)`` does; `25:00`,
    /// `8:60` and `8h` are rejected with ``ScheduleError/invalidTime(field:value:)`` naming
    /// `field`.
    public init(parsing text: String, field: String = "times") throws(ScheduleError) {
        guard let time = ClockTime(text) else { throw .invalidTime(field: field, value: text) }
        self = time
    }
}
