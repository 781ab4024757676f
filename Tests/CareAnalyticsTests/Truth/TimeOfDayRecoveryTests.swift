import CareModel
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 000 Req 3 and Req 11: `analyze truth` recovers each symptom's planted onset shares
/// by part of the day and an effect planted for one part of the day, part by part.
@Suite struct TimeOfDayRecoveryTests {
    /// Headaches that start mostly in the morning; coffee taken in the morning or the
    /// evening, where only evening coffee raises the next day's headache.
    static let yaml = """
        format: 1
        name: time-of-day
        seed: 11
        people: 300
        days: 60
        start_date: 2026-03-02
        time_zones: [Europe/London]
        segments:
          - {name: all, share: 1, traits: {logging: {beta: [8, 2]}}}
        symptoms:
          - {name: headache, baseline_mean: 0.6, baseline_sd: 0.4, daily_sd: 0.8, time_of_day: {morning: 0.6, evening: 0.3, night: 0.1}}
          - {name: fatigue, baseline_mean: 0.5, daily_sd: 0.8}
        factors:
          - {name: coffee, unit: mg, time_of_day: {morning: 0.5, evening: 0.5}, mean: 150, between_sd: 50, within_sd: 60}
        effects:
          - {factor: coffee, symptom: headache, lag_days: 1, within: 0.01, time_of_day: evening}
        """

    @Test func req3And11OnsetSharesAndTheEveningEffectAreRecoveredAndMorningIsNearZero() throws {
        let run = try SimulatedDatabase(yaml: Self.yaml)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        #expect(truth.onsets == [GroundTruth.Onset(symptom: "headache",
                                                   shares: ["morning": 0.6, "afternoon": 0, "evening": 0.3, "night": 0.1])])
        let comparison = try TruthAnalysis().run(on: run.database, truth: truth)

        #expect(comparison.onsets.count == 4)
        for onset in comparison.onsets {
            #expect(onset.recovered == true, "\(onset.part): \(String(describing: onset.row?.share))")
        }
        let afternoon = try #require(comparison.onsets.first { $0.part == .afternoon }?.row)
        #expect(afternoon.onsets == 0)

        #expect(comparison.partEffects.map(\.part) == [.morning, .evening])
        let evening = try #require(comparison.partEffects.first { $0.part == .evening })
        let morning = try #require(comparison.partEffects.first { $0.part == .morning })
        let eveningSlope = try #require(evening.cell?.slope), morningSlope = try #require(morning.cell?.slope)
        // The evening effect is there, on the score scale smaller than on the latent one, and
        // recovered; morning coffee has none.
        let implied = try #require(evening.implied)
        #expect(implied > 0 && implied < 0.01)
        #expect(evening.recovered == true, "\(eveningSlope.interval) vs \(implied)")
        #expect(eveningSlope.pValue < 0.001)
        #expect(abs(try #require(morning.implied)) < 0.001)
        #expect(morning.recovered == true, "\(morningSlope.interval) vs \(String(describing: morning.implied))")
        #expect(morningSlope.interval.lower < 0 && 0 < morningSlope.interval.upper)
        #expect(morning.planted == 0 && evening.planted == 0.01)
    }

    /// The analysis of every factor and part: the coffee's parts are the ones it was taken
    /// in, and fatigue, on which nothing was planted, has no effect of evening coffee.
    @Test func req11FactorPartCellsCoverTheFactorsPartsOnly() throws {
        let run = try SimulatedDatabase(yaml: Self.yaml)
        defer { run.remove() }
        let report = try TimeOfDayAnalysis(lags: [1], windows: HourWindow.standard).run(on: run.database)
        #expect(Set(report.factorParts.map(\.part)) == [.morning, .evening])
        let fatigue = try #require(report.factorParts.first { $0.symptom == "fatigue" && $0.part == .evening }?.slope)
        #expect(fatigue.interval.lower < 0 && 0 < fatigue.interval.upper)
        #expect(report.hourLags.map(\.window).prefix(3) == HourWindow.standard[...])
        let pooled = report.onsets.filter { $0.symptom == TimeOfDayAnalysis.allSymptoms }
        #expect(pooled.map(\.part) == TimeOfDay.allCases)
        #expect(pooled.reduce(0) { $0 + $1.onsets } == pooled[0].totalOnsets)
    }
}
