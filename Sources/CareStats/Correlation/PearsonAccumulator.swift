/// Pearson's correlation computed in one pass over a stream of pairs, without keeping
/// them: the running means and co-moments of Welford's algorithm (Welford 1962; the
/// co-moment update as in Pébay 2008), so that millions of person-days can be correlated in
/// constant memory and several streams merged.
public struct PearsonAccumulator: Hashable, Sendable {
    /// Pairs added so far.
    public private(set) var count = 0
    /// The mean of the x values added (0 when empty).
    public private(set) var meanX = 0.0
    /// The mean of the y values added (0 when empty).
    public private(set) var meanY = 0.0
    /// Σ(x − x̄)²: the x values' sum of squared deviations from their mean.
    public private(set) var sumSquaresX = 0.0
    /// Σ(y − ȳ)².
    public private(set) var sumSquaresY = 0.0
    /// Σ(x − x̄)(y − ȳ).
    public private(set) var coMoment = 0.0

    /// Creates an empty accumulator.
    public init() {}

    /// An accumulator holding pairs already summarised elsewhere, e.g. by a two-pass
    /// computation over an array (means first, then the sums of squared and crossed
    /// deviations): it then merges and correlates as if the pairs had been added one by
    /// one. `count` must be at least 0 and the sums of squares not negative.
    public init(count: Int, meanX: Double, meanY: Double, sumSquaresX: Double, sumSquaresY: Double, coMoment: Double) {
        precondition(count >= 0 && sumSquaresX >= 0 && sumSquaresY >= 0, "an accumulator needs a count and sums of squares of at least 0")
        self.count = count
        self.meanX = count > 0 ? meanX : 0
        self.meanY = count > 0 ? meanY : 0
        self.sumSquaresX = sumSquaresX
        self.sumSquaresY = sumSquaresY
        self.coMoment = coMoment
    }

    /// Adds one pair; pairs with a non-finite value are skipped (pairwise deletion).
    @inlinable
    public mutating func add(_ x: Double, _ y: Double) {
        guard x.isFinite, y.isFinite else { return }
        addFinite(x, y)
    }

    @usableFromInline
    mutating func addFinite(_ x: Double, _ y: Double) {
        count += 1
        let n = Double(count)
        let dx = x - meanX
        meanX += dx / n
        let dy = y - meanY
        meanY += dy / n
        sumSquaresX += dx * (x - meanX)
        sumSquaresY += dy * (y - meanY)
        coMoment += dx * (y - meanY)
    }

    /// Adds every pair another accumulator has seen (Chan et al. 1979's parallel update).
    public mutating func merge(_ other: PearsonAccumulator) {
        guard other.count > 0 else { return }
        guard count > 0 else { self = other; return }
        let n = Double(count), m = Double(other.count), total = n + m
        let dx = other.meanX - meanX, dy = other.meanY - meanY
        sumSquaresX += other.sumSquaresX + dx * dx * n * m / total
        sumSquaresY += other.sumSquaresY + dy * dy * n * m / total
        coMoment += other.coMoment + dx * dy * n * m / total
        meanX += dx * m / total
        meanY += dy * m / total
        count += other.count
    }

    /// The correlation of the pairs seen, with the same test as ``Correlation/pearson(_:_:)``.
    ///
    /// - Throws: ``StatisticsError`` for fewer than 3 pairs or a constant column.
    public func correlation() throws(StatisticsError) -> Correlation {
        guard count >= 3 else { throw .tooFewObservations(needed: 3, got: count) }
        guard sumSquaresX > 0 else { throw .constantInput(column: "x") }
        guard sumSquaresY > 0 else { throw .constantInput(column: "y") }
        let r = min(1, max(-1, coMoment / (sumSquaresX * sumSquaresY).squareRoot()))
        return Correlation(r: r, n: count, pValue: Correlation.tTestPValue(r: r, n: count))
    }
}
