import Foundation
import Testing
@testable import CareStats

/// One case of `Fixtures/coarsened.json` (scipy quadrature and optimisation, written by
/// `make_coarsened.py`).
struct CoarsenedCase: Decodable, Sendable, CustomTestStringConvertible {
    struct At: Decodable, Sendable {
        var mean: Double
        var between_sd: Double
        var within_sd: Double
        var log_likelihood: Double
    }

    struct Expected: Decodable, Sendable {
        var mean: Double
        var between_sd: Double
        var within_sd: Double
        var log_likelihood: Double
        var se: [Double]
    }

    var name: String
    var counts: [[Int]]
    var at: At
    var expected: Expected

    var testDescription: String { name }
}

struct CoarsenedFixture: Decodable {
    var cuts: [Double]
    var cases: [CoarsenedCase]
}

@Suite struct CoarsenedNormalModelTests {
    static let fixture = try? Fixture.load("coarsened", as: CoarsenedFixture.self)
    static let model = CoarsenedNormalModel(cuts: fixture?.cuts ?? [])

    @Test func fixturesLoad() {
        #expect((Self.fixture?.cases.count ?? 0) >= 3)
    }

    @Test(arguments: fixture?.cases ?? [])
    func logLikelihoodMatchesScipyQuadrature(_ example: CoarsenedCase) {
        let got = Self.model.logLikelihood(counts: example.counts, mean: example.at.mean,
                                           betweenSD: example.at.between_sd, withinSD: example.at.within_sd)
        #expect(abs(got - example.at.log_likelihood) < 1e-9 * abs(example.at.log_likelihood), "\(got)")
    }

    /// The maximum agrees to 1e-6 (both searches stop at a tolerance, so the last digits
    /// differ); the standard errors, from two central-difference Hessians, to 1e-4.
    @Test(arguments: fixture?.cases ?? [])
    func fitMatchesScipy(_ example: CoarsenedCase) throws {
        let fit = try Self.model.fit(counts: example.counts)
        let want = example.expected
        #expect(abs(fit.mean - want.mean) < 1e-6, "mean \(fit.mean) vs \(want.mean)")
        #expect(abs(fit.betweenSD - want.between_sd) < 1e-6, "between \(fit.betweenSD) vs \(want.between_sd)")
        #expect(abs(fit.withinSD - want.within_sd) < 1e-6, "within \(fit.withinSD) vs \(want.within_sd)")
        #expect(fit.likelihood.logLikelihood >= want.log_likelihood - 1e-8)
        for i in 0..<3 {
            let se = fit.likelihood.standardError(i)
            #expect(abs(se - want.se[i]) < 1e-4 * want.se[i], "SE \(i): \(se) vs \(want.se[i])")
        }
    }

    @Test func oneCategoryIsRefused() {
        #expect(throws: StatisticsError.constantInput(column: "the category")) {
            try Self.model.fit(counts: [[5, 0, 0, 0, 0], [9, 0, 0, 0, 0]])
        }
    }

    @Test func oneClusterIsRefused() {
        #expect(throws: StatisticsError.tooFewGroups(needed: 2, got: 1)) {
            try Self.model.fit(counts: [[5, 2, 1, 0, 0]])
        }
    }
}
