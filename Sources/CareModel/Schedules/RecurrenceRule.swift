import Foundation

/// When something recurs: the one schedule type behind medications, reminders, tasks,
/// goals and calendar events (seed 000 Req 15-16, seed 003 stories 10-12).
///
/// A rule holds wall-calendar values only: a start day, an optional last day, one or more
/// clock times and a frequency with an interval, plus chosen weekdays for daily and weekly
/// rules. Instants come from ``occurrences(from:to:in:)``, which does the calendar
/// arithmetic in the user's time zone. The semantics are those of an RFC 5545 `RRULE`
/// with `DTSTART` at each time on the start day, `UNTIL` at the end of the last day and
/// `WKST=MO`, checked against python-dateutil's `rrule` (see the test fixtures).
///
/// Every value is validated when the rule is made, so an impossible schedule never exists:
/// `try RecurrenceRule(start: day, times: [t], frequency: .daily, interval: 0)` throws
/// ``ScheduleError/invalidInterval(field:value:)`` naming `every` and `0`.
public struct RecurrenceRule: Hashable, Sendable {
    /// The first day the rule can occur on. It is an occurrence only when it matches the
    /// rule (a weekly Monday rule that starts on a Thursday first occurs the next Monday),
    /// as in dateutil.
    public let start: CalendarDay
    /// The last day that can hold an occurrence (inclusive), or nil for no end.
    public let end: CalendarDay?
    /// The clock times of each occurring day, sorted, without repeats.
    public let times: [ClockTime]
    /// How often the rule repeats.
    public let frequency: Frequency
    /// Every how many days, weeks, months or years (1 = every one); 1 for one-off items.
    public let interval: Int
    /// The chosen weekdays: for a daily rule, the days it is restricted to; for a weekly
    /// rule, the days of each occurring week (the start day's weekday when empty). Empty
    /// for the other frequencies.
    public let weekdays: Set<Weekday>
    /// Days of the month a monthly rule occurs on (RFC 5545 `BYMONTHDAY`): 1 to 31, or -1
    /// (the last day) to -31; a month without the day is skipped. Sorted, without repeats;
    /// empty for the start day's day of the month.
    public let monthDays: [Int]
    /// Weekdays of the month a monthly rule occurs on (`BYDAY`): every Monday, the first
    /// Monday, the last Friday. Sorted, without repeats. With ``monthDays`` as well, a day
    /// must be both.
    public let monthWeekdays: [MonthWeekday]
    /// Which of each month's days a monthly rule keeps (`BYSETPOS`): 1 the first, -1 the
    /// last; e.g. weekdays Monday to Friday with -1 is the last working day. Sorted,
    /// without repeats; empty keeps them all.
    public let setPositions: [Int]
    /// How many days the rule occurs on, from its start (`COUNT`); nil for no limit. Every
    /// clock time occurs on each of those days.
    public let count: Int?

    /// The largest interval: every 100,000 days is already longer than any calendar the
    /// rule is computed on, and the cap keeps the day arithmetic far from overflow.
    public static let maximumInterval = 100_000

    /// The years a start or end day may fall in: those an ISO 8601 date with four digits
    /// can name.
    public static let years = 0...9999

    /// The largest count: more occurring days than any study runs.
    public static let maximumCount = 100_000

    /// Creates a rule, rejecting an interval below 1 or above ``maximumInterval``, a start or
    /// end outside ``years`` or not a real date, an end before the start, no times, a time
    /// off the 24-hour clock, weekdays on a frequency that does not use them, an interval or
    /// a count on a one-off item, days, weekdays or positions of the month on a rule that
    /// is not monthly or out of their ranges, positions without days to pick from, and a
    /// count outside 1 to ``maximumCount`` or given with an end.
    public init(
        start: CalendarDay,
        end: CalendarDay? = nil,
        times: [ClockTime],
        frequency: Frequency,
        interval: Int = 1,
        weekdays: Set<Weekday> = [],
        monthDays: [Int] = [],
        monthWeekdays: [MonthWeekday] = [],
        setPositions: [Int] = [],
        count: Int? = nil
    ) throws(ScheduleError) {
        guard interval >= 1 else { throw .invalidInterval(field: "every", value: interval) }
        guard interval <= Self.maximumInterval else { throw .intervalTooLarge(field: "every", value: interval) }
        guard Self.isSupported(start) else { throw .dayOutOfRange(field: "start", value: start) }
        if let end, !Self.isSupported(end) { throw .dayOutOfRange(field: "end", value: end) }
        if frequency == .once, interval != 1 { throw .intervalOnOneOff(field: "every", value: interval) }
        if let end, end < start { throw .endBeforeStart(field: "end", value: end, start: start) }
        guard !times.isEmpty else { throw .missingTimes(field: "times") }
        if let wrong = times.first(where: { !$0.isValid }) {
            throw .invalidTime(field: "times", value: wrong.description)
        }
        if !weekdays.isEmpty, ![.daily, .weekly].contains(frequency) {
            throw .weekdaysNotAllowed(field: "weekdays", frequency: frequency)
        }
        for (field, given) in [("month_days", !monthDays.isEmpty), ("month_weekdays", !monthWeekdays.isEmpty),
                               ("set_positions", !setPositions.isEmpty)] where given && frequency != .monthly {
            throw .monthOptionNotAllowed(field: field, frequency: frequency)
        }
        if let wrong = monthDays.first(where: { $0 == 0 || abs($0) > 31 }) {
            throw .invalidMonthDay(field: "month_days", value: wrong)
        }
        if let wrong = setPositions.first(where: { $0 == 0 || abs($0) > 31 }) {
            throw .invalidSetPosition(field: "set_positions", value: wrong)
        }
        if !setPositions.isEmpty, monthDays.isEmpty, monthWeekdays.isEmpty {
            throw .setPositionsWithoutDays(field: "set_positions")
        }
        // RFC 5545: COUNT and UNTIL never go together.
        if let count, count < 1 || count > Self.maximumCount || frequency == .once || end != nil {
            throw .invalidCount(field: "count", value: count)
        }
        self.start = start
        self.end = end
        self.times = Array(Set(times)).sorted()
        self.frequency = frequency
        self.interval = interval
        self.weekdays = weekdays
        self.monthDays = Array(Set(monthDays)).sorted()
        self.monthWeekdays = Array(Set(monthWeekdays)).sorted()
        self.setPositions = Array(Set(setPositions)).sorted()
        self.count = count
    }

    /// Whether `day` is a real date in ``years`` (checked before any arithmetic on it, which
    /// could overflow for a year such as `Int.max`).
    private static func isSupported(_ day: CalendarDay) -> Bool {
        years.contains(day.year) && (1...12).contains(day.month) && (1...31).contains(day.day)
            && CalendarDay(daysSinceEpoch: day.daysSinceEpoch) == day
    }

    /// A one-off item on `day` at `times`.
    public static func once(on day: CalendarDay, at times: [ClockTime]) throws(ScheduleError) -> RecurrenceRule {
        try RecurrenceRule(start: day, times: times, frequency: .once)
    }
}

extension RecurrenceRule: Codable {
    private enum CodingKeys: String, CodingKey {
        case start, end, times, frequency, interval, weekdays
        case monthDays = "month_days", monthWeekdays = "month_weekdays", setPositions = "set_positions", count
    }

    /// Decodes and validates a rule; an impossible rule throws its ``ScheduleError``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            start: container.decode(CalendarDay.self, forKey: .start),
            end: container.decodeIfPresent(CalendarDay.self, forKey: .end),
            times: container.decode([ClockTime].self, forKey: .times),
            frequency: container.decode(Frequency.self, forKey: .frequency),
            interval: container.decodeIfPresent(Int.self, forKey: .interval) ?? 1,
            weekdays: container.decodeIfPresent(Set<Weekday>.self, forKey: .weekdays) ?? [],
            monthDays: container.decodeIfPresent([Int].self, forKey: .monthDays) ?? [],
            monthWeekdays: container.decodeIfPresent([MonthWeekday].self, forKey: .monthWeekdays) ?? [],
            setPositions: container.decodeIfPresent([Int].self, forKey: .setPositions) ?? [],
            count: container.decodeIfPresent(Int.self, forKey: .count)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(start, forKey: .start)
        try container.encodeIfPresent(end, forKey: .end)
        try container.encode(times, forKey: .times)
        try container.encode(frequency, forKey: .frequency)
        try container.encode(interval, forKey: .interval)
        try container.encode(weekdays.sorted(), forKey: .weekdays)
        // Written only when used, so that stored schedules of simple rules keep their bytes.
        if !monthDays.isEmpty { try container.encode(monthDays, forKey: .monthDays) }
        if !monthWeekdays.isEmpty { try container.encode(monthWeekdays, forKey: .monthWeekdays) }
        if !setPositions.isEmpty { try container.encode(setPositions, forKey: .setPositions) }
        try container.encodeIfPresent(count, forKey: .count)
    }
}
