import CareStats
import Foundation
import Testing

/// `RatioOfRatios` (seed 004's check-in login lift): against the delta method written out the
/// general way in numpy and scipy (`Fixtures/ratio_of_ratios.json`, written by
/// `make_ratio_of_ratios.py`: the cluster totals' covariance and a numerical gradient, so its
/// standard errors agree to about 1e-9, not to the last digit); with a denominator ratio that
/// is the same in every cluster its log standard error is `RatioEstimate`'s (checked against
/// statsmodels) over the estimate; swapping the ratios inverts it.
@Suite struct RatioOfRatiosTests {
    struct Case: Decodable, CustomTestStringConvertible {
        var name: String
        var clusters: [[Double]]
        var estimate: Double
        var logStandardError: Double
        var lower: Double
        var upper: Double
        var testDescription: String { name }

        private enum CodingKeys: String, CodingKey {
            case name, clusters, estimate, lower, upper
            case logStandardError = "log_standard_error"
        }
    }

    struct File: Decodable { var cases: [Case] }

    static let cases = (try? Fixture.load("ratio_of_ratios", as: File.self).cases) ?? []

    @Test func fixturesLoad() {
        #expect(Self.cases.count == 3)
    }

    @Test("Seed 004 DR7.FR9.1: the ratio of ratios and its interval match the general delta method", arguments: cases)
    func matchesTheDeltaMethod(_ expected: Case) throws {
        let ratio = try RatioOfRatios(expected.clusters.map { ($0[0], $0[1], $0[2], $0[3]) })
        #expect(isClose(ratio.estimate, expected.estimate, relative: 1e-12))
        #expect(isClose(ratio.logStandardError, expected.logStandardError, relative: 1e-7))
        #expect(isClose(ratio.interval.lower, expected.lower, relative: 1e-7))
        #expect(isClose(ratio.interval.upper, expected.upper, relative: 1e-7))
        #expect(ratio.count == expected.clusters.count)
    }
    static let a = [3.0, 1, 4, 1, 5, 9], n = [10.0, 8, 12, 9, 11, 14]

    @Test("Seed 004 DR7.FR9.1: a constant denominator gives RatioEstimate's error on the log scale")
    func constantDenominatorIsRatioEstimate() throws {
        let ratio = try RatioEstimate(Array(zip(Self.a, Self.n)))
        let both = try RatioOfRatios(Self.a.indices.map { (Self.a[$0], Self.n[$0], 2, 4) })
        #expect(abs(both.estimate - ratio.estimate / 0.5) < 1e-12)
        #expect(abs(both.logStandardError - ratio.standardError / ratio.estimate) < 1e-12)
        #expect(abs(both.interval.lower * both.interval.upper - both.estimate * both.estimate) < 1e-12)
        #expect(both.interval.lower < both.estimate && both.estimate < both.interval.upper && both.count == 6)
    }

    @Test("Seed 004 DR7.FR9.1: swapping the ratios inverts the estimate and its interval")
    func swappingInverts() throws {
        let b = [2.0, 3, 1, 4, 2, 6], m = [9.0, 9, 10, 12, 8, 15]
        let forward = try RatioOfRatios(Self.a.indices.map { (Self.a[$0], Self.n[$0], b[$0], m[$0]) })
        let backward = try RatioOfRatios(Self.a.indices.map { (b[$0], m[$0], Self.a[$0], Self.n[$0]) })
        #expect(abs(forward.estimate * backward.estimate - 1) < 1e-12)
        #expect(abs(forward.logStandardError - backward.logStandardError) < 1e-12)
        #expect(abs(forward.interval.lower * backward.interval.upper - 1) < 1e-12)
    }

    @Test("Seed 004 DR7.FR9.1: fewer than two clusters or a sum of zero is refused")
    func refusesTooLittle() {
        #expect(throws: StatisticsError.tooFewObservations(needed: 2, got: 1)) { try RatioOfRatios([(1, 2, 1, 2)]) }
        #expect(throws: StatisticsError.self) { try RatioOfRatios([(1, 2, 0, 2), (1, 2, 0, 3)]) }
    }
}
