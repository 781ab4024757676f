/// Sums over people of their person-day counts and means, n, Σ n x̄, Σ n ȳ, Σ n x̄², Σ n x̄ ȳ:
/// enough for the between-person coefficient of a pooled regression of y on the person's
/// mean x̄ beside the day's deviation x − x̄ (the hybrid, or Mundlak, model).
///
/// The deviation is orthogonal to every person-level column, so that coefficient is the
/// person-day-weighted regression of the person means, Σ n (x̄ − X)(ȳ − Y) / Σ n (x̄ − X)²
/// with X and Y the person-day means.
struct PersonMeanSums: Codable, Sendable {
    var days = 0.0, sumX = 0.0, sumY = 0.0, sumSquaresX = 0.0, sumProducts = 0.0

    init() {}

    /// One person's contribution from their day pairs (x, y).
    init(person pairs: [(x: Double, y: Double)]) {
        guard !pairs.isEmpty else { return }
        let n = Double(pairs.count)
        let meanX = pairs.reduce(0) { $0 + $1.x } / n, meanY = pairs.reduce(0) { $0 + $1.y } / n
        days = n
        sumX = n * meanX
        sumY = n * meanY
        sumSquaresX = n * meanX * meanX
        sumProducts = n * meanX * meanY
    }

    static func + (lhs: Self, rhs: Self) -> Self {
        var sum = lhs
        sum.days += rhs.days
        sum.sumX += rhs.sumX
        sum.sumY += rhs.sumY
        sum.sumSquaresX += rhs.sumSquaresX
        sum.sumProducts += rhs.sumProducts
        return sum
    }

    /// The between-person coefficient; nil when the person means do not vary.
    var slope: Double? {
        guard days > 0 else { return nil }
        let variance = sumSquaresX - sumX * sumX / days
        return variance > 1e-12 * max(1, sumSquaresX) ? (sumProducts - sumX * sumY / days) / variance : nil
    }
}
