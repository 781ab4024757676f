import _CGSL

extension Correlation {
    /// Pearson's product-moment correlation of the pairs where both values are finite
    /// (pairwise deletion of missing values, written as NaN).
    ///
    /// The coefficient comes from `gsl_stats_correlation`; the p-value from Student's t with
    /// n − 2 degrees of freedom, t = r √((n − 2) / (1 − r²)), as `scipy.stats.pearsonr`
    /// computes it.
    ///
    /// - Throws: ``StatisticsError`` when the columns differ in length, fewer than 3 pairs
    ///   are complete, or either column is constant.
    public static func pearson(_ x: [Double], _ y: [Double]) throws(StatisticsError) -> Correlation {
        let pairs = try CompletePairs(x, y)
        GSL.prepare()
        let r = min(1, max(-1, gsl_stats_correlation(pairs.x, 1, pairs.y, 1, pairs.count)))
        return Correlation(r: r, n: pairs.count, pValue: tTestPValue(r: r, n: pairs.count), method: .pearson)
    }

    /// Two-sided p-value of Student's t test for a correlation of `r` over `n` pairs:
    /// t = r √((n − 2) / (1 − r²)) on n − 2 degrees of freedom (`scipy.stats.pearsonr`,
    /// `scipy.stats.spearmanr`).
    /// Far tails keep their precision (``StudentTail``).
    static func tTestPValue(r: Double, n: Int) -> Double {
        StudentTail.twoSidedPValue(correlation: r, degrees: Double(n - 2))
    }
}
