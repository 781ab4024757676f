import CareModel
import Foundation

/// A schedule file: one recurrence rule, and optionally the time zone to read it in.
///
/// ```yaml
/// time_zone: Europe/Berlin   # optional
/// start: 2026-01-31
/// end: 2026-12-31            # optional, the last possible day
/// repeat: monthly            # once, daily, weekly, monthly or yearly
/// every: 1                   # optional, default 1
/// times: ["08:00", "20:00"]
/// weekdays: [mon, wed]       # optional, daily and weekly rules only
/// month_days: [31]           # optional, monthly rules: 1 to 31, -1 the last day
/// month_weekdays: [1mon]     # optional, monthly rules: the first Monday, -1fri the last Friday
/// set_positions: [-1]        # optional, monthly rules: which of the month's days to keep
/// count: 12                  # optional, end after this many days
/// ```
///
/// Instead of `repeat` and the keys after it, `rrule: "FREQ=MONTHLY;BYDAY=-1FR;COUNT=12"`
/// gives the rule as an RFC 5545 RRULE (with `start` and `times` for its `DTSTART`).
public struct ScheduleFile: Hashable, Sendable {
    /// The rule.
    public var rule: RecurrenceRule
    /// The time zone the file names, if any.
    public var timeZone: TimeZone?
}

/// Reads schedule files; every problem, including an impossible rule, is a
/// ``ScenarioError`` with the file, line and column of the field at fault.
public enum ScheduleLoader {
    static let keys = ["time_zone"] + ruleKeys

    /// Loads the schedule file at `path`.
    public static func load(contentsOf path: String) throws(ScenarioError) -> ScheduleFile {
        try parse(try YAMLDocument.text(contentsOf: path), file: path)
    }

    /// Parses schedule text; `file` is the name used in error messages.
    public static func parse(_ text: String, file: String) throws(ScenarioError) -> ScheduleFile {
        let root = try YAMLDocument.rootValue(of: text, file: file)
        let fields = try root.mapping(allowedKeys: keys)
        return ScheduleFile(rule: try rule(from: fields, at: root, defaultStart: nil),
                            timeZone: try fields.optional("time_zone")?.timeZone())
    }

    /// The keys of a rule written inside another file (a scenario's medication or task).
    static let ruleKeys = ["start", "end", "repeat", "every", "times", "weekdays", "month_days", "month_weekdays",
                           "set_positions", "count", "rrule"]

    /// The keys that describe a rule in parts, which `rrule` replaces.
    static let partKeys = ["end", "repeat", "every", "weekdays", "month_days", "month_weekdays", "set_positions", "count"]

    /// Reads a recurrence rule from the fields of a mapping at `owner`; `start` may be left
    /// out when `defaultStart` is given.
    static func rule(
        from fields: YAMLMapping, at owner: YAMLValue, defaultStart: CalendarDay?
    ) throws(ScenarioError) -> RecurrenceRule {
        let times = try fields.required("times").list().map { (value) throws(ScenarioError) in
            try value.scheduleValue { text throws(ScheduleError) in try ClockTime(parsing: text) }
        }
        let weekdays = try (fields.optional("weekdays")?.list() ?? []).map { (value) throws(ScenarioError) in
            try value.scheduleValue { text throws(ScheduleError) in try Weekday(parsing: text) }
        }
        let start: CalendarDay
        if let explicit = fields.optional("start") {
            start = try explicit.day()
        } else if let defaultStart {
            start = defaultStart
        } else {
            start = try fields.required("start").day()
        }
        if let rrule = fields.optional("rrule") {
            if let other = partKeys.first(where: { fields.optional($0) != nil }), let value = fields.optional(other) {
                throw value.error(.outOfRange(key: other, value: "given with rrule",
                                              expected: "rrule alone, or the rule in parts without rrule"))
            }
            let text = try rrule.string()
            do throws(ScheduleError) {
                return try RecurrenceRule(rrule: text, start: start, times: times)
            } catch {
                throw rrule.error(.outOfRange(key: rrule.path, value: error.value, expected: error.expected))
            }
        }
        let end = try fields.optional("end")?.day()
        let frequency = try fields.required("repeat").choice(Frequency.self)
        let interval = try fields.optional("every")?.integer(in: 1...RecurrenceRule.maximumInterval) ?? 1
        let monthDays = try (fields.optional("month_days")?.list() ?? []).map { (value) throws(ScenarioError) in
            try value.integer(in: -31...31)
        }
        let monthWeekdays = try (fields.optional("month_weekdays")?.list() ?? []).map { (value) throws(ScenarioError) in
            try value.scheduleValue { text throws(ScheduleError) in try MonthWeekday(parsing: text) }
        }
        let setPositions = try (fields.optional("set_positions")?.list() ?? []).map { (value) throws(ScenarioError) in
            try value.integer(in: -31...31)
        }
        let count = try fields.optional("count")?.integer(in: 1...RecurrenceRule.maximumCount)
        do throws(ScheduleError) {
            return try RecurrenceRule(start: start, end: end, times: times, frequency: frequency, interval: interval,
                                      weekdays: Set(weekdays), monthDays: monthDays, monthWeekdays: monthWeekdays,
                                      setPositions: setPositions, count: count)
        } catch {
            let place = fields.optional(error.field) ?? owner
            throw place.error(.outOfRange(key: error.field, value: error.value, expected: error.expected))
        }
    }
}

extension YAMLValue {
    /// A scalar read by a schedule parser, whose ``ScheduleError`` becomes an error at
    /// this node.
    func scheduleValue<T>(_ read: (String) throws(ScheduleError) -> T) throws(ScenarioError) -> T {
        let text = try string()
        do {
            return try read(text)
        } catch {
            throw self.error(.outOfRange(key: path, value: error.value, expected: error.expected))
        }
    }
}
