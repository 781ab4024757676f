import Testing
@testable import CareStats

/// The eight numbers of `pandas.Series.describe()`.
struct SummaryValues: Decodable, Sendable {
    var count: Int
    var mean: Double
    var sd: Double
    var min: Double
    var q1: Double
    var median: Double
    var q3: Double
    var max: Double

    /// Checks `summary` against these values at 1e-9 relative.
    func expectMatches(_ summary: DistributionSummary, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(summary.count == count, sourceLocation: sourceLocation)
        let got = [summary.mean, summary.standardDeviation, summary.minimum, summary.lowerQuartile,
                   summary.median, summary.upperQuartile, summary.maximum]
        let want = [mean, sd, min, q1, median, q3, max]
        #expect(isClose(got, want), "\(got) vs \(want)", sourceLocation: sourceLocation)
    }
}

/// One case of `Fixtures/summary.json`.
struct SummaryCase: Decodable, Sendable, CustomTestStringConvertible {
    var name: String
    var values: [Double]
    var expected: SummaryValues
    var testDescription: String { name }
}

@Suite struct DistributionSummaryTests {
    @Test func fixturesLoad() throws {
        #expect(try Fixture.load("summary", as: [SummaryCase].self).count >= 3)
    }

    @Test(arguments: Fixture.cases("summary", as: [SummaryCase].self))
    func summaryMatchesPandasDescribe(_ example: SummaryCase) throws {
        example.expected.expectMatches(try DistributionSummary(example.values))
    }

    @Test func noFiniteValueIsUndefined() {
        #expect(throws: StatisticsError.tooFewObservations(needed: 1, got: 0)) {
            try DistributionSummary([.nan, .infinity])
        }
    }
}
