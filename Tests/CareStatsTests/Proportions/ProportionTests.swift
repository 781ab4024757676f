import Testing
@testable import CareStats

/// One case of `Fixtures/proportion.json` (statsmodels `proportion_confint(method='wilson')`).
struct ProportionCase: Decodable, Sendable, CustomTestStringConvertible {
    var successes: Int
    var trials: Int
    var level: Double
    var lower: Double
    var upper: Double
    var testDescription: String { "\(successes) of \(trials) at \(level)" }
}

@Suite struct ProportionTests {
    @Test func fixturesLoad() throws {
        #expect(try Fixture.load("proportion", as: [ProportionCase].self).count >= 5)
    }

    @Test(arguments: Fixture.cases("proportion", as: [ProportionCase].self))
    func wilsonIntervalMatchesStatsmodels(_ example: ProportionCase) throws {
        let result = try Proportion.wilson(successes: example.successes, trials: example.trials, level: example.level)
        #expect(isClose(result.interval.lower, example.lower))
        #expect(isClose(result.interval.upper, example.upper))
        #expect(result.estimate == Double(example.successes) / Double(example.trials))
    }

    /// 0 of 1 at z = 1.959963984540054: z² = 3.841458820694124, the centre is
    /// (0 + z²/2) / (1 + z²) = 0.3934 and the half-width z √(z²/4) / (1 + z²) = z²/2 / (1 + z²),
    /// the same, so the interval is [0, 2 · 0.3934] = [0, 0.7935].
    @Test func noSuccessInOneTrialIsWorkedOutByHand() throws {
        let interval = try Proportion.wilson(successes: 0, trials: 1).interval
        let z2 = 1.959963984540054 * 1.959963984540054
        #expect(interval.lower == 0)
        #expect(isClose(interval.upper, z2 / (1 + z2)))
    }

    @Test func successesBeyondTrialsAreRejected() {
        #expect(thrownCase { () throws(StatisticsError) in try Proportion.wilson(successes: 4, trials: 3) }
            == "outOfRange")
        #expect(thrownCase { () throws(StatisticsError) in try Proportion.wilson(successes: 0, trials: 0) }
            == "tooFewObservations")
    }
}
