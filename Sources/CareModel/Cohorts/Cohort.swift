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

    /// The cohort its ``description`` names (`due YYYY-MM`, as stored in `person.cohort`);
    /// nil for any other text.
    public init?(description: String) {
        let parts = description.split(separator: " ")
        guard parts.count == 2, parts[0] == "due" else { return nil }
        let date = parts[1].split(separator: "-")
        guard date.count == 2, date[0].count == 4, date[1].count == 2, let year = Int(date[0]), let month = Int(date[1]),
              (1...12).contains(month) else { return nil }
        self.init(dueMonth: CalendarMonth(year: year, month: month))
    }

    /// `due YYYY-MM`.
    public var description: String { "due \(dueMonth)" }

    public static func < (lhs: Cohort, rhs: Cohort) -> Bool { lhs.dueMonth < rhs.dueMonth }
}
