import CareModel
import Testing

/// AdhereR's CMA1-CMA9 on one hand-worked history.
///
/// Day numbers count from the follow-up start, 2026-01-01 (day 0); follow-up 365 days
/// (end day 365), observation window days 30-150 (2026-01-31, 120 days). Events
/// (day: supply): A 10: 30, B 35: 20, C 70: 30, D 90: 20, E 160: 30.
///
/// Supply banked across all follow-up events: A [10, 40); B starts when A runs out,
/// [40, 60); C [70, 100); D starts when C runs out, [100, 120); E [160, 190).
/// Banked across the observation window's events only (B, C, D): B [35, 55);
/// C [70, 100); D [100, 120).
///
/// - CMA1 = supply of B, C (not the last, D) / (90 - 35) = 50 / 55 = 0.909091
/// - CMA2 = supply of B, C, D / (150 - 35) = 70 / 115 = 0.608696
/// - CMA3 = min(1, CMA1) = 0.909091; CMA4 = min(1, CMA2) = 0.608696
/// - CMA5 = covered days of [35, 90) with B, C, D banked: [35, 55) 20 + [70, 90) 20 = 40,
///   / 55 = 0.727273 (AdhereR's way: gap after B = 35 - 20 = 15, C oversupplies;
///   1 - 15 / 55, the same)
/// - CMA6 = covered days of [35, 150): 20 + [70, 120) 50 = 70, / 115 = 0.608696
/// - CMA7 = covered days of [30, 150) with A-D banked: [30, 60) 30 + [70, 120) 50 = 80,
///   / 120 = 0.666667
/// - CMA8: A's supply (from before the window) lasts to day 40, so the window starts at
///   40: covered days of [40, 150): 20 + 50 = 70, / 110 = 0.636364
/// - CMA9: event intervals A [10, 35), B [35, 70), C [70, 90), D [90, 160), E [160, 365);
///   their covered shares 25/25, 25/35 ([35, 40) from A and [40, 60)), 20/20, 30/70,
///   30/205; days of each in the window 5, 35, 20, 60, 0; so
///   (5 + 25 + 20 + 60 × 30/70) / 120 = 75.714286 / 120 = 0.630952
@Suite struct RefillMeasuresTests {
    let history = RefillHistory([
        try! RefillEvent(day: day("2026-01-11"), daysSupply: 30),
        try! RefillEvent(day: day("2026-02-05"), daysSupply: 20),
        try! RefillEvent(day: day("2026-03-12"), daysSupply: 30),
        try! RefillEvent(day: day("2026-04-01"), daysSupply: 20),
        try! RefillEvent(day: day("2026-06-10"), daysSupply: 30),
    ])
    let followUp = try! DayWindow(start: day("2026-01-01"), days: 365)
    let observation = try! DayWindow(start: day("2026-01-31"), days: 120)

    static let workedValues: [(CMA, Double)] = {
        let cma9: Double = (5 + 25 + 20 + 60 * 30.0 / 70) / 120
        return [
            (.cma1, 50.0 / 55), (.cma2, 70.0 / 115), (.cma3, 50.0 / 55), (.cma4, 70.0 / 115),
            (.cma5, 40.0 / 55), (.cma6, 70.0 / 115), (.cma7, 80.0 / 120), (.cma8, 70.0 / 110), (.cma9, cma9),
        ]
    }()

    @Test(arguments: workedValues)
    func measuresMatchTheWorkedExample(measure: CMA, expected: Double) throws {
        let value = try #require(try history.cma(measure, followUp: followUp, observation: observation))
        #expect(abs(value - expected) < 1e-12)
    }

    /// Oversupply: fills of 60 days every 30 days in a 90-day window from the first fill.
    /// CMA1 = (60 + 60) / 60 = 2 and CMA3 caps it at 1; CMA2 = 180 / 90 = 2, CMA4 = 1.
    @Test func cappedMeasuresNeverExceedOne() throws {
        let oversupplied = RefillHistory([0, 30, 60].map { try! RefillEvent(day: day("2026-01-01").adding(days: $0), daysSupply: 60) })
        let window = try DayWindow(start: day("2026-01-01"), days: 90)
        #expect(try oversupplied.cma(.cma1, followUp: window, observation: window) == 2)
        #expect(try oversupplied.cma(.cma3, followUp: window, observation: window) == 1)
        #expect(try oversupplied.cma(.cma2, followUp: window, observation: window) == 2)
        #expect(try oversupplied.cma(.cma4, followUp: window, observation: window) == 1)
    }

    /// One event in the window: CMA1, CMA3 and CMA5 need two, so they are NA (nil); with no
    /// event at all every measure is NA.
    @Test func measuresAreMissingWhereAdhereRGivesNA() throws {
        let single = RefillHistory([try RefillEvent(day: day("2026-02-01"), daysSupply: 30)])
        for measure in [CMA.cma1, .cma3, .cma5] {
            #expect(try single.cma(measure, followUp: followUp, observation: observation) == nil)
        }
        #expect(try single.cma(.cma6, followUp: followUp, observation: observation) == 30.0 / 119)
        for measure in CMA.allCases {
            #expect(try RefillHistory([]).cma(measure, followUp: followUp, observation: observation) == nil)
        }
    }

    @Test func anObservationWindowOutsideFollowUpIsRejected() throws {
        let late = try DayWindow(start: day("2026-12-01"), days: 60)
        #expect(throws: AdherenceError.observationOutsideFollowUp(observation: late, followUp: followUp)) {
            try history.cma(.cma7, followUp: followUp, observation: late)
        }
    }

    @Test func badSupplyAndEmptyWindowsAreRejected() {
        #expect(throws: AdherenceError.invalidSupply(field: "days_supply", value: 0)) {
            try RefillEvent(day: day("2026-01-01"), daysSupply: 0)
        }
        #expect(throws: AdherenceError.emptyWindow(field: "days", value: 0)) {
            try DayWindow(start: day("2026-01-01"), days: 0)
        }
        #expect(AdherenceError.invalidSupply(field: "days_supply", value: 0).description
            == "days_supply is 0: expected at least 1 day of supply")
    }
}
