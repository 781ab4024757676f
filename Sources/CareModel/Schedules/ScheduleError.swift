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
    /// Days of the month, weekdays of the month or set positions on a rule that is not
    /// monthly.
    case monthOptionNotAllowed(field: String, frequency: Frequency)
    /// A day of the month outside 1 to 31 and -31 to -1.
    case invalidMonthDay(field: String, value: Int)
    /// A weekday of the month that is not `MO`, `1MO` … `5MO` or `-1MO` … `-5MO`.
    case invalidOrdinal(field: String, value: String)
    /// A set position outside 1 to 31 and -31 to -1.
    case invalidSetPosition(field: String, value: Int)
    /// Set positions on a monthly rule without days or weekdays of the month to pick from.
    case setPositionsWithoutDays(field: String)
    /// A count below 1 or above ``RecurrenceRule/maximumCount``, on a one-off item, or with
    /// an end (RFC 5545: COUNT and UNTIL never go together).
    case invalidCount(field: String, value: Int)
    /// A part of an RFC 5545 `RRULE` that is malformed or that CareLab does not support.
    case unsupportedRRule(field: String, value: String, reason: String)

    /// The field the error is about, e.g. `every` or `times`.
    public var field: String {
        switch self {
        case .invalidInterval(let field, _), .intervalTooLarge(let field, _), .dayOutOfRange(let field, _),
             .intervalOnOneOff(let field, _), .endBeforeStart(let field, _, _),
             .unknownWeekday(let field, _), .weekdaysNotAllowed(let field, _), .invalidTime(let field, _),
             .missingTimes(let field), .unknownFrequency(let field, _), .monthOptionNotAllowed(let field, _),
             .invalidMonthDay(let field, _), .invalidOrdinal(let field, _), .invalidSetPosition(let field, _),
             .setPositionsWithoutDays(let field), .invalidCount(let field, _), .unsupportedRRule(let field, _, _):
            field
        }
    }

    /// The value that was given, as text.
    public var value: String {
        switch self {
        case .invalidInterval(_, let value), .intervalTooLarge(_, let value), .intervalOnOneOff(_, let value): String(value)
        case .endBeforeStart(_, let value, _), .dayOutOfRange(_, let value): value.description
        case .unknownWeekday(_, let value), .invalidTime(_, let value), .unknownFrequency(_, let value),
             .invalidOrdinal(_, let value), .unsupportedRRule(_, let value, _): value
        case .invalidMonthDay(_, let value), .invalidSetPosition(_, let value), .invalidCount(_, let value): String(value)
        case .weekdaysNotAllowed: "a list of weekdays"
        case .monthOptionNotAllowed: "a list of days of the month"
        case .setPositionsWithoutDays: "a list of positions"
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
        case .monthOptionNotAllowed(_, let frequency):
            "nothing for a \(frequency.rawValue) schedule (days, weekdays and positions of the month are for monthly ones)"
        case .invalidMonthDay: "a day of the month from 1 to 31, or -1 (the last) to -31"
        case .invalidOrdinal: "a weekday such as MO, or the n-th in the month such as 1MO, 2TU or -1FR (1 to 5, -1 to -5)"
        case .invalidSetPosition: "a position from 1 to 31, or -1 (the last) to -31"
        case .setPositionsWithoutDays: "days or weekdays of the month to pick the positions from"
        case .invalidCount: "a whole number from 1 to \(RecurrenceRule.maximumCount), on a repeating schedule without an end"
        case .unsupportedRRule(_, _, let reason): reason
        }
    }

    public var description: String { "\(field) is \(value): expected \(expected)" }
}
