import CareModel
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 000 Req 15: `ReminderAnalysis` counts firings and follow-ups per reminder and kind,
/// by the part of the day in the person's zone and by arm, on a hand-built run.
@Suite struct ReminderAnalysisTests {
    static func fired(_ name: String, _ subject: ReminderSubject, target: String? = nil, day: Int, hour: Int,
                      checkedOffAfter minutes: Double? = nil) -> FiredReminder {
        let at = HandBuiltRun.at(day, hour: hour)
        return FiredReminder(name: name, subject: subject, target: target, firedAt: at,
                             followedAt: minutes.map { at.addingTimeInterval($0 * 60) })
    }

    /// Person 1 (arm a) checks off the 08:00 pill once, late once (after the window) and
    /// never in the evening, but logs a dose after the evening firing; person 2 (arm b)
    /// checks off both firings and a device change.
    static func run() throws -> HandBuiltRun {
        var first = HandBuiltRun.person(1, arm: "a", loginDays: [0, 1])
        first.firedReminders = [
            fired("pill", .medication, target: "iron", day: 0, hour: 8, checkedOffAfter: 10),
            fired("pill", .medication, target: "iron", day: 0, hour: 20),
            fired("pill", .medication, target: "iron", day: 1, hour: 8, checkedOffAfter: 150),
        ]
        first.doseLogs = [DoseLog(medication: "iron", at: HandBuiltRun.at(0, hour: 20, minute: 30))]
        var second = HandBuiltRun.person(2, arm: "b", loginDays: [0])
        second.firedReminders = [
            fired("pill", .medication, target: "iron", day: 0, hour: 8, checkedOffAfter: 1),
            fired("filter", .deviceChange, day: 0, hour: 10, checkedOffAfter: 0),
            fired("pill", .medication, target: "iron", day: 0, hour: 20, checkedOffAfter: 119),
        ]
        return try HandBuiltRun(days: 2, people: [first, second])
    }

    @Test("Seed 000 Req 15: firings are counted followed when checked off within two hours, or by the rule")
    func firingsAreCountedByReminder() throws {
        let report = try ReminderAnalysis().run(on: try Self.run().database)
        #expect(report.people == 2)
        #expect(report.reminders.map(\.name) == ["pill", "filter"])
        let pill = try #require(report.reminders.first)
        #expect(pill.targets == ["iron"] && pill.subject == "medication")
        #expect((pill.all.people, pill.all.fired, pill.all.followed, pill.all.followedByRule) == (2, 5, 3, 4))
        #expect(pill.partsOfDay.map(\.group) == ["morning", "evening"])
        #expect(pill.partsOfDay.map(\.fired) == [3, 2] && pill.partsOfDay.map(\.followed) == [2, 1])
        #expect(pill.arms.map(\.group) == ["a", "b"] && pill.arms.map(\.followed) == [1, 2])
        #expect(pill.all.followedShare.map { abs($0.estimate - 0.6) < 1e-12 } == true)
        // The ratio of sums over people, (1 + 2) / (3 + 2), equals the share over firings.
        #expect(pill.all.followedByPerson.map { abs($0.estimate - 0.6) < 1e-12 } == true)
    }

    @Test("Seed 000 Req 15: kinds pool their reminders in the order of ReminderSubject")
    func kindsPoolTheirReminders() throws {
        let report = try ReminderAnalysis().run(on: try Self.run().database)
        #expect(report.subjects.map(\.name) == ["medication", "device_change"])
        #expect(report.subjects.map(\.all.fired) == [5, 1] && report.subjects[1].all.followed == 1)
    }

    @Test("Seed 000 Req 15: a run without reminders has an empty report")
    func noRemindersGiveAnEmptyReport() throws {
        let run = try HandBuiltRun(days: 2, people: [HandBuiltRun.person(1, loginDays: [0])])
        let report = try ReminderAnalysis().run(on: run.database)
        #expect(report.reminders.isEmpty && report.subjects.isEmpty && report.people == 0)
    }
}
