import CareStats
import Testing
@testable import CareAnalytics

/// The power study's measures on estimates made by hand, where every figure can be worked
/// out on paper.
@Suite struct PowerSummaryTests {
    static let key = EffectEstimate.Key(kind: .planted, factor: "caffeine", factorUnit: "mg", symptom: "headache",
                                        lagDays: 1)

    static func estimate(_ value: Double?, target: Double, interval: (Double, Double)?, p: Double?, q: Double?,
                         detected: Bool) -> EffectEstimate {
        EffectEstimate(key: key, planted: 2, target: target, estimate: value, standardError: value.map { _ in 0.25 },
                       lower: interval?.0, upper: interval?.1, p: p, q: q, detected: detected, people: 10,
                       personDays: 100)
    }

    /// Four replicates: errors θ̂ − θ of 0.2, −0.4 and 0.2, and one undefined slope.
    static let replicates = [
        estimate(1.0, target: 0.8, interval: (0.5, 1.5), p: 0.01, q: 0.02, detected: true),
        estimate(0.6, target: 1.0, interval: (0.1, 0.9), p: 0.03, q: 0.08, detected: false),
        estimate(1.4, target: 1.2, interval: (0.9, 1.9), p: 0.2, q: 0.3, detected: false),
        estimate(nil, target: 1.0, interval: nil, p: nil, q: nil, detected: false),
    ]

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-12 }

    @Test func powerIsTheShareOfAllReplicatesDetectedAnUndefinedOneCountingAsMissed() throws {
        let summary = EffectPower(Self.replicates)
        #expect(summary.replicates == 4)
        #expect(summary.power == (try Proportion.wilson(successes: 1, trials: 4)))
        #expect(summary.powerSingleTest == (try Proportion.wilson(successes: 2, trials: 4)))
    }

    @Test func biasAndRMSEAreTakenAgainstEachReplicatesOwnTarget() {
        let summary = EffectPower(Self.replicates)
        #expect(summary.estimated == 3)
        #expect(Self.close(summary.meanEstimate, 1.0))
        #expect(Self.close(summary.meanTarget, 1.0))
        // Errors 0.2, −0.4, 0.2: mean 0, mean square 0.08.
        #expect(Self.close(summary.bias, 0))
        #expect(Self.close(summary.rmse, 0.08.squareRoot()))
        // sd of the errors √0.12, over √3: 0.2.
        #expect(Self.close(summary.biasMonteCarloError, 0.2))
        // Estimates 1.0, 0.6, 1.4: sd 0.4.
        #expect(Self.close(summary.empiricalStandardError, 0.4))
        #expect(Self.close(summary.meanStandardError, 0.25))
    }

    @Test func coverageCountsIntervalsThatHoldTheTargetAmongThoseDefined() throws {
        let summary = EffectPower(Self.replicates)
        #expect(summary.coverage == (try Proportion.wilson(successes: 2, trials: 3)))
        #expect(Self.replicates.map(\.covered) == [true, false, true, nil])
    }

    @Test func aMissedDoseHasOnlyTheSingleTestPower() {
        var missed = Self.replicates[0]
        missed.key = .init(kind: .missedDose, symptom: "nausea", item: "metformin")
        missed.q = nil
        missed.detected = nil
        let summary = EffectPower([missed])
        #expect(summary.power == nil)
        #expect(summary.powerSingleTest.estimate == 1)
    }

    @Test func theObservedFalseDiscoveryRateAveragesEachReplicatesProportion() throws {
        let detected = [Self.replicates[0]], missed = [Self.replicates[1]]
        let replicates = [
            ReplicateEstimates(effects: detected, nullCellsTested: 10, falseDiscoveries: 1),  // V/R = 1/2
            ReplicateEstimates(effects: missed, nullCellsTested: 10, falseDiscoveries: 0),    // 0/max(0, 1) = 0
            ReplicateEstimates(effects: detected, nullCellsTested: 12, falseDiscoveries: 2),  // 2/3
        ]
        #expect(replicates.map(\.discoveries) == [2, 0, 3])
        let nulls = NullCellSummary(replicates)
        #expect(nulls.cellsTested == 32)
        #expect(nulls.falseDiscoveries == 3)
        #expect(nulls.discoveries == 5)
        #expect(Self.close(nulls.falseDiscoveryRate, (0.5 + 0 + 2.0 / 3) / 3))
        #expect(Self.close(nulls.falsePositiveRate, 3.0 / 32))
        #expect(nulls.familyWise == (try Proportion.wilson(successes: 2, trials: 3)))
    }
}
