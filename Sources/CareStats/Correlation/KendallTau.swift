import _CGSL

extension Correlation {
    /// Kendall's tau-b of the pairs where both values are finite, in O(n log n) time by
    /// Knight's algorithm (Knight 1966, "A computer method for calculating Kendall's tau
    /// with ungrouped data", JASA 61:436–439): sort the pairs by x then y, count the
    /// discordant pairs as the inversions a merge sort of y removes, and count the ties in
    /// runs of equal values.
    ///
    /// tau-b = (C − D) / √((n₀ − n₁)(n₀ − n₂)), with n₀ = n(n − 1)/2 and n₁, n₂ the pairs
    /// tied in x and in y. The two-sided p-value follows `scipy.stats.kendalltau` with its
    /// default `method='auto'`: the exact null distribution of Kendall (1970, *Rank
    /// Correlation Methods*, 4th ed.) when neither column has ties and n ≤ 33 (or at most one
    /// pair is discordant, or concordant); otherwise the normal approximation with the
    /// tie-corrected variance of C − D (Kendall 1970):
    ///
    ///     var = [v₀ − vₓ − v_y] / 18 + 2 n₁ n₂ / (n(n − 1)) + tₓ t_y / (9 n(n − 1)(n − 2))
    ///
    /// with v₀ = n(n − 1)(2n + 5), vₓ = Σ t(t − 1)(2t + 5) and tₓ = Σ t(t − 1)(t − 2) over the
    /// runs of t tied x values (likewise for y).
    ///
    /// - Throws: ``StatisticsError`` when the columns differ in length, fewer than 3 pairs
    ///   are complete, or either column is constant.
    public static func kendall(_ x: [Double], _ y: [Double]) throws(StatisticsError) -> Correlation {
        let pairs = try CompletePairs(x, y)
        let counts = KendallCounts(pairs.x, pairs.y)
        let tau = min(1, max(-1, counts.tauB))
        return Correlation(r: tau, n: pairs.count, pValue: counts.pValue, method: .kendall)
    }
}

/// The pair counts behind Kendall's tau: discordant pairs and the ties in x, in y and in both.
struct KendallCounts {
    /// The number of pairs.
    let n: Int
    /// Pairs ordered oppositely by x and y.
    private(set) var discordant = 0
    /// Pairs tied in x (n₁), and Σ t(t − 1)(t − 2) and Σ t(t − 1)(2t + 5) over the runs of x ties.
    private(set) var xTies = TieRuns()
    /// The same for y.
    private(set) var yTies = TieRuns()
    /// Pairs tied in both x and y.
    private(set) var jointTies = 0

    /// Counts the pairs of `x` and `y` (equal lengths, all finite).
    init(_ x: [Double], _ y: [Double]) {
        n = x.count
        let order = x.indices.sorted { x[$0] != x[$1] ? x[$0] < x[$1] : y[$0] < y[$1] }
        var xRun = 1, jointRun = 1
        for k in 1..<max(n, 1) {
            let (a, b) = (order[k - 1], order[k])
            if x[a] == x[b] {
                xRun += 1
                if y[a] == y[b] {
                    jointRun += 1
                } else {
                    jointTies += jointRun * (jointRun - 1) / 2
                    jointRun = 1
                }
            } else {
                xTies.add(run: xRun)
                jointTies += jointRun * (jointRun - 1) / 2
                xRun = 1
                jointRun = 1
            }
        }
        xTies.add(run: xRun)
        jointTies += jointRun * (jointRun - 1) / 2

        var ySorted = order.map { y[$0] }
        discordant = MergeSortInversions.sort(&ySorted)
        var yRun = 1
        for k in 1..<max(n, 1) {
            if ySorted[k] == ySorted[k - 1] {
                yRun += 1
            } else {
                yTies.add(run: yRun)
                yRun = 1
            }
        }
        yTies.add(run: yRun)
    }

    /// n(n − 1)/2, the number of pairs of observations.
    var totalPairs: Int { n * (n - 1) / 2 }

    /// Concordant minus discordant pairs, C − D.
    var concordantMinusDiscordant: Int {
        totalPairs - xTies.pairs - yTies.pairs + jointTies - 2 * discordant
    }

    /// Kendall's tau-b.
    var tauB: Double {
        Double(concordantMinusDiscordant)
            / Double(totalPairs - xTies.pairs).squareRoot()
            / Double(totalPairs - yTies.pairs).squareRoot()
    }

    /// The two-sided p-value, exact or asymptotic as `scipy.stats.kendalltau(method='auto')`
    /// chooses.
    var pValue: Double {
        let untied = xTies.pairs == 0 && yTies.pairs == 0
        if untied, n <= 33 || min(discordant, totalPairs - discordant) <= 1 {
            return KendallExactDistribution.twoSidedPValue(n: n, concordant: totalPairs - discordant)
        }
        let m = Double(n) * Double(n - 1)
        let variance = (m * Double(2 * n + 5) - xTies.cubic - yTies.cubic) / 18
            + 2 * Double(xTies.pairs) * Double(yTies.pairs) / m
            + xTies.falling * yTies.falling / (9 * m * Double(n - 2))
        let z = Double(concordantMinusDiscordant) / variance.squareRoot()
        GSL.prepare()
        return min(1, max(StudentTail.smallestPValue, 2 * gsl_cdf_ugaussian_Q(abs(z))))
    }
}

/// Sums over runs of t tied values, as Kendall's variance needs them.
struct TieRuns {
    /// Σ t(t − 1)/2: the tied pairs.
    private(set) var pairs = 0
    /// Σ t(t − 1)(t − 2).
    private(set) var falling = 0.0
    /// Σ t(t − 1)(2t + 5).
    private(set) var cubic = 0.0

    /// Adds one run of `t` equal values (a run of 1 adds nothing).
    mutating func add(run t: Int) {
        guard t > 1 else { return }
        let d = Double(t)
        pairs += t * (t - 1) / 2
        falling += d * (d - 1) * (d - 2)
        cubic += d * (d - 1) * (2 * d + 5)
    }
}
