import Testing
@testable import CareStats

/// One case of `Fixtures/hac.json` (statsmodels `OLS(...).fit(cov_type='HAC', ...)`, written
/// by `make_hac.py`).
struct HACCase: Decodable, Sendable, CustomTestStringConvertible {
    struct Column: Decodable, Sendable {
        var name: String
        var values: [Double]
    }

    struct Term: Decodable, Sendable {
        var estimate: Double
        var se: Double
        var t: Double
        var p: Double
        var ci: [Double]
    }

    struct Expected: Decodable, Sendable {
        var names: [String]?
        var terms: [Term]?
        var n: Int?
        var lags: Int?
        var df: Int?
        var rho: Double?
        var n_eff: Double?
        var error: String?
    }

    var name: String
    var y: [Double]
    var predictors: [Column]
    var times: [Int]
    var lags: Int?
    var correction: Bool
    var level: Double
    var expected: Expected

    var testDescription: String { name }

    func fit() throws(StatisticsError) -> HACRegression {
        try HACRegression.fit(y: y, predictors: predictors.map { Predictor(name: $0.name, values: $0.values) },
                              times: times, lags: lags, correction: correction, level: level)
    }
}

private struct HACFixture: Decodable {
    var cases: [HACCase]
}

@Suite struct HACRegressionTests {
    static let cases = (try? Fixture.load("hac", as: HACFixture.self).cases) ?? []

    @Test func fixturesLoad() {
        #expect(Self.cases.count >= 8)
    }

    @Test(arguments: cases)
    func fitMatchesStatsmodels(_ example: HACCase) throws {
        let expected = example.expected
        if let error = expected.error {
            #expect(thrownCase { () throws(StatisticsError) in try example.fit() } == error)
            return
        }
        let fit = try example.fit()
        #expect(fit.regression.observations == expected.n)
        #expect(fit.regression.degreesOfFreedom == expected.df)
        #expect(fit.lags == expected.lags)
        #expect(fit.regression.covariance == .neweyWest(lags: try #require(expected.lags)))
        #expect(isClose(try #require(fit.residualAutocorrelation), try #require(expected.rho)))
        #expect(isClose(try #require(fit.effectiveObservations), try #require(expected.n_eff)))
        let terms = try #require(expected.terms)
        #expect(fit.regression.terms.map(\.name) == expected.names)
        for (got, want) in zip(fit.regression.terms, terms) {
            #expect(isClose(got.estimate, want.estimate), "\(got.name) estimate")
            #expect(isClose(got.standardError, want.se), "\(got.name) SE \(got.standardError) vs \(want.se)")
            #expect(isClose(got.t, want.t), "\(got.name) t")
            #expect(isClose(got.pValue, want.p), "\(got.name) p \(got.pValue) vs \(want.p)")
            #expect(isClose([got.interval.lower, got.interval.upper], want.ci), "\(got.name) CI")
        }
    }

    @Test(arguments: [(42, 3), (100, 4), (10, 2), (365, 5), (1, 1)])
    func defaultBandwidthIsTheUsualRule(days: Int, lags: Int) {
        #expect(HACRegression.defaultLags(observations: days) == lags)
    }

    @Test func bandwidthIsCutToFewerThanTheObservations() throws {
        let fit = try HACRegression.fit(y: [1, 3, 2, 5], predictors: [Predictor(name: "x", values: [0, 1, 0, 1])],
                                        times: [0, 1, 2, 3], lags: 30)
        #expect(fit.lags == 3)
    }

    @Test func timesMustIncrease() {
        let error = thrownCase { () throws(StatisticsError) in
            try HACRegression.fit(y: [1, 3, 2, 5], predictors: [Predictor(name: "x", values: [0, 1, 0, 1])],
                                  times: [0, 2, 2, 3])
        }
        #expect(error == "outOfRange")
    }

    /// Days 0, 2, 4 and 6: no two observations are one day apart, so ρ̂ is undefined.
    @Test func noConsecutiveDaysLeaveTheAutocorrelationUndefined() throws {
        let fit = try HACRegression.fit(y: [1, 3, 2, 5], predictors: [Predictor(name: "x", values: [0, 1, 0, 1])],
                                        times: [0, 2, 4, 6])
        #expect(fit.residualAutocorrelation == nil)
        #expect(fit.effectiveObservations == nil)
    }

    /// Residuals alternating in sign have ρ̂ < 0, which counts as 0: n_eff is n, not more.
    @Test func negativeAutocorrelationGivesNoMoreThanTheDays() throws {
        let fit = try HACRegression.fit(y: [1, -1, 1, -1, 1, -1], predictors: [], times: Array(0..<6))
        #expect(try #require(fit.residualAutocorrelation) < 0)
        #expect(fit.effectiveObservations == 6)
    }
}
