import CareModel
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 000 Req 3 and 11 (lags in hours): `analyze truth` recovers a planted onset trigger
/// from the hour-lag cell of its window, on the scale the simulator's model implies.
@Suite struct OnsetTriggerRecoveryTests {
    /// Caffeine brings on a migraine aura within six hours, the more so the more was taken;
    /// auras also come on their own, so some windows hold one anyway.
    static let yaml = """
        format: 1
        name: onset-triggers
        seed: 11
        people: 200
        days: 40
        start_date: 2026-03-02
        time_zones: [Europe/London, America/New_York]
        segments:
          - {name: all, share: 1, traits: {logging: {beta: [8, 2]}}}
        symptoms:
          - {name: migraine aura, baseline_mean: -0.4, baseline_sd: 0.3, daily_sd: 0.6}
        factors:
          - {name: caffeine, unit: mg, time_of_day: {morning: 0.6, evening: 0.4}, mean: 180, between_sd: 60, within_sd: 80}
        onset_triggers:
          - {factor: caffeine, symptom: migraine aura, within_hours: [0, 6], chance: 0.1, per_unit: 0.0008}
        """

    @Test("Seed 000 Req 3, 11: a planted onset trigger is recovered in its window of hours")
    func recovered() throws {
        let run = try SimulatedDatabase(yaml: Self.yaml)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        let comparison = try TruthAnalysis().run(on: run.database, truth: truth)
        let trigger = try #require(comparison.onsetTriggers.first)
        #expect(comparison.onsetTriggers.count == 1)
        let implied = try #require(trigger.truth.impliedOnsetChancePerUnit)
        let slope = try #require(trigger.cell?.slope)
        // Auras that were in the window anyway make the slope on the estimate's scale smaller
        // than the planted one, with its sign.
        #expect(implied > 0 && implied < trigger.truth.perUnit, "\(implied)")
        #expect(trigger.recovered == true, "\(slope.interval) vs \(implied)")
        #expect(slope.pValue < 0.001)
        // The daily cells the trigger reaches (lags 0 and 1) are planted, not false discoveries.
        #expect(!comparison.falseDiscoveries.contains { $0.factor == "caffeine" && $0.outcome == "migraine aura" })
    }
}
