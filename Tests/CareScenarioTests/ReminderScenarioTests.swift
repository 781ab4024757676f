import CareModel
import Testing
@testable import CareScenario

/// Seed 000 Req 15: the `reminders` section of a scenario, read and checked at its place.
@Suite struct ReminderScenarioTests {
    /// `ScenarioLoaderTests.valid` (25 lines) with a medication on line 27, `reminders:` on
    /// line 28 and the reminder on line 29.
    static let pill = #"{name: morning pill, for: medication, target: metformin, schedule: {repeat: daily, times: ["08:00", "20:00"]}, share: 0.6, followed: {beta: [8, 2]}}"#

    static func yaml(_ reminders: String...) -> String {
        ScenarioLoaderTests.valid
            + "\nmedications:\n" + #"  - {name: metformin, dose: {amount: 500, unit: mg}, schedule: {repeat: daily, times: ["08:00"]}, adherence: 0.8}"#
            + "\nreminders:\n" + reminders.map { "  - " + $0 }.joined(separator: "\n")
    }

    func error(_ reminder: String) -> ScenarioError? {
        do {
            _ = try ScenarioLoader.parse(Self.yaml(reminder), file: "s.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test("Seed 000 Req 15: reminders are read with their subject, target, schedule and planted follow-up")
    func remindersAreRead() throws {
        let scenario = try ScenarioLoader.parse(Self.yaml(
            Self.pill,
            #"{name: coffee, for: lifestyle_factor, target: caffeine, schedule: {repeat: daily, every: 21, times: ["09:00"], weekdays: [mon, fri]}, followed: 0.5}"#,
            #"{name: GP, for: appointment, schedule: {repeat: monthly, month_days: [31], times: ["08:30"]}, share: 0.2, followed: 0.9}"#,
            #"{name: pump set, for: device_change, target: insulin pump, schedule: {repeat: weekly, every: 3, weekdays: [sat], times: ["10:00"]}, followed: 0.7}"#),
            file: "s.yaml")
        #expect(scenario.reminders.map(\.reminder.name) == ["morning pill", "coffee", "GP", "pump set"])
        let pill = try #require(scenario.reminders.first)
        let rule = try RecurrenceRule(start: scenario.startDay, times: [ClockTime(hour: 8, minute: 0), ClockTime(hour: 20, minute: 0)],
                                      frequency: .daily)
        #expect(pill == ReminderModel(reminder: Reminder(name: "morning pill", subject: .medication, target: "metformin",
                                                         schedule: Schedule(rule)),
                                      share: 0.6, followed: .beta(a: 8, b: 2)))
        #expect(scenario.reminders[1].reminder.schedule.rule.interval == 21)
        #expect(scenario.reminders[1].reminder.schedule.rule.weekdays == [.monday, .friday] && scenario.reminders[1].share == 1)
        #expect(scenario.reminders[2].reminder.schedule.rule.monthDays == [31] && scenario.reminders[2].reminder.target == nil)
        #expect(scenario.reminders[3].reminder.subject == .deviceChange && scenario.reminders[3].reminder.schedule.rule.interval == 3)
        #expect(try ScenarioLoader.parse(ScenarioLoaderTests.valid, file: "s.yaml").reminders.isEmpty)
    }

    /// Adding no reminders keeps a scenario's fingerprint: reminders were added after
    /// scenarios were first fingerprinted.
    @Test("Seed 000 Req 15: a scenario without reminders keeps its canonical text")
    func noRemindersKeepTheFingerprint() throws {
        let text = try ScenarioLoader.parse(ScenarioLoaderTests.valid, file: "s.yaml").canonicalText
        #expect(!text.contains("ReminderModel"))
        #expect(try ScenarioLoader.parse(Self.yaml(Self.pill), file: "s.yaml").canonicalText.contains("ReminderModel"))
    }

    @Test("Seed 000 Req 15: an unknown target is refused at its place with the closest medication")
    func unknownTargetIsRefused() throws {
        let error = try #require(self.error(Self.pill.replacingOccurrences(of: "target: metformin", with: "target: metforman")))
        #expect(error.problem == .unknownChoice(key: "reminders[0].target", value: "metforman", expected: ["metformin"],
                                                suggestion: "metformin"), "\(error)")
        #expect(error.description.hasPrefix("s.yaml:29:"), "\(error)")
        #expect(error.description.contains("did you mean 'metformin'?"), "\(error)")
    }

    @Test("Seed 000 Req 15: a factor reminder names a factor of the scenario")
    func factorTargetMustExist() throws {
        let error = try #require(self.error(
            #"{name: tea, for: lifestyle_factor, target: cafeine, schedule: {repeat: daily, times: ["09:00"]}, followed: 0.5}"#))
        #expect(error.problem == .unknownChoice(key: "reminders[0].target", value: "cafeine", expected: ["caffeine"],
                                                suggestion: "caffeine"), "\(error)")
    }

    @Test("Seed 000 Req 15: a medication reminder without a target is refused with an example")
    func missingTargetIsRefused() throws {
        let error = try #require(self.error(Self.pill.replacingOccurrences(of: "target: metformin, ", with: "")))
        #expect(error.problem == .missingValue(key: "reminders[0].target", expected: "the medication it reminds of",
                                               example: "target: metformin"), "\(error)")
        #expect(error.description.hasPrefix("s.yaml:29:"), "\(error)")
    }

    @Test("Seed 000 Req 15: an interval outside every day to every 3 weeks is refused with what to write instead", arguments: [
        ("repeat: daily, every: 0", "every 1 to 21 days"), ("repeat: daily, every: 22", "every 1 to 21 days"),
        ("repeat: weekly, every: 4", "every 1 to 3 weeks"), ("repeat: monthly, every: 2", "a monthly reminder fires once a month"),
    ])
    func intervalOutsideTheChoicesIsRefused(schedule: String, expected: String) throws {
        let error = try #require(self.error(Self.pill.replacingOccurrences(of: "repeat: daily", with: schedule)))
        #expect(error.description.hasPrefix("s.yaml:29:"), "\(error)")
        #expect(error.description.contains("'reminders[0].schedule.every'") && error.description.contains(expected),
                "\(error)")
    }

    @Test("Seed 000 Req 15: a day of the month outside 1 to 31 is refused", arguments: ["0", "32", "-1"])
    func dayOfMonthOutsideTheMonthIsRefused(day: String) throws {
        let error = try #require(self.error(Self.pill.replacingOccurrences(
            of: "repeat: daily", with: "repeat: monthly, month_days: [\(day)]")))
        #expect(error.description.hasPrefix("s.yaml:29:"), "\(error)")
        #expect(error.description.contains("expected a day of the month from 1 to 31"), "\(error)")
    }

    @Test("Seed 000 Req 15: an unknown weekday, subject or frequency is refused with the closest choice", arguments: [
        ("repeat: daily", "repeat: daily, weekdays: [mon, thrusday]", "expected one of mon, tue, wed, thu, fri, sat, sun",
         "did you mean 'thursday'?"),
        ("for: medication", "for: medicaton", "expected one of medication, lifestyle_factor", "did you mean 'medication'?"),
        ("repeat: daily", "repeat: dayly", "expected one of daily, weekly, monthly", "did you mean 'daily'?"),
    ])
    func unknownChoiceIsRefused(from: String, to: String, value: String, hint: String) throws {
        let error = try #require(self.error(Self.pill.replacingOccurrences(of: from, with: to)))
        #expect(error.description.hasPrefix("s.yaml:29:"), "\(error)")
        #expect(error.description.contains(value) && error.description.contains(hint), "\(error)")
    }

    @Test("Seed 000 Req 15: two reminders with one name are refused at the second")
    func duplicateNameIsRefused() throws {
        do {
            _ = try ScenarioLoader.parse(Self.yaml(Self.pill, Self.pill), file: "s.yaml")
            Issue.record("a duplicate reminder was accepted")
        } catch {
            #expect(error.problem == .duplicateName(key: "reminders[1]", name: "morning pill"), "\(error)")
            #expect(error.description.hasPrefix("s.yaml:30:"), "\(error)")
        }
    }
}
