/// A correlation coefficient with its test against zero.
///
/// Every method drops the pairs where either value is NaN or infinite (pairwise deletion)
/// and reports the coefficient as undefined, by throwing ``StatisticsError``, when fewer
/// than 3 pairs remain or either column is constant over the pairs that remain.
public struct Correlation: Hashable, Sendable {
    /// The coefficient, between -1 and 1.
    public var r: Double
    /// The number of complete pairs it was computed from.
    public var n: Int
    /// The two-sided p-value of the test that the coefficient is zero.
    public var pValue: Double
    /// The coefficient this is.
    public var method: CorrelationMethod

    /// Creates a result.
    public init(r: Double, n: Int, pValue: Double, method: CorrelationMethod = .pearson) {
        self.r = r
        self.n = n
        self.pValue = pValue
        self.method = method
    }

    /// The correlation of `x` and `y` by `method`.
    ///
    /// - Throws: ``StatisticsError`` when the columns differ in length, fewer than 3 pairs
    ///   are complete, or either column is constant.
    public static func compute(
        _ method: CorrelationMethod, _ x: [Double], _ y: [Double]
    ) throws(StatisticsError) -> Correlation {
        switch method {
        case .pearson: try pearson(x, y)
        case .spearman: try spearman(x, y)
        case .kendall: try kendall(x, y)
        }
    }

    /// The Fisher-z confidence interval of the coefficient at `level` (0.95 unless given),
    /// with the standard error of z that suits ``method``: see ``FisherInterval``.
    ///
    /// - Throws: ``StatisticsError/outOfRange(name:value:expected:)`` unless 0 < level < 1.
    public func confidenceInterval(level: Double = 0.95) throws(StatisticsError) -> ConfidenceInterval {
        try FisherInterval.interval(r: r, standardError: FisherInterval.standardError(method, r: r, n: n),
                                    level: level)
    }
}
