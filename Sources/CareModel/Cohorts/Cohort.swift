/// A group of users due in the same calendar month, who share a chat room (seed 004,
/// DR1.FR1.1: "Someone whose due date is April 25 will be placed into a group where all
/// members are due in April").
public struct Cohort: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The month the cohort's members are due.
    public var dueMonth: CalendarMonth

    /// The cohort of members due in `dueMonth`.
    public init(dueMonth: CalendarMonth) {
        self.dueMonth = dueMonth
    }

    /// The cohort of a user whose due date is `dueDate`.
    public init(dueDate: CalendarDay) {
        self.init(dueMonth: CalendarMonth(dueDate))
    }

    /// `due YYYY-MM`.
    public var description: String { "due \(dueMonth)" }

    public static func < (lhs: Cohort, rhs: Cohort) -> Bool { lhs.dueMonth < rhs.dueMonth }
}
