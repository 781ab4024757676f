import CareModel
import CareReports
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 000 Req 15: reminders from scenario to `analyze truth`.
@Suite struct ReminderRecoveryTests {
    static let plain = """
        format: 1
        name: reminders
        seed: 15
        people: 300
        days: 60
        start_date: 2026-03-02
        time_zones: [America/New_York, Europe/Berlin]
        segments:
          - {name: everyone, share: 1, traits: {logging: 0.8, dropout_hazard: 0.005}}
        symptoms:
          - {name: headache, baseline_mean: 0.2, baseline_sd: 0.5, daily_sd: 0.6}
        factors:
          - {name: water, unit: ml, mean: 1500, between_sd: 300, within_sd: 300}
        medications:
          - name: propranolol
            dose: {amount: 40, unit: mg}
            schedule: {repeat: daily, times: ["08:00", "20:00"]}
            adherence: {beta: [8, 2]}
        """

    static let reminders = """
        reminders:
          - {name: pill, for: medication, target: propranolol, schedule: {repeat: daily, times: ["08:00", "20:00"]}, share: 0.6, followed: {beta: [8, 2]}}
          - {name: drink, for: lifestyle_factor, target: water, schedule: {repeat: daily, every: 2, times: ["10:00", "15:00"], weekdays: [mon, wed, fri, sat]}, share: 0.5, followed: {beta: [2, 6]}}
          - {name: dentist, for: appointment, schedule: {repeat: monthly, month_days: [10], times: ["09:00"]}, share: 0.7, followed: 0.9}
          - {name: sensor, for: device_change, target: glucose sensor, schedule: {repeat: weekly, every: 2, weekdays: [sun], times: ["21:00"]}, share: 0.5, followed: {beta: [5, 5]}}
        """

    /// With 300 people, the planted mean chances of following a firing (0.8, 0.25, 0.9,
    /// 0.5) lie in the estimates' 95 % intervals, clustered by person (a fixed seed).
    @Test("Seed 000 Req 15: planted reminder follow-up is recovered by analyze truth")
    func plantedFollowUpIsRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.plain + "\n" + Self.reminders)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        #expect(truth.reminders.map(\.name) == ["pill", "drink", "dentist", "sensor"])
        #expect(truth.reminders.map(\.followedMean) == [0.8, 0.25, 0.9, 0.5])
        #expect(truth.reminders[2].subject == "appointment" && truth.reminders[0].target == "propranolol")
        let rows = ReminderAnalysis.truthRows(truth, try ReminderAnalysis.run(on: run.database))
        #expect(rows.map(\.item) == ["pill", "drink", "dentist", "sensor"])
        for row in rows {
            #expect(row.recovered == true, "\(row.item): planted \(row.planted), \(String(describing: row.interval))")
            #expect(row.people > 100, "\(row.item): \(row.people)")
        }
        let report = try ReminderAnalysis().run(on: run.database)
        let pill = try #require(report.reminders.first { $0.name == "pill" })
        // Twice a day for about 60 days, for about 180 people.
        #expect(pill.all.fired > 10_000, "\(pill.all.fired)")
        // 08:00 is morning, 20:00 evening, in each person's zone.
        #expect(pill.partsOfDay.map(\.group) == ["morning", "evening"])
        // Doses logged near 08:00 and 20:00 follow the pill reminder by the whole rule more often than check-offs do.
        #expect(pill.all.followedByRule > pill.all.followed)
        let dentist = try #require(report.reminders.first { $0.name == "dentist" })
        // The 10th of March and of April, each before the person dropped out.
        #expect(dentist.all.fired <= 2 * dentist.all.people && dentist.all.fired > dentist.all.people)
        #expect(report.subjects.map(\.name) == ["medication", "lifestyle_factor", "appointment", "device_change"])
    }

    /// The reminders' draws come from a stream of their own: everything else a person logs
    /// is as it was without reminders, and a run without them plants nothing in truth.json.
    @Test("Seed 000 Req 15: adding reminders changes nothing else the scenario simulates")
    func addingRemindersChangesNothingElse() throws {
        let small = Self.plain.replacingOccurrences(of: "people: 300", with: "people: 40")
        let with = try SimulatedDatabase(yaml: small + "\n" + Self.reminders)
        let without = try SimulatedDatabase(yaml: small)
        defer { with.remove(); without.remove() }
        var a: [PersonRecord] = [], b: [PersonRecord] = []
        var fired = 0
        try with.database.forEachPerson { var log = $0; fired += log.firedReminders.count; log.firedReminders = []; a.append(log) }
        try without.database.forEachPerson { b.append($0) }
        #expect(fired > 0)
        #expect(a == b)
        #expect(try GroundTruth.load(contentsOf: without.truthPath).reminders.isEmpty)
        #expect(try ReminderAnalysis().run(on: without.database).reminders.isEmpty)
    }
}
