/// The pairs of two columns where both values are finite: pairwise deletion of missing
/// values (NaN) and of infinities, with the checks every correlation shares.
struct CompletePairs {
    /// The x values of the complete pairs.
    var x: [Double] = []
    /// The y values of the complete pairs.
    var y: [Double] = []

    /// The complete pairs of `x` and `y`.
    ///
    /// - Throws: ``StatisticsError`` when the columns differ in length, fewer than `minimum`
    ///   pairs are complete, or either column is constant over the complete pairs.
    init(_ x: [Double], _ y: [Double], minimum: Int = 3) throws(StatisticsError) {
        guard x.count == y.count else { throw .lengthMismatch(x: x.count, y: y.count) }
        self.x.reserveCapacity(x.count)
        self.y.reserveCapacity(y.count)
        for (a, b) in zip(x, y) where a.isFinite && b.isFinite {
            self.x.append(a)
            self.y.append(b)
        }
        guard count >= minimum else { throw .tooFewObservations(needed: minimum, got: count) }
        if self.x.allSatisfy({ $0 == self.x[0] }) { throw .constantInput(column: "x") }
        if self.y.allSatisfy({ $0 == self.y[0] }) { throw .constantInput(column: "y") }
    }

    /// The number of complete pairs.
    var count: Int { x.count }
}
