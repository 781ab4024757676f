/// Why a goal or a goal's outcome cannot be made (seed 000, Req 16).
public enum GoalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A target amount of 0 or less, or not a number.
    case targetNotPositive(field: String, value: Double)
    /// A unit that a goal of the kind cannot be set in (steps are counted in steps).
    case unitNotForKind(kind: String, unit: String, expected: [String])
    /// An outcome for a day that does not start one of the goal's periods.
    case notAPeriodStart(goal: String, day: CalendarDay)

    public var description: String {
        switch self {
        case .targetNotPositive(let field, let value):
            "'\(field)' is \(value), expected an amount above 0"
        case .unitNotForKind(let kind, let unit, let expected):
            "a \(kind) goal cannot be set in \(unit), expected " + expected.joined(separator: " or ")
        case .notAPeriodStart(let goal, let day):
            "\(day) does not start a period of the goal '\(goal)'"
        }
    }
}
