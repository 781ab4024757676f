/// The test of a pooled correlation with errors clustered by person: the least-squares
/// slope of y on x over all pairs, with its cluster-robust (CRV1) standard error and a t test
/// on G − 1 degrees of freedom, as `statsmodels` OLS with `cov_type="cluster"` gives it
/// (and ``LinearRegression/ordinaryLeastSquares(y:predictors:clusters:level:)``). Its
/// p-value tests r = 0 without treating a person's days as independent.
///
/// Fed one person (cluster) at a time as a ``PearsonAccumulator`` of their pairs, in constant
/// memory. With the grand means x̄ and ȳ known only at the end, person g's score
/// u_g = Σ(x − x̄)(y − ȳ) − b Σ(x − x̄)² is linear in five sums of the person,
///
///     v_g = [C + n d e, n d, n e, n, S + n d²]
///
/// (n pairs, means d and e measured from a reference point, co-moment C and sum of squares S
/// about the person's own means), so Σ_g u_g² = wᵀ (Σ_g v_g v_gᵀ) w for a w fixed at the
/// end. The reference is the first person's means, near the grand mean, so the sums stay
/// the size of the spread rather than of the values; merging moves the other
/// accumulator's sums to this reference exactly.
public struct ClusteredSlopeAccumulator: Hashable, Sendable {
    /// People (clusters) with at least one pair.
    public private(set) var clusters = 0
    private var referenceX = 0.0
    private var referenceY = 0.0
    /// Σ_g v_g v_gᵀ, the upper triangle row by row (15 sums).
    private var products = [Double](repeating: 0, count: 15)

    /// Creates an empty accumulator.
    public init() {}

    /// Adds one person's pairs.
    public mutating func add(cluster person: PearsonAccumulator) {
        guard person.count > 0 else { return }
        if clusters == 0 { (referenceX, referenceY) = (person.meanX, person.meanY) }
        clusters += 1
        let n = Double(person.count), d = person.meanX - referenceX, e = person.meanY - referenceY
        let v = [person.coMoment + n * d * e, n * d, n * e, n, person.sumSquaresX + n * d * d]
        var index = 0
        for i in 0..<5 {
            for j in i..<5 {
                products[index] += v[i] * v[j]
                index += 1
            }
        }
    }

    /// Adds the people another accumulator has seen (they must be other people).
    public mutating func merge(_ other: ClusteredSlopeAccumulator) {
        guard other.clusters > 0 else { return }
        guard clusters > 0 else { self = other; return }
        let moved = other.shifted(by: referenceX - other.referenceX, referenceY - other.referenceY)
        for index in products.indices { products[index] += moved[index] }
        clusters += other.clusters
    }

    /// The two-sided p-value of the pooled slope (and correlation) of the pairs that
    /// `pooled` summarises, the same pairs this accumulator saw person by person.
    ///
    /// - Throws: ``StatisticsError`` for fewer than 2 people or 3 pairs, or a constant x.
    public func pValue(pooled: PearsonAccumulator) throws(StatisticsError) -> Double {
        guard clusters >= 2 else { throw .tooFewGroups(needed: 2, got: clusters) }
        guard pooled.count >= 3 else { throw .tooFewObservations(needed: 3, got: pooled.count) }
        guard pooled.sumSquaresX > 0 else { throw .constantInput(column: "x") }
        let slope = pooled.coMoment / pooled.sumSquaresX
        // At the grand mean as reference, u_g = v_g[0] − slope · v_g[4].
        let m = shifted(by: pooled.meanX - referenceX, pooled.meanY - referenceY)
        let meat = max(0, m[Self.index(0, 0)] - 2 * slope * m[Self.index(0, 4)] + slope * slope * m[Self.index(4, 4)])
        let g = Double(clusters), n = Double(pooled.count)
        let variance = g / (g - 1) * (n - 1) / (n - 2) * meat / (pooled.sumSquaresX * pooled.sumSquaresX)
        guard variance > 0 else { return slope == 0 ? 1 : .leastNonzeroMagnitude }
        return StudentTail.twoSidedPValue(t: slope / variance.squareRoot(), degrees: g - 1)
    }

    /// Σ v vᵀ with every person's means measured from a reference moved by (δx, δy):
    /// v' = T v with T as below, so Σ v' v'ᵀ = T (Σ v vᵀ) Tᵀ.
    private func shifted(by dx: Double, _ dy: Double) -> [Double] {
        let t: [[Double]] = [
            [1, -dy, -dx, dx * dy, 0],
            [0, 1, 0, -dx, 0],
            [0, 0, 1, -dy, 0],
            [0, 0, 0, 1, 0],
            [0, -2 * dx, 0, dx * dx, 1],
        ]
        var full = [[Double]](repeating: [Double](repeating: 0, count: 5), count: 5)
        for i in 0..<5 {
            for j in 0..<5 { full[i][j] = products[Self.index(min(i, j), max(i, j))] }
        }
        var shifted = [Double](repeating: 0, count: 15)
        for i in 0..<5 {
            for j in i..<5 {
                var sum = 0.0
                for k in 0..<5 where t[i][k] != 0 {
                    for l in 0..<5 where t[j][l] != 0 { sum += t[i][k] * full[k][l] * t[j][l] }
                }
                shifted[Self.index(i, j)] = sum
            }
        }
        return shifted
    }

    /// The position of (i, j), i ≤ j, in the upper triangle stored row by row.
    private static func index(_ i: Int, _ j: Int) -> Int {
        i * 5 - i * (i - 1) / 2 + (j - i)
    }
}
