import Testing
@testable import CareStats

/// One case of `Fixtures/cox.json` (R's `survival::coxph`, written by `make_cox.R`).
struct CoxCase: Decodable, Sendable, CustomTestStringConvertible {
    struct Column: Decodable, Sendable {
        var name: String
        var values: [Double]
    }

    struct Expected: Decodable, Sendable {
        var coef: [Double]
        var se: [Double]
        var robust_se: [Double]?
        var z: [Double]
        var p: [Double]
        var hr_lower: [Double]
        var hr_upper: [Double]
        var loglik: [Double]
        var lr: Double
        var lr_p: Double
        var wald: Double
        var wald_p: Double
        var score: Double
        var score_p: Double
        var robust_score: Double?
        var robust_score_p: Double?
        var df: Int
        var iterations: Int
        var n: Int
        var events: Int
    }

    var name: String
    var ties: String
    var time: [Double]?
    var start: [Double]?
    var stop: [Double]?
    var event: [Bool]
    var covariates: [Column]
    var cluster: [Int]?
    var expected: Expected
    var testDescription: String { name }

    /// The fit through the public API that matches the case's data.
    func fit() throws(StatisticsError) -> CoxModel {
        let columns = covariates.map(\.values), names = covariates.map(\.name)
        let ties = CoxRegression.Ties(rawValue: ties) ?? .efron
        switch (time, cluster) {
        case let (time?, cluster?):
            return try CoxRegression.fit(time: time, event: event, covariates: columns, names: names, ties: ties,
                                         clusters: cluster)
        case let (time?, nil):
            return try CoxRegression.fit(time: time, event: event, covariates: columns, names: names, ties: ties)
        case let (nil, cluster?):
            return try CoxRegression.fit(start: start ?? [], stop: stop ?? [], event: event, covariates: columns,
                                         names: names, ties: ties, clusters: cluster)
        case (nil, nil):
            return try CoxRegression.fit(start: start ?? [], stop: stop ?? [], event: event, covariates: columns,
                                         names: names, ties: ties)
        }
    }
}

/// `Fixtures/cox.json`: the R and survival versions, and the cases.
struct CoxFixture: Decodable, Sendable {
    var versions: [String: String]
    var cases: [CoxCase]

    static let loaded = try? Fixture.load("cox", as: CoxFixture.self)
}

/// The agreement required with coxph. The fit takes coxph's Newton steps, so only rounding
/// differs: measured, every value agrees to 1e-12 relative or better.
private let tolerance = 1e-9

@Suite struct CoxRegressionTests {
    @Test func fixturesLoad() throws {
        let fixture = try Fixture.load("cox", as: CoxFixture.self)
        #expect(fixture.cases.count >= 9)
        #expect(fixture.versions["R"] != nil && fixture.versions["survival"] != nil)
    }

    @Test(arguments: CoxFixture.loaded?.cases ?? [])
    func fitMatchesCoxph(_ example: CoxCase) throws {
        let model = try example.fit()
        let expected = example.expected
        let close = { (a: [Double], b: [Double]) in isClose(a, b, relative: tolerance) }
        #expect(close(model.terms.map(\.coefficient), expected.coef), "\(model.terms.map(\.coefficient))")
        #expect(close(model.terms.map(\.standardError), expected.se))
        if let robust = expected.robust_se {
            #expect(close(model.terms.compactMap(\.robustStandardError), robust))
        } else {
            #expect(model.terms.allSatisfy { $0.robustStandardError == nil })
        }
        #expect(close(model.terms.map(\.z), expected.z))
        #expect(close(model.terms.map(\.pValue), expected.p))
        #expect(close(model.terms.map(\.hazardRatioInterval.lower), expected.hr_lower))
        #expect(close(model.terms.map(\.hazardRatioInterval.upper), expected.hr_upper))
        #expect(close([model.nullLogLikelihood, model.logLikelihood], expected.loglik))
        #expect(close([model.likelihoodRatioTest.statistic, model.likelihoodRatioTest.pValue],
                      [expected.lr, expected.lr_p]))
        #expect(close([model.waldTest.statistic, model.waldTest.pValue], [expected.wald, expected.wald_p]))
        #expect(close([model.scoreTest.statistic, model.scoreTest.pValue], [expected.score, expected.score_p]))
        if let robust = expected.robust_score, let p = expected.robust_score_p {
            let test = try #require(model.robustScoreTest)
            #expect(close([test.statistic, test.pValue], [robust, p]))
        } else {
            #expect(model.robustScoreTest == nil)
        }
        #expect(model.likelihoodRatioTest.degreesOfFreedom == expected.df)
        #expect(model.iterations == expected.iterations)
        #expect(model.observations == expected.n)
        #expect(model.events == expected.events)
        #expect(model.clusters == example.cluster.map { Set($0).count })
    }
}
