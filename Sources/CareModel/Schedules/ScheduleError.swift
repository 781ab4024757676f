/// Why a schedule cannot exist, naming the field and the value that was given.
///
/// `description` reads `every is 0: expected a whole number of at least 1`, so the same
/// text serves the command line, rule files and tests.
public enum ScheduleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An interval below 1, e.g. every 0 days.
    case invalidInterval(field: String, value: Int)
    /// An interval above ``RecurrenceRule/maximumInterval``.
    case intervalTooLarge(field: String, value: Int)
    /// A day outside the years ``RecurrenceRule/years``, or not a real date.
    case dayOutOfRange(field: String, value: CalendarDay)
    /// An interval other than 1 on a one-off item.
    case intervalOnOneOff(field: String, value: Int)
    /// An end day before the start day.
    case endBeforeStart(field: String, value: CalendarDay, start: CalendarDay)
    /// A weekday name that is not one of the seven.
    case unknownWeekday(field: String, value: String)
    /// Weekdays given for a frequency that does not use them (monthly, yearly, one-off).
    case weekdaysNotAllowed(field: String, frequency: Frequency)
    /// A time of day that does not exist on a 24-hour clock, e.g. 25:00.
    case invalidTime(field: String, value: String)
    /// No time of day at all.
    case missingTimes(field: String)
    /// A frequency name that is not one of once, daily, weekly, monthly, yearly.
    case unknownFrequency(field: String, value: String)

    /// The field the error is about, e.g. `every` or `times`.
    public var field: String {
        switch self {
        case .invalidInterval(let field, _), .intervalTooLarge(let field, _), .dayOutOfRange(let field, _),
             .intervalOnOneOff(let field, _), .endBeforeStart(let field, _, _),
             .unknownWeekday(let field, _), .weekdaysNotAllowed(let field, _), .invalidTime(let field, _),
             .missingTimes(let field), .unknownFrequency(let field, _):
            field
        }
    }

    /// The value that was given, as text.
    public var value: String {
        switch self {
        case .invalidInterval(_, let value), .intervalTooLarge(_, let value), .intervalOnOneOff(_, let value): String(value)
        case .endBeforeStart(_, let value, _), .dayOutOfRange(_, let value): value.description
        case .unknownWeekday(_, let value), .invalidTime(_, let value), .unknownFrequency(_, let value): value
        case .weekdaysNotAllowed: "a list of weekdays"
        case .missingTimes: "an empty list"
        }
    }

    /// What the field accepts.
    public var expected: String {
        switch self {
        case .invalidInterval: "a whole number of at least 1"
        case .intervalTooLarge: "a whole number from 1 to \(RecurrenceRule.maximumInterval)"
        case .dayOutOfRange:
            "a real date in the years \(RecurrenceRule.years.lowerBound) to \(RecurrenceRule.years.upperBound)"
        case .intervalOnOneOff: "1 (or nothing) for a one-off item"
        case .endBeforeStart(_, _, let start): "a day on or after the start, \(start)"
        case .unknownWeekday: "a weekday such as monday, mon or MO"
        case .weekdaysNotAllowed(_, let frequency): "no weekdays for a \(frequency.rawValue) schedule (only daily and weekly use them)"
        case .invalidTime: "a time of day from 00:00 to 23:59 (HH:MM)"
        case .missingTimes: "at least one time of day"
        case .unknownFrequency: "one of " + Frequency.allCases.map(\.rawValue).joined(separator: ", ")
        }
    }

    public var description: String { "\(field) is \(value): expected \(expected)" }
}
