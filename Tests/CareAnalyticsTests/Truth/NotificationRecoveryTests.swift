import CareModel
import CareReports
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 003 stories 1 and 6: task notifications from scenario to `analyze truth`.
@Suite struct NotificationRecoveryTests {
    static let plain = """
        format: 1
        name: notifications
        seed: 43
        people: 120
        days: 30
        start_date: 2026-03-02
        time_zones: [America/New_York, Europe/Berlin]
        segments:
          - {name: everyone, share: 1, traits: {logging: 0.7, snooze: 0.2, dropout_hazard: 0.005}}
        symptoms:
          - {name: pain, baseline_mean: 0.2, baseline_sd: 0.5, daily_sd: 0.6}
        factors:
          - {name: exercise, unit: minutes, mean: 20, between_sd: 10, within_sd: 10}
        tasks:
          - {name: morning pills, label: medication, schedule: {repeat: daily, times: ["08:00"]}, completion: {beta: [8, 2]}}
          - {name: check-in, label: social, schedule: {repeat: weekly, weekdays: [mon, thu], times: ["11:00"]}, completion: 0.7}
        """

    static let notifications = "notifications: {seen_chance: 0.65, median_minutes_to_seen: 40, spread: 1.2, "
        + "caregiver_opt_in: {misses: 0.4, completions: 0.25}}"

    /// With 120 people and about 4,000 notifications, the planted chance of seeing one and
    /// the median minutes to seen lie in the estimates' 95 % intervals (a fixed seed), and
    /// the shares resolved and left follow from the tasks' outcomes.
    @Test("Seed 003 story 6: the planted seen chance and median minutes to seen are recovered")
    func plantedNotificationParametersAreRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.plain + "\n" + Self.notifications)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        let planted = try #require(truth.notifications)
        #expect(planted == GroundTruth.NotificationTruth(seenChance: 0.65, medianMinutesToSeen: 40, spread: 1.2,
                                                         optInMisses: 0.4, optInCompletions: 0.25))
        let rows = NotificationAnalysis.truthRows(truth, try NotificationAnalysis.run(on: run.database))
        #expect(rows.map(\.parameter)
                == ["opt_in_misses", "opt_in_completions", "seen_chance", "median_minutes_to_seen"])
        for row in rows {
            #expect(row.recovered == true, "\(row.parameter): planted \(row.planted), \(String(describing: row.interval))")
            let width = try #require(row.interval.map { $0.upper - $0.lower })
            // Over 4,000 notifications a narrow interval; over 120 caregivers a wider one.
            #expect(width < (row.parameter.hasPrefix("opt_in") ? 0.25 : row.planted * 0.2),
                    "\(row.parameter): an interval too wide to test anything, \(width)")
        }
        let report = try NotificationAnalysis().run(on: run.database)
        let overall = try #require(report.overall)
        #expect(overall.sent > 3000, "\(overall.sent)")
        #expect(overall.resolved + overall.left == overall.sent)
        #expect(overall.snoozed > 0 && overall.snoozed < overall.resolved)
        #expect(Set(report.cells.map(\.item)) == ["", "medication", "social"])
        // Story 16: a message per miss or completion of the kinds opted in to, so fewer than
        // the misses and completions of every patient, and some of each.
        #expect(report.caregivers.people == 120)
        #expect(report.caregivers.missed > 0 && report.caregivers.missed < overall.left)
        #expect(report.caregivers.completed > 0 && report.caregivers.completed < overall.resolved)
    }

    /// The notifications' draws come from a stream of their own: everything else a person
    /// logs is as it was without them, and a run without them plants nothing in truth.json.
    @Test("Seed 003 story 6: adding notifications changes nothing else the scenario simulates")
    func addingNotificationsChangesNothingElse() throws {
        let small = Self.plain.replacingOccurrences(of: "people: 120", with: "people: 30")
        let with = try SimulatedDatabase(yaml: small + "\n" + Self.notifications)
        let without = try SimulatedDatabase(yaml: small)
        defer { with.remove(); without.remove() }
        var a: [PersonRecord] = [], b: [PersonRecord] = []
        var notifications = 0
        try with.database.forEachPerson { var log = $0; notifications += log.taskNotifications.count; log.taskNotifications = []; log.caregiverOptIn = nil; a.append(log) }
        try without.database.forEachPerson { b.append($0) }
        #expect(notifications > 0)
        #expect(a == b)
        #expect(try GroundTruth.load(contentsOf: without.truthPath).notifications == nil)
        #expect(try NotificationAnalysis().run(on: without.database).overall == nil)
    }
}
