/// A ratio of sums over clusters, Σ yᵢ / Σ xᵢ (events over days at risk, say), with its
/// linearisation standard error and interval.
///
/// The estimate is the weighted least-squares mean of yᵢ / xᵢ with weights xᵢ, and its
/// standard error is that fit's cluster-robust one with each cluster one pair:
/// √(n / (n − 1) · Σ (yᵢ − R xᵢ)²) / Σ xᵢ (Cochran's ratio-estimator variance), so the
/// pairs may differ in their own ratios (people with different hazards). The interval uses
/// Student's t on n − 1 degrees of freedom, as statsmodels' clustered fit with `use_t`.
public struct RatioEstimate: Hashable, Sendable {
    /// Σ y / Σ x.
    public var estimate: Double
    /// The linearisation standard error.
    public var standardError: Double
    /// The 95 % interval.
    public var interval: ConfidenceInterval
    /// The number of pairs.
    public var count: Int

    /// The ratio of `pairs`; throws for fewer than two pairs or a non-positive Σ x.
    public init(_ pairs: [(y: Double, x: Double)], level: Double = 0.95) throws(StatisticsError) {
        guard pairs.count >= 2 else { throw .tooFewObservations(needed: 2, got: pairs.count) }
        let sumY = pairs.reduce(0) { $0 + $1.y }, sumX = pairs.reduce(0) { $0 + $1.x }
        guard sumX > 0 else { throw .outOfRange(name: "sum of x", value: sumX, expected: "positive") }
        let n = Double(pairs.count), ratio = sumY / sumX
        let squares = pairs.reduce(0) { sum, pair in
            let residual = pair.y - ratio * pair.x
            return sum + residual * residual
        }
        estimate = ratio
        standardError = (n / (n - 1) * squares).squareRoot() / sumX
        let t = try ConfidenceInterval.tCriticalValue(level: level, degrees: n - 1)
        interval = ConfidenceInterval(lower: ratio - t * standardError, upper: ratio + t * standardError, level: level)
        count = pairs.count
    }
}
