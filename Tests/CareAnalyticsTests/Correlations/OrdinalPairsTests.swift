import CareStats
import Testing
@testable import CareAnalytics

/// Seed 000 Req 12: a level factor's pooled rank correlations, against scipy.
@Suite struct OrdinalPairsTests {
    /// The pairs of `Tests/CareStatsTests/Fixtures/make_ordinal_levels.py`.
    static let levels: [Double] = [1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2.5, 2.5, 3, 3, 3, 3, 3, 3, 3, 1, 2, 3]
    static let scores: [Double] = [0, 0, 1, 2, 0, 3, 1, 0, 2, 1, 4, 2, 0, 3, 2, 5, 1, 2, 3, 4, 4, 6, 2, 3, 5, 8, 3, 1, 0, 7]

    @Test func req12RankCorrelationsOfCountedPairsEqualScipys() throws {
        // Counted in two parts and merged, as the grid's parts are.
        var first = OrdinalPairs(), second = OrdinalPairs()
        for i in Self.levels.indices {
            if i.isMultiple(of: 2) {
                first.add(level: Self.levels[i], outcome: Self.scores[i])
            } else {
                second.add(level: Self.levels[i], outcome: Self.scores[i])
            }
        }
        first.merge(second)
        let ranks = first.rankCorrelations()
        let spearman = try ranks.spearman.get(), kendall = try ranks.kendall.get()
        // scipy 1.17.1: spearmanr and kendalltau (tau-b, normal approximation with ties).
        #expect(spearman.n == 30 && kendall.n == 30)
        #expect(abs(spearman.r - 0.7136164814553032) <= 1e-12 * 0.7136164814553032)
        #expect(abs(spearman.pValue - 9.550965748912923e-06) <= 1e-9 * 9.550965748912923e-06)
        #expect(abs(kendall.r - 0.6090664685302806) <= 1e-12 * 0.6090664685302806)
        #expect(abs(kendall.pValue - 5.5834304662261694e-05) <= 1e-9 * 5.5834304662261694e-05)
    }

    @Test func req12AConstantLevelHasNoRankCorrelation() {
        var pairs = OrdinalPairs()
        for score in [0.0, 1, 2, 3] { pairs.add(level: 2, outcome: score) }
        #expect((try? pairs.rankCorrelations().spearman.get()) == nil)
    }
}
