/// The exact null distribution of Kendall's statistic for n untied pairs (Kendall 1970,
/// *Rank Correlation Methods*, 4th ed., ch. 5), computed as `scipy.stats` does in
/// `_kendall_p_exact`.
enum KendallExactDistribution {
    /// The two-sided p-value of observing `concordant` concordant pairs among n untied pairs:
    /// twice the probability of a count at least as far from n(n − 1)/4 in the nearer tail,
    /// capped at 1.
    static func twoSidedPValue(n: Int, concordant: Int) -> Double {
        let total = n * (n - 1) / 2
        let c = min(concordant, total - concordant)
        if n <= 2 { return 1 }
        if c == 0 { return n < 171 ? 2 / factorial(n) : 0 }
        if c == 1 { return n < 172 ? 2 / factorial(n - 1) : 0 }
        if 4 * c == n * (n - 1) { return 1 }
        return min(1, max(0, 2 * lowerTailCount(n: n, upTo: c) / factorial(n)))
    }

    /// The number of permutations of n items with at most `c` inversions (n ≥ 4, c ≥ 2).
    ///
    /// The counts of permutations of j items with k inversions are the Mahonian numbers
    /// M(j, k) = Σ_{i=0}^{min(k, j−1)} M(j − 1, k − i) = S(k) − S(k − j), with S the running
    /// sum of M(j − 1, ·); only k ≤ c is kept, as in scipy's loop.
    private static func lowerTailCount(n: Int, upTo c: Int) -> Double {
        var counts = [Double](repeating: 0, count: c + 1)
        counts[0] = 1
        counts[1] = 1
        for j in 3...n {
            var cumulative = counts
            for k in 1...c { cumulative[k] += cumulative[k - 1] }
            counts = cumulative
            if j <= c {
                for k in j...c { counts[k] -= cumulative[k - j] }
            }
        }
        return counts.reduce(0, +)
    }

    /// n! as a Double (finite for n ≤ 170).
    private static func factorial(_ n: Int) -> Double {
        (1...max(n, 1)).reduce(1.0) { $0 * Double($1) }
    }
}
