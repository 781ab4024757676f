import Testing
@testable import CareStats

/// One case of `Fixtures/rmcorr.json` (pingouin `rm_corr`; per-subject scipy `pearsonr`
/// and pandas `describe`).
struct RepeatedMeasuresCase: Decodable, Sendable, CustomTestStringConvertible {
    struct Expected: Decodable, Sendable {
        var r: Double?
        var dof: Int?
        var p: Double?
        var ci: [Double]?
        var ci_pingouin_rounded: [Double]?
        var error: String?
    }

    struct PerSubject: Decodable, Sendable {
        struct Row: Decodable, Sendable {
            var subject: String
            var r: Double?
            var p: Double?
            var n: Int?
            var error: String?
        }

        var subjects: [Row]
        var summary: SummaryValues
    }

    var name: String
    var subject: [String]
    var x: [Double]
    var y: [Double]
    var expected: Expected
    var per_subject: PerSubject?

    var testDescription: String { name }
}

@Suite struct RepeatedMeasuresCorrelationTests {
    static let cases = Fixture.cases("rmcorr", as: [RepeatedMeasuresCase].self)

    @Test func fixturesLoad() throws {
        #expect(try Fixture.load("rmcorr", as: [RepeatedMeasuresCase].self).count >= 4)
    }

    @Test(arguments: cases)
    func coefficientDegreesOfFreedomPValueAndIntervalMatchPingouin(_ example: RepeatedMeasuresCase) throws {
        let expected = example.expected
        if let error = expected.error {
            #expect(thrownCase { () throws(StatisticsError) in
                try RepeatedMeasuresCorrelation.compute(subjects: example.subject, x: example.x, y: example.y)
            } == error)
            return
        }
        let result = try RepeatedMeasuresCorrelation.compute(subjects: example.subject, x: example.x, y: example.y)
        #expect(isClose(result.r, try #require(expected.r)))
        #expect(result.degreesOfFreedom == expected.dof)
        #expect(isClose(result.pValue, try #require(expected.p)))
        let interval = try result.confidenceInterval()
        #expect(isClose([interval.lower, interval.upper], try #require(expected.ci)))
        // pingouin itself rounds its interval to 2 decimals.
        let rounded = try #require(expected.ci_pingouin_rounded)
        #expect(abs(interval.lower - rounded[0]) <= 0.005 && abs(interval.upper - rounded[1]) <= 0.005)
    }

    @Test(arguments: cases.filter { $0.per_subject != nil })
    func perSubjectCorrelationsAndTheirSummaryMatchScipyAndPandas(_ example: RepeatedMeasuresCase) throws {
        let expected = try #require(example.per_subject)
        let result = try SubjectCorrelations.compute(subjects: example.subject, x: example.x, y: example.y)
        #expect(result.correlations.map(\.subject) == expected.subjects.map(\.subject))
        for (got, want) in zip(result.correlations, expected.subjects) {
            switch got.result {
            case .success(let correlation):
                #expect(isClose(correlation.r, try #require(want.r)), "subject \(want.subject)")
                #expect(isClose(correlation.pValue, try #require(want.p)), "subject \(want.subject)")
                #expect(correlation.n == want.n)
            case .failure(let error):
                #expect(error.caseName == want.error, "subject \(want.subject)")
            }
        }
        expected.summary.expectMatches(try #require(result.summary))
    }

    /// Subjects a and b each have x = 1 2 3; y rises with x in a (1 2 3) and in b (5 6 7)
    /// except that b's middle value is 7 and last 6. Centred within subjects, x is −1 0 1
    /// twice; y is −1 0 1 and −1 1 0: Sxy = 2 + 1 = 3, Sxx = 4, Syy = 2 + 2 = 4, so
    /// r = 3 / 4 = 0.75 on 6 − 2 − 1 = 3 degrees of freedom (subject c adds one more pair
    /// of the same shape as a: Sxy = 5, Sxx = 6, Syy = 6, r = 5/6, df = 9 − 3 − 1 = 5).
    @Test func handWorkedExample() throws {
        let result = try RepeatedMeasuresCorrelation.compute(
            subjects: ["a", "a", "a", "b", "b", "b", "c", "c", "c"],
            x: [1, 2, 3, 1, 2, 3, 1, 2, 3], y: [1, 2, 3, 5, 7, 6, 0, 1, 2])
        #expect(isClose(result.r, 5.0 / 6.0))
        #expect(result.degreesOfFreedom == 5)
        #expect(result.subjects == 3)
        #expect(result.observations == 9)
    }

    @Test func xConstantWithinEverySubjectIsUndefined() {
        #expect(throws: StatisticsError.constantInput(column: "x within subjects")) {
            try RepeatedMeasuresCorrelation.compute(subjects: [1, 1, 2, 2, 3, 3], x: [1, 1, 2, 2, 5, 5],
                                                    y: [1, 2, 3, 4, 5, 6])
        }
    }
}
