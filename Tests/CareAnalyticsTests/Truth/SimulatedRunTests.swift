import CareModel
import CareStats
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Truth and arm comparisons on a simulated run with planted effects and two arms, where
/// the reminders arm gets a daily reminder that brings people back.
@Suite struct SimulatedRunTests {
    static let yaml = """
        format: 1
        name: arms
        seed: 9
        people: 120
        days: 60
        start_date: 2026-03-02
        time_zones: [Europe/London, America/New_York]
        segments:
          - {name: all, share: 1, traits: {logging: {beta: [4, 4]}, reminder_response: {beta: [8, 2]}}}
        arms:
          - {name: control, share: 0.5}
          - {name: reminders, share: 0.5, reminders: true}
        symptoms:
          - {name: headache, category: Head, baseline_mean: 0.3, baseline_sd: 0.5, daily_sd: 0.8}
          - {name: fatigue, category: Energy, baseline_mean: 0.5, baseline_sd: 0.6, daily_sd: 0.9}
        factors:
          - {name: caffeine, unit: mg, mean: 180, between_sd: 80, within_sd: 70}
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1.1}
        effects:
          - {factor: caffeine, symptom: headache, lag_days: 1, within: 0.01}
          - {factor: sleep, symptom: fatigue, lag_days: 0, within: -0.5}
        """

    @Test func plantedEffectsAreEstimatedWithTheirSignAndTheSlopeIsTheWithinEstimator() throws {
        let run = try SimulatedDatabase(yaml: Self.yaml)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        #expect(truth.effects.map(\.factor) == ["caffeine", "sleep"] && truth.effects[0].withinPerUnit == 0.01)
        let comparison = try TruthAnalysis().run(on: run.database, truth: truth)
        for effect in comparison.planted {
            let slope = try #require(effect.slope)
            #expect(effect.detected)
            #expect((slope.estimate > 0) == (effect.truth.withinPerUnit > 0))
            // Scores are a coarsened sum of the latent severity: the ratio is positive and
            // reported as it is, not 1.
            #expect(effect.biasRatio > 0)
            // On the score scale the model implies, the estimate recovers the effect.
            #expect(effect.recovered == true, "\(slope.interval) vs \(effect.truth.impliedScorePointsPerUnit ?? .nan)")
            // The fixed-effects slope is the repeated-measures accumulator's Sxy / Sxx.
            let cell = try #require(effect.cell)
            #expect(abs(slope.estimate - cell.withinSlope) <= 1e-9 * abs(slope.estimate))
        }
        #expect(comparison.nullCellsTested == 2 * 2 * 4 - 2)
        #expect(comparison.falseDiscoveries.allSatisfy { $0.within.qValue < 0.05 })
    }

    @Test func remindersRaiseTheShareOfDaysUsedAgainstControl() throws {
        let run = try SimulatedDatabase(yaml: Self.yaml)
        defer { run.remove() }
        let comparison = try ArmAnalysis().run(on: run.database)
        #expect(comparison.reference == "control")
        let reminders = try #require(comparison.outcomes.first { $0.measure == "days_used_share" && $0.arm == "reminders" })
        let difference = try #require(reminders.difference)
        #expect(difference.interval.lower > 0)
        // The difference is the two arms' means apart.
        let control = try #require(comparison.outcomes.first { $0.measure == "days_used_share" && $0.arm == "control" })
        #expect(abs(difference.estimate - (reminders.mean!.estimate - control.mean!.estimate)) < 1e-12)
    }
}
