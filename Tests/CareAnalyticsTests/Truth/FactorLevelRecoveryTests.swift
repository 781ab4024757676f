import CareModel
import CareStats
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 000 Req 12 through the chain: a factor logged as a level is simulated on a latent
/// scale, stored and read back as levels, its planted effect per level step is in the
/// truth and recovered, and the grid adds its rank correlations.
@Suite struct FactorLevelRecoveryTests {
    static let yaml = """
        format: 1
        name: levels
        seed: 17
        people: 150
        days: 60
        start_date: 2026-03-02
        time_zones: [Europe/London]
        segments:
          - {name: all, share: 1, traits: {logging: {beta: [8, 2]}}}
        symptoms:
          - {name: nausea, category: Digestion, baseline_mean: 0.3, baseline_sd: 0.5, daily_sd: 0.7}
        factors:
          - {name: stress, unit: level, mean: moderate, between_sd: 0.4, within_sd: 0.7}
          - {name: exercise, unit: level, scale: standard, mean: 30, between_sd: 10, within_sd: 15}
        effects:
          - {factor: stress, symptom: nausea, lag_days: 0, within: 0.6}
        """

    @Test func req12LevelsAreLoggedStoredAndTheirPlantedEffectIsRecoveredPerLevelStep() throws {
        let run = try SimulatedDatabase(yaml: Self.yaml)
        defer { run.remove() }
        var entries: [LifestyleFactorEntry] = []
        try run.database.forEachPerson { entries += $0.factorEntries }
        // Every entry reads back as a level, and each level occurs.
        #expect(!entries.isEmpty && entries.allSatisfy { if case .level = $0.measurement { true } else { false } })
        for factor in ["stress", "exercise"] {
            let levels = Set(entries.filter { $0.factor == factor }.map(\.measurement))
            #expect(levels == Set(FactorLevel.allCases.map(FactorMeasurement.level)), "\(factor)")
        }

        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        #expect(truth.effects.map(\.factorUnit) == ["level"])
        let comparison = try TruthAnalysis().run(on: run.database, truth: truth)
        let effect = try #require(comparison.planted.first)
        let slope = try #require(effect.slope)
        #expect(effect.detected)
        #expect(effect.personDays > 5000)
        #expect(effect.recovered == true, "\(slope.interval) vs \(effect.truth.impliedScorePointsPerUnit ?? .nan)")

        let grid = try CorrelationGridAnalysis(maxLag: 0).run(on: run.database)
        let cell = try #require(grid.cells.first { $0.factor == "stress" && $0.outcome == "nausea" })
        #expect(cell.unit == "level")
        let ordinal = try #require(cell.ordinal)
        #expect(ordinal.spearman.r > 0 && ordinal.spearman.pValue < 1e-6)
        #expect(ordinal.kendall.r > 0 && ordinal.kendall.r < ordinal.spearman.r)
        #expect(ordinal.spearman.pairs == cell.pooled.pairs)

        let overview = try RunOverviewAnalysis().run(on: run.database)
        let stress = try #require(overview.factorLevels.first { $0.factor == "stress" })
        #expect(stress.total == entries.filter { $0.factor == "stress" }.count)
        // Latent normal(habit, 0.7) around "moderate": moderate is the most common level.
        #expect(stress.share(.moderate) > stress.share(.aLittle) && stress.share(.moderate) > stress.share(.aLot))
    }
}
