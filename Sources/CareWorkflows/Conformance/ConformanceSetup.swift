import CareModel
import CareScenario

/// What the built-in conformance population tracks and follows when no file says
/// otherwise: the symptoms and their categories, and the schedules.
public enum ConformanceSetup {
    /// The tracked symptoms (the `carelab rules check` fixture's): headache in Head,
    /// fatigue in Energy, nausea in Digestion.
    public static let symptoms = [
        Symptom(name: "headache", category: SymptomCategory("Head")),
        Symptom(name: "fatigue", category: SymptomCategory("Energy")),
        Symptom(name: "nausea", category: SymptomCategory("Digestion")),
    ]

    /// The medication the population logs doses of.
    public static let medication = "metformin"
    /// The task the population does.
    public static let task = "morning-pills"
    /// The settings of every task: an hour's grace, ten-minute snoozes.
    public static let taskSettings = TaskSettings.standard

    /// The built-in schedule set, version 1: the medication twice a day, the task every
    /// morning, a reminder at 01:30 and 02:30 (times that daylight-saving changes skip or
    /// repeat) and a monthly reminder on day 31 (which February skips).
    public static let schedules: ScheduleSet = {
        let start = CalendarDay(year: 2026, month: 1, day: 1)
        func rule(_ times: [String], _ frequency: Frequency, monthDays: [Int] = []) -> RecurrenceRule {
            do {
                return try RecurrenceRule(start: start, times: times.map { ClockTime($0)! }, frequency: frequency,
                                          monthDays: monthDays)
            } catch { preconditionFailure("a built-in schedule is invalid: \(error)") }
        }
        return ScheduleSet(version: 1, entries: [
            .init(name: medication, subject: .medication, rule: rule(["08:00", "20:00"], .daily)),
            .init(name: task, subject: .task, rule: rule(["08:00"], .daily)),
            .init(name: "night-check", subject: .reminder, rule: rule(["01:30", "02:30"], .daily)),
            .init(name: "refill", subject: .reminder, rule: rule(["09:00"], .monthly, monthDays: [31])),
        ])
    }()
}
