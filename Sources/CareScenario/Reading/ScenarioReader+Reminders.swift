import CareModel

extension ScenarioReader {
    /// The keys of a reminder (``ReminderModel``).
    static let reminderKeys = ["name", "for", "target", "schedule", "share", "followed"]

    /// The keys of a reminder's schedule: the choices seed 000 Req 15 offers.
    static let reminderScheduleKeys = ["repeat", "every", "times", "weekdays", "month_days"]

    /// The largest `every` of each frequency a reminder offers (Req 15: "every day, every
    /// other day, every 3 days, once a week, every other week, every 3 weeks, once a month").
    static let reminderIntervals: [Frequency: Int] = [.daily: 21, .weekly: 3, .monthly: 1]

    /// `reminders: [{name: evening pill, for: medication, target: propranolol, schedule:
    /// {repeat: daily, times: ["20:00"]}, share: 0.7, followed: {beta: [8, 2]}}, ...]`
    /// (seed 000, Req 15); names are unique, so that `carelab analyze reminders` estimates each.
    static func reminderModels(
        _ value: YAMLValue, start: CalendarDay, medications: [String], factors: [String]
    ) throws(ScenarioError) -> [ReminderModel] {
        try uniqueByName(try value.list(), read: { (item) throws(ScenarioError) in
            try reminderModel(item, start: start, medications: medications, factors: factors)
        }) { $0.reminder.name }
    }

    /// One reminder; an unknown subject or target, an interval outside the seed's choices, a
    /// day of the month outside 1 to 31 or an unknown weekday is refused at its place with
    /// what was expected and the closest choice.
    static func reminderModel(
        _ value: YAMLValue, start: CalendarDay, medications: [String], factors: [String]
    ) throws(ScenarioError) -> ReminderModel {
        let fields = try value.mapping(allowedKeys: reminderKeys)
        let subject = ReminderSubject(rawValue: try choice(try fields.required("for"),
                                                           among: ReminderSubject.allCases.map(\.rawValue)))!
        let targets = subject == .medication ? medications : subject == .lifestyleFactor ? factors : nil
        let target = try fields.optional("target")?.string()
        if let targets {
            guard let targetValue = fields.optional("target"), let target else {
                throw value.error(.missingValue(key: reminderPath(value, "target"),
                                                expected: "the \(subject == .medication ? "medication" : "factor") it reminds of",
                                                example: "target: \(targets.first ?? "water")"))
            }
            guard !targets.isEmpty else {
                throw targetValue.error(.outOfRange(
                    key: targetValue.path, value: "'\(target)'",
                    expected: "a \(subject == .medication ? "medication declared under medications" : "factor declared under factors"), "
                        + "and the scenario declares none (or write for: other)"))
            }
            guard targets.contains(target) else {
                throw targetValue.error(.unknownChoice(key: targetValue.path, value: target, expected: targets,
                                                       suggestion: Suggestion.closest(to: target, among: targets)))
            }
        }
        let scheduleValue = try fields.required("schedule")
        let schedule = try scheduleValue.mapping(allowedKeys: reminderScheduleKeys)
        try checkReminderSchedule(schedule)
        let rule = try ScheduleLoader.rule(from: schedule, at: scheduleValue, defaultStart: start)
        return ReminderModel(
            reminder: Reminder(name: try fields.required("name").string(), subject: subject, target: target,
                               schedule: Schedule(rule)),
            share: try fields.optional("share")?.probability() ?? 1,
            followed: try fields.required("followed").distribution(.probability))
    }

    /// Refuses a frequency or an `every` the seed does not offer, a day of the month
    /// outside 1 to 31 and an unknown weekday, each with the closest choice.
    private static func checkReminderSchedule(_ fields: YAMLMapping) throws(ScenarioError) {
        let repeatValue = try fields.required("repeat")
        let frequencies = [Frequency.daily, .weekly, .monthly].map(\.rawValue)
        let frequency = Frequency(rawValue: try choice(repeatValue, among: frequencies))!
        let most = reminderIntervals[frequency]!
        if let every = fields.optional("every") {
            let interval = try every.integer(in: Int.min...Int.max)
            guard (1...most).contains(interval) else {
                let expected = switch frequency {
                case .daily: "every 1 to 21 days (for longer, repeat: weekly with every up to 3, or monthly)"
                case .weekly: "every 1 to 3 weeks (every 1 to 21 days with repeat: daily)"
                default: "1: a monthly reminder fires once a month, on the days of month_days"
                }
                throw every.error(.outOfRange(key: every.path, value: String(interval), expected: expected))
            }
        }
        for day in try fields.optional("month_days")?.list() ?? [] {
            let number = try day.integer(in: Int.min...Int.max)
            guard (1...31).contains(number) else {
                throw day.error(.outOfRange(key: day.path, value: String(number),
                                            expected: "a day of the month from 1 to 31 (a month without it is skipped)"))
            }
        }
        let names = Weekday.allCases.map { String($0.rawValue.prefix(3)) }
        for day in try fields.optional("weekdays")?.list() ?? [] {
            let text = try day.string()
            guard (try? Weekday(parsing: text)) == nil else { continue }
            throw day.error(.unknownChoice(key: day.path, value: text, expected: names,
                                           suggestion: Suggestion.closest(to: text.lowercased(),
                                                                          among: names + Weekday.allCases.map(\.rawValue))))
        }
    }

    private static func reminderPath(_ value: YAMLValue, _ key: String) -> String {
        value.path.isEmpty ? key : "\(value.path).\(key)"
    }
}
