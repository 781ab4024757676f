import Testing
@testable import CareStats

/// One case of `Fixtures/survival.json` (lifelines `KaplanMeierFitter`).
struct KaplanMeierCase: Decodable, Sendable, CustomTestStringConvertible {
    struct Expected: Decodable, Sendable {
        var time: [Double]
        var at_risk: [Int]
        var events: [Int]
        var censored: [Int]
        var survival: [Double]
        var lower: [Double]
        var upper: [Double]
        var median: Double
    }

    var name: String
    var time: [Double]
    var event: [Bool]
    var level: Double
    var expected: Expected
    var testDescription: String { name }
}

/// One case of `Fixtures/survival.json` (lifelines `logrank_test`, `multivariate_logrank_test`).
struct LogRankCase: Decodable, Sendable, CustomTestStringConvertible {
    struct Expected: Decodable, Sendable {
        var chi2: Double
        var df: Int
        var p: Double
    }

    var name: String
    var time: [Double]
    var event: [Bool]
    var group: [String]
    var expected: Expected
    var testDescription: String { name }
}

/// The two lists in `Fixtures/survival.json`.
struct SurvivalFixture: Decodable, Sendable {
    var kaplan_meier: [KaplanMeierCase]
    var log_rank: [LogRankCase]

    static let loaded = try? Fixture.load("survival", as: SurvivalFixture.self)
}

@Suite struct KaplanMeierTests {
    @Test func fixturesLoad() throws {
        let fixture = try Fixture.load("survival", as: SurvivalFixture.self)
        #expect(fixture.kaplan_meier.count >= 5)
        #expect(fixture.log_rank.count >= 3)
    }

    @Test(arguments: SurvivalFixture.loaded?.kaplan_meier ?? [])
    func curveAndExponentialGreenwoodIntervalMatchLifelines(_ example: KaplanMeierCase) throws {
        let curve = try SurvivalCurve.kaplanMeier(time: example.time, event: example.event, level: example.level)
        let expected = example.expected
        #expect(curve.steps.map(\.time) == expected.time)
        #expect(curve.steps.map(\.atRisk) == expected.at_risk)
        #expect(curve.steps.map(\.events) == expected.events)
        #expect(curve.steps.map(\.censored) == expected.censored)
        #expect(isClose(curve.steps.map(\.survival), expected.survival))
        #expect(isClose(curve.steps.map(\.interval.lower), expected.lower), "\(curve.steps.map(\.interval.lower))")
        #expect(isClose(curve.steps.map(\.interval.upper), expected.upper), "\(curve.steps.map(\.interval.upper))")
        #expect(curve.medianSurvivalTime == expected.median)
    }

    /// Times 1 2 3 4 with the event at 1, 3 and 4 and a censoring at 2: S(1) = 3/4,
    /// S(2) = 3/4, S(3) = 3/4 · 1/2 = 3/8, S(4) = 0; the median is 3, where S first drops to
    /// 1/2 or below.
    @Test func handWorkedCurve() throws {
        let curve = try SurvivalCurve.kaplanMeier(time: [4, 2, 3, 1], event: [true, false, true, true])
        #expect(curve.steps.map(\.time) == [0, 1, 2, 3, 4])
        #expect(isClose(curve.steps.map(\.survival), [1, 0.75, 0.75, 0.375, 0]))
        #expect(curve.medianSurvivalTime == 3)
    }

    @Test func negativeTimesAreRejected() {
        #expect(throws: StatisticsError.outOfRange(name: "time", value: -1, expected: "non-negative")) {
            try SurvivalCurve.kaplanMeier(time: [1, -1], event: [true, true])
        }
    }
}

@Suite struct LogRankTestTests {
    @Test(arguments: SurvivalFixture.loaded?.log_rank ?? [])
    func statisticAndPValueMatchLifelines(_ example: LogRankCase) throws {
        let test = try LogRankTest.compare(time: example.time, event: example.event, groups: example.group)
        #expect(isClose(test.chiSquared, example.expected.chi2), "\(test.chiSquared) vs \(example.expected.chi2)")
        #expect(test.degreesOfFreedom == example.expected.df)
        #expect(isClose(test.pValue, example.expected.p))
        let observed = test.groups.map(\.observedEvents).reduce(0, +)
        let expected = test.groups.map(\.expectedEvents).reduce(0, +)
        #expect(isClose(Double(observed), expected))
    }

    /// Group a dies at 1 and 3, group b at 2 and 4, one subject each time. At t = 1 all four
    /// are at risk (2 per group): E_a = 1/2, V = 2·2·1·3 / (16·3) = 1/4. At t = 2: a has 1,
    /// b has 2, E_a = 1/3, V = 1·2·1·2/(9·2) = 2/9. At t = 3: 1 and 1, E_a = 1/2, V = 1/4.
    /// At t = 4 only b is at risk: E_a = 0, V = 0. O_a − E_a = 2 − 4/3 = 2/3 and
    /// V = 13/18, so chi² = (4/9) / (13/18) = 8/13.
    @Test func handWorkedTwoGroupTest() throws {
        let test = try LogRankTest.compare(time: [1, 3, 2, 4], event: [true, true, true, true],
                                           groups: ["a", "a", "b", "b"])
        #expect(isClose(test.chiSquared, 8.0 / 13.0))
        #expect(test.groups.map(\.group) == ["a", "b"])
    }

    @Test func comparisonWithoutEventsIsUndefined() {
        #expect(throws: StatisticsError.noEvents) {
            try LogRankTest.compare(time: [1, 2], event: [false, false], groups: ["a", "b"])
        }
        #expect(throws: StatisticsError.tooFewGroups(needed: 2, got: 1)) {
            try LogRankTest.compare(time: [1, 2], event: [true, false], groups: ["a", "a"])
        }
    }
}
