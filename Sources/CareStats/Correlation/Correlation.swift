import _CGSL

/// A correlation coefficient with its test against zero.
public struct Correlation: Hashable, Sendable {
    /// The coefficient, between -1 and 1.
    public var r: Double
    /// The number of complete pairs it was computed from.
    public var n: Int
    /// The two-sided p-value of the test that the coefficient is zero.
    public var pValue: Double

    /// Creates a result.
    public init(r: Double, n: Int, pValue: Double) {
        self.r = r
        self.n = n
        self.pValue = pValue
    }

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
        guard x.count == y.count else { throw .lengthMismatch(x: x.count, y: y.count) }
        var xs: [Double] = [], ys: [Double] = []
        xs.reserveCapacity(x.count)
        ys.reserveCapacity(y.count)
        for (a, b) in zip(x, y) where a.isFinite && b.isFinite {
            xs.append(a)
            ys.append(b)
        }
        let n = xs.count
        guard n >= 3 else { throw .tooFewObservations(needed: 3, got: n) }
        if xs.allSatisfy({ $0 == xs[0] }) { throw .constantInput(column: "x") }
        if ys.allSatisfy({ $0 == ys[0] }) { throw .constantInput(column: "y") }

        GSL.prepare()
        let r = min(1, max(-1, gsl_stats_correlation(xs, 1, ys, 1, n)))
        return Correlation(r: r, n: n, pValue: tTestPValue(r: r, n: n))
    }

    /// Two-sided p-value of Student's t test for a correlation of `r` over `n` pairs.
    static func tTestPValue(r: Double, n: Int) -> Double {
        let degrees = Double(n - 2)
        guard abs(r) < 1 else { return 0 }
        let t = r * (degrees / (1 - r * r)).squareRoot()
        return min(1, 2 * gsl_cdf_tdist_Q(abs(t), degrees))
    }
}
