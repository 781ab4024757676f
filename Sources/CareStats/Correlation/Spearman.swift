import _CGSL

extension Correlation {
    /// Spearman's rank correlation of the pairs where both values are finite: Pearson's
    /// correlation of the ranks, tied values sharing their average rank
    /// (`gsl_stats_spearman`).
    ///
    /// The p-value is Student's t approximation on n − 2 degrees of freedom, as
    /// `scipy.stats.spearmanr` computes it (see ``tTestPValue(r:n:)``).
    ///
    /// - Throws: ``StatisticsError`` when the columns differ in length, fewer than 3 pairs
    ///   are complete, or either column is constant.
    public static func spearman(_ x: [Double], _ y: [Double]) throws(StatisticsError) -> Correlation {
        let pairs = try CompletePairs(x, y)
        let n = pairs.count
        GSL.prepare()
        var work = [Double](repeating: 0, count: 2 * n)
        let rho = gsl_stats_spearman(pairs.x, 1, pairs.y, 1, n, &work)
        let r = min(1, max(-1, rho))
        return Correlation(r: r, n: n, pValue: tTestPValue(r: r, n: n), method: .spearman)
    }
}
