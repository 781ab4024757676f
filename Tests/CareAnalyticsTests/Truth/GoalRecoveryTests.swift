import CareModel
import CareReports
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 000 Req 16: goals from scenario to `analyze truth`.
@Suite struct GoalRecoveryTests {
    static let plain = """
        format: 1
        name: goals
        seed: 16
        people: 300
        days: 60
        start_date: 2026-03-02
        time_zones: [America/New_York, America/Chicago]
        segments:
          - {name: everyone, share: 1, traits: {logging: 0.8, dropout_hazard: 0.005}}
        symptoms:
          - {name: cravings, baseline_mean: 0.2, baseline_sd: 0.5, daily_sd: 0.6}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1}
        """

    static let goals = """
        goals:
          - {kind: steps, target: 8000, repeat: daily, share: 0.6, check_off_share: 0.2, attainment: {beta: [6, 4]}}
          - {kind: water, target: 8, unit: glasses, repeat: weekly, share: 0.5, check_off_share: 0.5, attainment: {beta: [2, 6]}}
          - {name: 10k walk, kind: steps, target: 10000, repeat: once, date: 2026-03-20, share: 0.5, attainment: 0.7}
        """

    /// With 300 people, the planted mean chances of meeting each goal (0.6, 0.25, 0.7) lie
    /// in the estimates' 95 % intervals, clustered by person (a fixed seed).
    @Test("Seed 000 Req 16: planted goal attainment is recovered by analyze truth")
    func plantedAttainmentIsRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.plain + "\n" + Self.goals)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        #expect(truth.goals.map(\.name) == ["steps", "water", "10k walk"])
        #expect(truth.goals.map(\.attainmentMean) == [0.6, 0.25, 0.7])
        #expect(truth.goals[1].target == "8 glasses" && truth.goals[2].repeats == "once")
        let rows = GoalAnalysis.truthRows(truth, try GoalAnalysis.run(on: run.database))
        #expect(rows.map(\.item) == ["steps", "water", "10k walk"])
        for row in rows {
            #expect(row.recovered == true, "\(row.item): planted \(row.planted), \(String(describing: row.interval))")
            #expect(row.people > 100, "\(row.item): \(row.people)")
        }
        let report = try GoalAnalysis().run(on: run.database)
        let steps = try #require(report.groups.first { $0.kind == "steps" && $0.repeats == "daily" })
        // About a fifth of the people check the step goal off by hand.
        #expect(steps.checkedOffShare.map { $0.estimate > 0.08 && $0.estimate < 0.35 } == true)
        #expect(steps.periods > 5000, "\(steps.periods)")
    }

    /// The goals' draws come from a stream of their own: everything else a person logs is
    /// as it was without goals, and a run without them plants nothing in truth.json.
    @Test("Seed 000 Req 16: adding goals changes nothing else the scenario simulates")
    func addingGoalsChangesNothingElse() throws {
        let small = Self.plain.replacingOccurrences(of: "people: 300", with: "people: 40")
        let with = try SimulatedDatabase(yaml: small + "\n" + Self.goals)
        let without = try SimulatedDatabase(yaml: small)
        defer { with.remove(); without.remove() }
        var a: [PersonRecord] = [], b: [PersonRecord] = []
        var outcomes = 0
        try with.database.forEachPerson { var log = $0; outcomes += log.goalOutcomes.count; log.goalOutcomes = []; a.append(log) }
        try without.database.forEachPerson { b.append($0) }
        #expect(outcomes > 0)
        #expect(a == b)
        #expect(try GroundTruth.load(contentsOf: without.truthPath).goals.isEmpty)
        #expect(try GoalAnalysis().run(on: without.database).groups.isEmpty)
    }
}
