import CareModel
import Testing

/// The proportion of days covered, PQA method, and the medication possession ratio.
///
/// Measurement period 2026-01-01 through 2026-03-31: 31 + 28 + 31 = 90 days. Fills (day
/// number from 1 January: supply): 1 Jan (0): 30, 25 Jan (24): 30, 10 Mar (68): 30,
/// 30 Mar (88): 30, and 15 Dec 2025 (before the period): 30.
///
/// - Index day: 1 January, the first fill in the period (the December fill is ignored).
/// - Banked supply: [0, 30); the 25 January fill overlaps by 6 days and shifts to
///   [30, 60); 10 March [68, 98); 30 March shifts to [98, 128).
/// - Covered days in [0, 90): 30 + 30 + 22 = 82; PDC = 82 / 90 = 0.911111, adherent.
///   (Without the shift, overlapping days would count once and the PDC would be
///   (54 + 22) / 90 = 0.844444.)
/// - MPR = (30 + 30 + 30 + 30) / 90 = 1.333333: supplies add up past 1.
@Suite struct DaysCoveredTests {
    let period = try! DayWindow(first: day("2026-01-01"), last: day("2026-03-31"))
    let history = RefillHistory([
        try! RefillEvent(day: day("2026-03-30"), daysSupply: 30),
        try! RefillEvent(day: day("2026-01-01"), daysSupply: 30),
        try! RefillEvent(day: day("2026-01-25"), daysSupply: 30),
        try! RefillEvent(day: day("2026-03-10"), daysSupply: 30),
        try! RefillEvent(day: day("2025-12-15"), daysSupply: 30),
    ])

    @Test func overlappingSuppliesAreShiftedForward() throws {
        let covered = try #require(history.daysCovered(in: period))
        #expect(period.dayCount == 90)
        #expect(covered.indexDay == day("2026-01-01"))
        #expect(covered.fillCount == 4)
        #expect(covered.coveredDays == 82)
        #expect(covered.periodDays == 90)
        #expect(abs(covered.proportion - 82.0 / 90) < 1e-12)
        #expect(covered.isAdherent)
    }

    @Test func medicationPossessionRatioAddsSuppliesWithoutCap() throws {
        #expect(try #require(history.medicationPossessionRatio(in: period)) == 120.0 / 90)
    }

    /// The period starts at the first fill: a single 24-day fill on 7 January in a
    /// 30-day January-6-to-February-4 period covers 24 of the 29 days from 7 January.
    @Test func thePeriodStartsAtTheIndexFill() throws {
        let single = RefillHistory([try RefillEvent(day: day("2026-01-07"), daysSupply: 24)])
        let covered = try #require(single.daysCovered(in: try DayWindow(start: day("2026-01-06"), days: 30)))
        #expect(covered.periodDays == 29)
        #expect(covered.coveredDays == 24)
    }

    /// PDC ≥ 0.8 is adherent: 24 of 30 days is exactly 0.8; 23 of 30 (0.767) is not.
    @Test(arguments: [(24, true), (23, false)])
    func theThresholdIsInclusive(supply: Int, adherent: Bool) throws {
        let fills = RefillHistory([try RefillEvent(day: day("2026-04-01"), daysSupply: supply)])
        let covered = try #require(fills.daysCovered(in: try DayWindow(start: day("2026-04-01"), days: 30)))
        #expect(covered.isAdherent == adherent)
    }

    @Test func noFillInThePeriodGivesNoMeasure() throws {
        let later = try DayWindow(start: day("2027-01-01"), days: 30)
        #expect(history.daysCovered(in: later) == nil)
        #expect(history.medicationPossessionRatio(in: later) == nil)
    }
}
