import Testing
@testable import CareStats

/// The pooled slope's cluster-robust p from person sums equals the one
/// `LinearRegression.ordinaryLeastSquares(y:predictors:clusters:)` computes from the rows
/// (CRV1, t on G − 1 df; that regression is checked against statsmodels in
/// OrdinaryLeastSquaresTests), whatever the order people are added and merged in, and
/// whatever the values' offset from 0.
@Suite struct ClusteredSlopeAccumulatorTests {
    /// People with their own means (large between-person spread, so clustering matters),
    /// a common slope and noise, drawn from SplitMix64; `offset` is added to every x.
    static func people(count: Int, seed: UInt64, offset: Double, slope: Double) -> [[(x: Double, y: Double)]] {
        var index: UInt64 = 0
        func uniform() -> Double {
            index += 1
            return Double(SplitMix64.output(seed: seed, index: index) >> 11) / Double(1 << 53)
        }
        return (0..<count).map { _ in
            let meanX = offset + 50 * uniform(), level = 10 * uniform(), days = 3 + Int(20 * uniform())
            return (0..<days).map { _ in
                let x = meanX + 10 * (uniform() - 0.5)
                return (x, level + slope * (x - offset) + 4 * (uniform() - 0.5))
            }
        }
    }

    /// The row-wise regression's p, on x − `offset`: a slope's test does not move with x's
    /// origin, and the rows' least squares are exact only near it.
    static func expectedPValue(_ people: [[(x: Double, y: Double)]], offset: Double) throws -> Double {
        let rows = people.enumerated().flatMap { person, pairs in pairs.map { (person, $0.x - offset, $0.y) } }
        let fit = try LinearRegression.ordinaryLeastSquares(
            y: rows.map(\.2), predictors: [Predictor(name: "x", values: rows.map(\.1))], clusters: rows.map(\.0))
        return fit.terms[1].pValue
    }

    static func summed(_ people: ArraySlice<[(x: Double, y: Double)]>) -> (ClusteredSlopeAccumulator, PearsonAccumulator) {
        var clustered = ClusteredSlopeAccumulator(), pooled = PearsonAccumulator()
        for pairs in people {
            var person = PearsonAccumulator()
            for pair in pairs { person.add(pair.x, pair.y) }
            clustered.add(cluster: person)
            pooled.merge(person)
        }
        return (clustered, pooled)
    }

    @Test(arguments: [(0.0, 0.02), (8000.0, 0.02), (8000.0, 0.0), (1e6, 0.05)])
    func matchesTheRowWiseClusterRobustRegression(offset: Double, slope: Double) throws {
        let people = Self.people(count: 40, seed: 7, offset: offset, slope: slope)
        let expected = try Self.expectedPValue(people, offset: offset)
        let (whole, pooled) = Self.summed(people[...])
        #expect(abs(try whole.pValue(pooled: pooled) - expected) <= 1e-9 * max(expected, 1e-12))

        // Three parts summed apart (different reference points) and merged, in another order.
        var (merged, mergedPooled) = Self.summed(people[25...])
        for part in [people[..<10], people[10..<25]] {
            let (clustered, pooledPart) = Self.summed(part)
            merged.merge(clustered)
            mergedPooled.merge(pooledPart)
        }
        #expect(abs(try merged.pValue(pooled: mergedPooled) - expected) <= 1e-8 * max(expected, 1e-12))
    }

    @Test func onePersonIsTooFewClusters() {
        let (clustered, pooled) = Self.summed(Self.people(count: 1, seed: 1, offset: 0, slope: 0.1)[...])
        #expect(throws: StatisticsError.tooFewGroups(needed: 2, got: 1)) { try clustered.pValue(pooled: pooled) }
    }
}
