/// A configuration of a whole group of tasks made on a local date (seed 003, story 12):
/// from the start of `from` in the patient's own time zone, every task of the group takes
/// `rule` (``TaskBoard/editSchedule(ofGroup:to:from:)``).
public struct TaskGroupEdit: Hashable, Codable, Sendable {
    /// The local date from whose start the rule applies.
    public var from: CalendarDay
    /// The rule every task of the group takes.
    public var rule: RecurrenceRule

    /// Creates an edit.
    public init(from: CalendarDay, rule: RecurrenceRule) {
        self.from = from
        self.rule = rule
    }
}
