import CareStats

/// The pooled pairs of a level factor (seed 000, Req 12) and an outcome, kept as counts of
/// each distinct (level, outcome) pair, for rank correlations.
///
/// A level is ordinal: "a lot" is more than "moderate", but not by a known amount. Rank
/// correlations use only the order, so for a level factor the grid adds Spearman's rho
/// and Kendall's tau-b over the pooled person-days beside the Pearson estimates. Levels
/// take 1 to 3 (a day's mean when several were logged) and scores are whole points, so
/// the pairs fit in a small table whatever the number of people.
struct OrdinalPairs {
    private var counts: [Pair: Int] = [:]

    private struct Pair: Hashable {
        var level: Double
        var outcome: Double
    }

    /// Counts one pair.
    mutating func add(level: Double, outcome: Double) {
        counts[Pair(level: level, outcome: outcome), default: 0] += 1
    }

    /// Adds another part's pairs.
    mutating func merge(_ other: OrdinalPairs) {
        counts.merge(other.counts, uniquingKeysWith: +)
    }

    /// The pairs, expanded to columns in a fixed order.
    var columns: (levels: [Double], outcomes: [Double]) {
        var levels: [Double] = [], outcomes: [Double] = []
        for (pair, count) in counts.sorted(by: { ($0.key.level, $0.key.outcome) < ($1.key.level, $1.key.outcome) }) {
            levels.append(contentsOf: repeatElement(pair.level, count: count))
            outcomes.append(contentsOf: repeatElement(pair.outcome, count: count))
        }
        return (levels, outcomes)
    }

    /// Spearman's rho and Kendall's tau-b of the pairs, each with its test.
    func rankCorrelations() -> (spearman: Result<Correlation, StatisticsError>, kendall: Result<Correlation, StatisticsError>) {
        let (x, y) = columns
        return (Result { () throws(StatisticsError) in try Correlation.spearman(x, y) },
                Result { () throws(StatisticsError) in try Correlation.kendall(x, y) })
    }
}
