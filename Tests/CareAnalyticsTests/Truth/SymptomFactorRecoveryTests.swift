import CareModel
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 000 Req 5-6: `analyze truth` recovers each planted effect of a factor on a symptom
/// entry on the next entry, on the severity-rank scale the simulator's model implies.
@Suite struct SymptomFactorRecoveryTests {
    /// Back pain with a heating pad that relieves the next bout and stress that worsens it,
    /// and a rest that does nothing.
    static let yaml = """
        format: 1
        name: symptom-factors
        seed: 5
        people: 300
        days: 60
        start_date: 2026-03-02
        time_zones: [Europe/London]
        segments:
          - {name: all, share: 1, traits: {logging: {beta: [8, 2]}}}
        symptoms:
          - name: back pain
            baseline_mean: 1.6
            baseline_sd: 0.5
            daily_sd: 0.8
            relieving: {heating pad: 0.35, rest: 0.4}
            aggravating: {stress: 0.3}
            notes: 0.1
        factors:
          - {name: sleep, unit: hours, mean: 7, within_sd: 1}
        symptom_factor_effects:
          - {symptom: back pain, role: relieving, factor: heating pad, shift: -0.6}
          - {symptom: back pain, role: aggravating, factor: stress, shift: 0.5}
        """

    @Test func req5And6PlantedShiftsOnTheNextEntryAreRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.yaml)
        defer { run.remove() }
        let truth = try GroundTruthManifest.load(contentsOf: run.truthPath)
        let comparison = try TruthAnalysis().run(on: run.database, truth: truth)
        #expect(comparison.symptomFactors.count == 2)
        for effect in comparison.symptomFactors {
            let implied = try #require(effect.truth.impliedNextSeverityChange)
            let slope = try #require(effect.cell?.slope)
            // On the rank scale the shift is smaller than on the latent one (rounding and
            // the floor at mild), with its sign.
            #expect(implied.sign == effect.truth.shift.sign && abs(implied) < abs(effect.truth.shift))
            #expect(effect.recovered == true, "\(effect.truth.factor): \(slope.interval) vs \(implied)")
            #expect(slope.pValue < 0.001)
        }
        let rest = try #require(try SymptomFactorAnalysis().run(on: run.database).first { $0.factor == "rest" })
        #expect(try #require(rest.slope).interval.lower < 0 && 0 < rest.slope!.interval.upper)
    }
}
