/// One person's sums for a within-person (fixed-effects) regression slope of y on x: the
/// person's centred cross-product and centred sum of squares, which, added over people,
/// give the pooled within slope Σ covariance / Σ variance.
struct WithinPersonSums {
    private var count = 0.0, sumX = 0.0, sumY = 0.0, sumXX = 0.0, sumXY = 0.0

    mutating func add(x: Double, y: Double) {
        count += 1
        sumX += x
        sumY += y
        sumXX += x * x
        sumXY += x * y
    }

    /// Σ (x − x̄)(y − ȳ) and Σ (x − x̄)² over the person's pairs; zero for fewer than two.
    var centred: (covariance: Double, variance: Double) {
        guard count > 1 else { return (0, 0) }
        return (sumXY - sumX * sumY / count, sumXX - sumX * sumX / count)
    }
}
