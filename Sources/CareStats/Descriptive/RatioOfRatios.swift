import Foundation

/// A ratio of two ratios of sums over clusters, (Σ aᵢ / Σ nᵢ) / (Σ bᵢ / Σ mᵢ) (the share of
/// days without a log-in among one kind of day over the same share among another, say),
/// with the linearisation standard error of its logarithm: each cluster's influence is
/// aᵢ/Σa − nᵢ/Σn − bᵢ/Σb + mᵢ/Σm, the variance n / (n − 1) times the sum of their squares,
/// so the clusters may differ in their own ratios (people who use the app on different
/// shares of days). The interval uses Student's t on n − 1 degrees of freedom on the log
/// scale and is taken back to the ratio's.
public struct RatioOfRatios: Hashable, Sendable {
    /// The ratio of the two ratios.
    public var estimate: Double
    /// The linearisation standard error of its logarithm.
    public var logStandardError: Double
    /// The 95 % interval.
    public var interval: ConfidenceInterval
    /// The number of clusters.
    public var count: Int

    /// The ratio of `clusters`' sums; throws for fewer than two clusters or a sum that is
    /// not positive.
    public init(_ clusters: [(a: Double, n: Double, b: Double, m: Double)], level: Double = 0.95) throws(StatisticsError) {
        guard clusters.count >= 2 else { throw .tooFewObservations(needed: 2, got: clusters.count) }
        let a = clusters.reduce(0) { $0 + $1.a }, n = clusters.reduce(0) { $0 + $1.n }
        let b = clusters.reduce(0) { $0 + $1.b }, m = clusters.reduce(0) { $0 + $1.m }
        for (name, sum) in [("sum of a", a), ("sum of n", n), ("sum of b", b), ("sum of m", m)] where !(sum > 0) {
            throw .outOfRange(name: name, value: sum, expected: "positive")
        }
        let squares = clusters.reduce(0) { sum, c in
            let influence = c.a / a - c.n / n - c.b / b + c.m / m
            return sum + influence * influence
        }
        let count = Double(clusters.count), ratio = (a / n) / (b / m)
        logStandardError = (count / (count - 1) * squares).squareRoot()
        let t = try ConfidenceInterval.tCriticalValue(level: level, degrees: count - 1)
        estimate = ratio
        interval = ConfidenceInterval(lower: ratio * exp(-t * logStandardError), upper: ratio * exp(t * logStandardError),
                                      level: level)
        self.count = clusters.count
    }
}
