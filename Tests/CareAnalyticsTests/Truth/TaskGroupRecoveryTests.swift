import CareModel
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 003 story 12: tasks grouped to one schedule, from scenario to `analyze truth`.
@Suite struct TaskGroupRecoveryTests {
    static let plain = """
        format: 1
        name: task-groups
        seed: 12
        people: 200
        days: 60
        start_date: 2026-03-02
        time_zones: [America/New_York, Asia/Tokyo]
        segments:
          - {name: keen, share: 0.5, traits: {logging: 0.9, snooze: 0.1, dropout_hazard: 0.002}}
          - {name: casual, share: 0.5, traits: {logging: 0.6, snooze: 0.3, dropout_hazard: 0.004}}
        symptoms:
          - {name: pain, baseline_mean: 0.2, baseline_sd: 0.5, daily_sd: 0.6}
        factors:
          - {name: exercise, unit: minutes, mean: 20, between_sd: 10, within_sd: 10}
        tasks:
          - {name: morning pills, label: medication, schedule: {repeat: daily, times: ["08:00"]}, completion: {beta: [6, 3]}}
          - {name: stretching, label: exercise, schedule: {repeat: daily, every: 2, times: ["10:00"]}, completion: {beta: [3, 4]}}
          - {name: walk, label: exercise, schedule: {repeat: daily, times: ["16:00"]}, completion: {beta: [4, 4]}}
        """

    static func groups(oddsRatio: Double) -> String {
        """
        task_groups:
          - name: morning routine
            tasks: [morning pills, stretching]
            edits:
              - {from: 2026-03-31, schedule: {repeat: daily, times: ["09:00"]}, completion_odds_ratio: \(oddsRatio)}
        """
    }

    /// With 200 people over 60 days, the planted odds ratio of 1.6 lies in the within-person
    /// interval, which excludes 1; the grouped tasks' mean completion is compared with the
    /// share the edit implies, and the ungrouped walk with its planted mean (a fixed seed).
    @Test("Seed 003 story 12: the odds ratio planted on a group's schedule edit is recovered, and no effect is recovered as none")
    func thePlantedOddsRatioIsRecovered() throws {
        for planted in [1.6, 1.0] {
            let run = try SimulatedDatabase(yaml: Self.plain + "\n" + Self.groups(oddsRatio: planted))
            defer { run.remove() }
            let truth = try GroundTruth.load(contentsOf: run.truthPath)
            #expect(truth.taskGroups.first?.edits.map(\.completionOddsRatio) == [planted])
            #expect(truth.tasks.map { $0.expectedCompletionWithEdits != nil } == (planted == 1 ? [false, false, false]
                                                                                                : [true, true, false]))
            let comparison = try TruthAnalysis().run(on: run.database, truth: truth)
            let row = try #require(comparison.taskGroups.first)
            #expect(comparison.taskGroups.count == 1 && row.item == "morning routine from 2026-03-31")
            #expect(row.recovered == true, "planted \(planted): \(String(describing: row.estimate)) \(String(describing: row.interval))")
            let interval = try #require(row.interval)
            #expect(planted == 1 || interval.lower > 1, "\(interval)")
            #expect(interval.upper - interval.lower < 0.6, "an interval too wide to test anything: \(interval)")
            for task in comparison.taskCompletion {
                #expect(task.recovered == true, "\(task.item): planted \(task.planted), observed \(String(describing: task.observed))")
            }
        }
    }

    /// Until the edit everything a person logs is as it was without the group (the draws
    /// are the same); from the edit's date in the person's zone the group's tasks are due at
    /// 09:00 every day, before it at their own times.
    @Test("Seed 003 story 12: a group changes nothing before its edit, and from the edit on its tasks follow the group's schedule")
    func aGroupChangesNothingBeforeItsEdit() throws {
        let small = Self.plain.replacingOccurrences(of: "people: 200", with: "people: 30")
        let with = try SimulatedDatabase(yaml: small + "\n" + Self.groups(oddsRatio: 1.5))
        let without = try SimulatedDatabase(yaml: small)
        defer { with.remove(); without.remove() }
        let grouped: Set<TaskID> = ["morning pills", "stretching"], edit = CalendarDay(year: 2026, month: 3, day: 31)
        var a: [[String]] = [], b: [[String]] = []
        var afterEdit = 0
        try with.database.forEachPerson { log in
            let cutoff = log.timeline.start(of: edit)
            for outcome in log.taskOutcomes where grouped.contains(outcome.occurrence.task) {
                let local = log.timeline.localTime(of: outcome.occurrence.scheduled)
                if outcome.occurrence.scheduled >= cutoff {
                    afterEdit += 1
                    #expect(local.hour == 9 && local.minute == 0)
                } else {
                    #expect(local.hour == (outcome.occurrence.task == "stretching" ? 10 : 8) && local.minute == 0)
                }
            }
            a.append(Self.before(cutoff, in: log))
        }
        try without.database.forEachPerson { log in b.append(Self.before(log.timeline.start(of: edit), in: log)) }
        #expect(afterEdit > 0)
        #expect(a.count == b.count)
        for (person, (x, y)) in zip(a, b).enumerated() { #expect(x == y, "person \(person + 1)") }
        #expect(try GroundTruth.load(contentsOf: without.truthPath).taskGroups.isEmpty)
        #expect(try TaskAnalysis().run(on: without.database).groupEdits.isEmpty)
    }

    /// What a person logged before `cutoff`, one line per entry.
    static func before(_ cutoff: Date, in log: PersonRecord) -> [String] {
        log.symptomEntries.filter { $0.timestamp < cutoff }.map { "\($0.symptom.name) \($0.timestamp) \($0.severity)" }
            + log.factorEntries.filter { $0.timestamp < cutoff }.map { "\($0.factor) \($0.timestamp) \($0.measurement)" }
            + log.usageEvents.filter { $0.timestamp < cutoff }.map { "\($0.kind) \($0.timestamp)" }
            + log.taskOutcomes.filter { $0.recordedAt < cutoff }.map { "\($0.occurrence.task) \($0.occurrence.scheduled) \($0.action)" }
            + log.rewards.filter { $0.instant < cutoff }.map { "\($0.eventID) \($0.points)" }
    }
}
