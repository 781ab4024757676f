import Testing
@testable import CareStats

/// One case of `Fixtures/regression.json` (statsmodels `OLS`: classical, cluster-robust with
/// `use_t=True`, and on subject-centred data for the within form).
struct RegressionCase: Decodable, Sendable, CustomTestStringConvertible {
    struct Column: Decodable, Sendable {
        var name: String
        var values: [Double]
    }

    struct Term: Decodable, Sendable {
        var name: String
        var estimate: Double
        var se: Double
        var t: Double
        var p: Double
        var ci: [Double]
    }

    struct Expected: Decodable, Sendable {
        var terms: [Term]?
        var n: Int?
        var r2: Double?
        var adj_r2: Double?
        var rss: Double?
        var error: String?
    }

    var name: String
    var kind: String
    var y: [Double]
    var predictors: [Column]
    var groups: [String]?
    var level: Double
    var expected: Expected

    var testDescription: String { "\(kind): \(name)" }

    func fit() throws(StatisticsError) -> LinearRegression {
        let columns = predictors.map { Predictor(name: $0.name, values: $0.values) }
        switch kind {
        case "ols": return try .ordinaryLeastSquares(y: y, predictors: columns, level: level)
        case "cluster": return try .ordinaryLeastSquares(y: y, predictors: columns, clusters: groups ?? [], level: level)
        default: return try .withinSubjects(y: y, predictors: columns, subjects: groups ?? [], level: level)
        }
    }
}

@Suite struct LinearRegressionTests {
    @Test func fixturesLoad() throws {
        #expect(try Fixture.load("regression", as: [RegressionCase].self).count >= 10)
    }

    @Test(arguments: Fixture.cases("regression", as: [RegressionCase].self))
    func fitMatchesStatsmodels(_ example: RegressionCase) throws {
        let expected = example.expected
        if let error = expected.error {
            #expect(thrownCase { () throws(StatisticsError) in try example.fit() } == error)
            return
        }
        let fit = try example.fit()
        #expect(fit.observations == expected.n)
        #expect(isClose(fit.rSquared, try #require(expected.r2)))
        #expect(isClose(fit.adjustedRSquared, try #require(expected.adj_r2)))
        #expect(isClose(fit.residualSumOfSquares, try #require(expected.rss)))
        let terms = try #require(expected.terms)
        #expect(fit.terms.map(\.name) == terms.map(\.name))
        for (got, want) in zip(fit.terms, terms) {
            #expect(isClose(got.estimate, want.estimate), "\(want.name) estimate")
            #expect(isClose(got.standardError, want.se), "\(want.name) SE \(got.standardError) vs \(want.se)")
            #expect(isClose(got.t, want.t), "\(want.name) t")
            #expect(isClose(got.pValue, want.p), "\(want.name) p \(got.pValue) vs \(want.p)")
            #expect(isClose([got.interval.lower, got.interval.upper], want.ci), "\(want.name) CI")
        }
    }

    /// y = 1 3 2 5 on x = 0 1 2 3: x̄ = 1.5, ȳ = 2.75, Sxy = 5.5, Sxx = 5, so the slope is
    /// 1.1 and the intercept 2.75 − 1.65 = 1.1. Residuals −0.1 0.8 −1.3 0.6 give RSS = 2.7,
    /// s² = 1.35 on 2 degrees of freedom, SE(slope) = √(1.35/5) = 0.5196…, and
    /// R² = 1 − 2.7/8.75 = 0.6914….
    @Test func simpleRegressionIsWorkedOutByHand() throws {
        let fit = try LinearRegression.ordinaryLeastSquares(
            y: [1, 3, 2, 5], predictors: [Predictor(name: "x", values: [0, 1, 2, 3])])
        let slope = try #require(fit.term(named: "x"))
        #expect(isClose(slope.estimate, 1.1))
        #expect(isClose(try #require(fit.term(named: "intercept")).estimate, 1.1))
        #expect(isClose(fit.residualSumOfSquares, 2.7))
        #expect(isClose(slope.standardError, (1.35 / 5).squareRoot()))
        #expect(isClose(fit.rSquared, 1 - 2.7 / 8.75))
        #expect(fit.degreesOfFreedom == 2)
        #expect(fit.covariance == .classical)
    }

    @Test func withinSubjectSlopeEqualsTheSlopeWithOneDummyPerSubject() throws {
        let subjects = [0, 0, 0, 1, 1, 1, 2, 2, 2, 2]
        let x: [Double] = [1, 2, 4, 0, 3, 5, 2, 2, 6, 7]
        let y: [Double] = [2, 3, 6, 9, 11, 14, 1, 3, 5, 8]
        let within = try LinearRegression.withinSubjects(
            y: y, predictors: [Predictor(name: "x", values: x)], subjects: subjects)
        let dummies = (1...2).map { s in Predictor(name: "s\(s)", values: subjects.map { $0 == s ? 1 : 0 }) }
        let dummyFit = try LinearRegression.ordinaryLeastSquares(
            y: y, predictors: [Predictor(name: "x", values: x)] + dummies)
        #expect(isClose(within.terms[0].estimate, try #require(dummyFit.term(named: "x")).estimate))
        #expect(within.covariance == .clusterRobust(clusters: 3))
        #expect(within.degreesOfFreedom == 2)
    }

    @Test func collinearPredictorsAreNamedAsSuch() {
        let x: [Double] = [1, 2, 3, 4, 5, 6]
        #expect(throws: StatisticsError.rankDeficient(rank: 2, columns: 3)) {
            try LinearRegression.ordinaryLeastSquares(
                y: [1, 3, 2, 5, 4, 6],
                predictors: [Predictor(name: "a", values: x), Predictor(name: "b", values: x.map { 3 - $0 })])
        }
    }
}
