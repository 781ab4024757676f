import CareStats
import Foundation
import Testing

/// `RatioEstimate` against statsmodels' weighted least squares with cluster-robust errors
/// (`Fixtures/ratio.json`, written by `make_ratio.py`).
@Suite struct RatioEstimateTests {
    struct Case: Decodable, CustomTestStringConvertible {
        var name: String
        var y: [Double]
        var x: [Double]
        var estimate: Double
        var standardError: Double
        var lower: Double
        var upper: Double
        var testDescription: String { name }

        private enum CodingKeys: String, CodingKey {
            case name, y, x, estimate, lower, upper
            case standardError = "standard_error"
        }
    }

    struct File: Decodable { var cases: [Case] }

    static let cases = (try? Fixture.load("ratio", as: File.self).cases) ?? []

    @Test func fixturesLoad() {
        #expect(Self.cases.count == 4)
    }

    @Test(arguments: cases) func matchesStatsmodels(_ expected: Case) throws {
        let ratio = try RatioEstimate(Array(zip(expected.y, expected.x)))
        #expect(isClose(ratio.estimate, expected.estimate))
        #expect(isClose(ratio.standardError, expected.standardError))
        #expect(isClose(ratio.interval.lower, expected.lower))
        #expect(isClose(ratio.interval.upper, expected.upper))
        #expect(ratio.count == expected.y.count)
    }

    @Test func refusesFewerThanTwoPairsAndNoExposure() {
        #expect(throws: StatisticsError.tooFewObservations(needed: 2, got: 1)) { try RatioEstimate([(1, 2)]) }
        #expect(throws: StatisticsError.self) { try RatioEstimate([(0, 0), (0, 0)]) }
    }
}
