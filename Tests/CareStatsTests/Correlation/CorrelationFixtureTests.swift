import Testing
@testable import CareStats

/// One correlation case of `Fixtures/correlation.json` (scipy.stats pearsonr, spearmanr,
/// kendalltau; Fisher intervals with the standard errors `FisherInterval` documents).
struct CorrelationCase: Decodable, Sendable, CustomTestStringConvertible {
    struct Expected: Decodable, Sendable {
        var r: Double?
        var p: Double?
        var n: Int?
        var ci: [Double]?
        var error: String?
    }

    var name: String
    var x: [Double]
    var y: [Double]
    var level: Double
    var expected: [String: Expected]

    var testDescription: String { name }
}

@Suite struct CorrelationFixtureTests {
    static let cases = Fixture.cases("correlation", as: [CorrelationCase].self)

    @Test func fixturesLoad() throws {
        let cases = try Fixture.load("correlation", as: [CorrelationCase].self)
        #expect(cases.count >= 10)
    }

    @Test(arguments: cases, CorrelationMethod.allCases)
    func coefficientPValueAndIntervalMatchScipy(_ example: CorrelationCase, _ method: CorrelationMethod) throws {
        let expected = try #require(example.expected[method.rawValue])
        if let error = expected.error {
            #expect(thrownCase { () throws(StatisticsError) in try Correlation.compute(method, example.x, example.y) }
                == error)
            return
        }
        let result = try Correlation.compute(method, example.x, example.y)
        #expect(result.method == method)
        #expect(result.n == expected.n)
        #expect(isClose(result.r, try #require(expected.r)), "r \(result.r) vs \(expected.r!)")
        #expect(isClose(result.pValue, try #require(expected.p)), "p \(result.pValue) vs \(expected.p!)")
        let interval = try result.confidenceInterval(level: example.level)
        let ci = try #require(expected.ci)
        #expect(isClose([interval.lower, interval.upper], ci), "CI \(interval) vs \(ci)")
        #expect(interval.level == example.level)
    }
}
