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

// MARK: - Properties, on the fixtures' input data

extension CoxRegressionTests {
    /// The lung case with Efron's ties: 227 people, age, sex and ph.ecog.
    private static var lung: CoxCase? {
        CoxFixture.loaded?.cases.first { $0.name == "lung, age + sex + ph.ecog, Efron" }
    }

    /// The lung fit with covariate `column` replaced by `transform` of it, and each row's time
    /// by `adjust(row, time)`.
    private static func lungFit(
        ties: CoxRegression.Ties = .efron, column: Int = 0, transform: (Double) -> Double = { $0 },
        adjust: (Int, Double) -> Double = { $1 }
    ) throws -> CoxModel {
        let lung = try #require(Self.lung)
        var columns = lung.covariates.map(\.values)
        columns[column] = columns[column].map(transform)
        let time = (lung.time ?? []).enumerated().map { adjust($0.offset, $0.element) }
        return try CoxRegression.fit(time: time, event: lung.event, covariates: columns,
                                     names: lung.covariates.map(\.name), ties: ties)
    }

    /// β is per unit of the covariate: age in units of 1/c years has coefficient β/c, with
    /// the standard error scaled alike and z, the likelihood and the tests unchanged.
    @Test(arguments: [0.001, 12.0, 365.25])
    func rescalingACovariateByCScalesItsCoefficientByOneOverC(_ c: Double) throws {
        let original = try Self.lungFit()
        let rescaled = try Self.lungFit(transform: { $0 * c })
        #expect(isClose(rescaled.terms[0].coefficient, original.terms[0].coefficient / c))
        #expect(isClose(rescaled.terms[0].standardError, original.terms[0].standardError / c))
        #expect(isClose(rescaled.terms[0].z, original.terms[0].z))
        #expect(isClose(rescaled.terms[1...].map(\.coefficient), original.terms[1...].map(\.coefficient)))
        #expect(isClose(rescaled.logLikelihood, original.logLikelihood))
        #expect(isClose(rescaled.waldTest.statistic, original.waldTest.statistic))
    }

    /// Only differences between people at risk enter the partial likelihood, so shifting a
    /// covariate changes nothing.
    @Test func shiftingACovariateChangesNothing() throws {
        let original = try Self.lungFit()
        let shifted = try Self.lungFit(column: 2, transform: { $0 - 7.5 })
        #expect(isClose(shifted.terms.map(\.coefficient), original.terms.map(\.coefficient)))
        #expect(isClose(shifted.terms.map(\.standardError), original.terms.map(\.standardError)))
        #expect(isClose(shifted.nullLogLikelihood, original.nullLogLikelihood))
    }

    /// Efron's and Breslow's approximations differ only at tied event times.
    @Test func efronAndBreslowAgreeWithoutTies() throws {
        let untie = { (row: Int, time: Double) in time + Double(row) * 1e-4 }
        let efron = try Self.lungFit(ties: .efron, adjust: untie)
        let breslow = try Self.lungFit(ties: .breslow, adjust: untie)
        #expect(isClose(efron.terms.map(\.coefficient), breslow.terms.map(\.coefficient)))
        #expect(isClose(efron.logLikelihood, breslow.logLikelihood))
    }

    /// Splitting each follow-up at day 100 into (0, 100] and (100, time], with the event on the
    /// second piece, leaves every risk set as it was: the counting-process fit equals the
    /// right-censored one, and with each person as a cluster so does the robust variance.
    @Test func splittingFollowUpIntoIntervalsChangesNothing() throws {
        let lung = try #require(Self.lung)
        let time = try #require(lung.time)
        let people = Array(time.indices)
        var start: [Double] = [], stop: [Double] = [], event: [Bool] = [], person: [Int] = []
        var columns = [[Double]](repeating: [], count: lung.covariates.count)
        for i in people {
            let pieces = time[i] > 100 ? [(0.0, 100.0, false), (100.0, time[i], lung.event[i])]
                                       : [(0.0, time[i], lung.event[i])]
            for (from, to, happened) in pieces {
                start.append(from)
                stop.append(to)
                event.append(happened)
                person.append(i)
                for j in columns.indices { columns[j].append(lung.covariates[j].values[i]) }
            }
        }
        let names = lung.covariates.map(\.name)
        let whole = try CoxRegression.fit(time: time, event: lung.event, covariates: lung.covariates.map(\.values),
                                          names: names, clusters: people)
        let split = try CoxRegression.fit(start: start, stop: stop, event: event, covariates: columns,
                                          names: names, clusters: person)
        #expect(split.observations > whole.observations)
        #expect(isClose(split.terms.map(\.coefficient), whole.terms.map(\.coefficient)))
        #expect(isClose(split.terms.map(\.standardError), whole.terms.map(\.standardError)))
        #expect(isClose(split.terms.compactMap(\.robustStandardError), whole.terms.compactMap(\.robustStandardError)))
        #expect(isClose(split.logLikelihood, whole.logLikelihood))
    }
}
