/// Pearson's correlation computed in one pass over a stream of pairs, without keeping
/// them: the running means and co-moments of Welford's algorithm (Welford 1962; the
/// co-moment update as in Pébay 2008), so that millions of person-days can be correlated in
/// constant memory and several streams merged.
public struct PearsonAccumulator: Hashable, Sendable {
    /// Pairs added so far.
    public private(set) var count = 0
    private var meanX = 0.0, meanY = 0.0
    private var sumSquaresX = 0.0, sumSquaresY = 0.0, coMoment = 0.0

    /// Creates an empty accumulator.
    public init() {}

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
