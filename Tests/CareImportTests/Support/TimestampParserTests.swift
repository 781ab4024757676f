import CareModel
import Testing
@testable import CareImport

@Suite struct TimestampParserTests {
    // Expected instants from Python 3.11:
    //   int(datetime.fromisoformat("2026-03-01T08:30:15+01:00").timestamp())
    @Test(arguments: [
        ("2026-03-01T08:30:00Z", Int64(1_772_353_800)),
        ("2026-03-01T08:30:15+01:00", 1_772_350_215),
        ("2026-03-01T08:30:15+0100", 1_772_350_215),
        ("2026-03-01T08:30:15.750+01", 1_772_350_215),
        ("2024-02-29T23:59:59-05:00", 1_709_269_199),
        ("1970-01-01T00:00:00Z", 0),
        ("1969-12-31T23:59:59Z", -1),
        ("2000-03-01 00:00:00Z", 951_868_800),
        ("2024-03-01 08:04:10 +0000", 1_709_280_250),
    ])
    func aTimeWithAnOffsetIsAnExactInstant(text: String, expected: Int64) {
        #expect(TimestampParser.parse(text) == .instant(expected))
    }

    @Test func aTimeWithoutAnOffsetIsAWallClockTime() {
        #expect(TimestampParser.parse("2026-03-29T01:30") == .local(CalendarDay(year: 2026, month: 3, day: 29),
                                                                   hour: 1, minute: 30, second: 0))
        #expect(TimestampParser.parse("2026-03-29 23:59:58") == .local(CalendarDay(year: 2026, month: 3, day: 29),
                                                                      hour: 23, minute: 59, second: 58))
    }

    @Test func aDateAloneIsADay() {
        #expect(TimestampParser.parse("2024-02-29") == .day(CalendarDay(year: 2024, month: 2, day: 29)))
    }

    @Test(arguments: ["2026-02-30", "2023-02-29", "1900-02-29", "2026-13-01", "2026-3-1", "2026-03-01T24:00",
                      "2026-03-01T08:60", "2026-03-01T08:30:60Z", "2026-03-01T08:30:00+19:00", "2026-03-01T08:30:00 UTC",
                      "2026-03-01T08", "20260301", "", "nan", "2026-03-01T08:30:00Z trailing"])
    func textThatNamesNoTimeIsRejected(text: String) {
        #expect(TimestampParser.parse(text) == nil)
    }

    // Expected from Python 3.11: (date(y, m, d) - date(1970, 1, 1)).days
    @Test(arguments: [
        (1970, 1, 1, 0), (2000, 2, 29, 11_016), (1900, 3, 1, -25_508), (1600, 1, 1, -135_140),
        (2026, 3, 1, 20_513), (9999, 12, 31, 2_932_896), (1, 1, 1, -719_162),
    ])
    func daysSinceEpochMatchPython(year: Int, month: Int, day: Int, expected: Int) {
        #expect(CivilDate.daysSinceEpoch(year: year, month: month, day: day) == expected)
    }
}
