import Foundation
import Testing
@testable import CareModel

@Suite struct CalendarDayTests {
    @Test(arguments: ["2026-02-29", "2026-13-01", "2026-04-31", "26-01-01", "2026-1-01", "yesterday"])
    func rejectsTextThatIsNotARealDate(_ text: String) {
        #expect(CalendarDay(iso8601: text) == nil)
    }

    @Test func parsesAndPrintsISO8601() throws {
        let day = try #require(CalendarDay(iso8601: "2028-02-29"))
        #expect(day == CalendarDay(year: 2028, month: 2, day: 29))
        #expect(day.description == "2028-02-29")
    }

    @Test func addsDaysAcrossMonthAndYearEnds() {
        let day = CalendarDay(year: 2026, month: 12, day: 30)
        #expect(day.adding(days: 3) == CalendarDay(year: 2027, month: 1, day: 2))
        #expect(day.adding(days: -30) == CalendarDay(year: 2026, month: 11, day: 30))
        #expect(day.days(to: CalendarDay(year: 2027, month: 3, day: 1)) == 61)
    }

    @Test func dayContainingAnInstantDependsOnTheTimeZone() throws {
        // 2026-03-02T03:30Z is still 1 March in New York and already the 2nd in Sydney.
        let instant = Date(timeIntervalSince1970: 1_772_422_200)
        #expect(CalendarDay(containing: instant, in: TimeZone(identifier: "America/New_York")!)
                == CalendarDay(year: 2026, month: 3, day: 1))
        #expect(CalendarDay(containing: instant, in: TimeZone(identifier: "Australia/Sydney")!)
                == CalendarDay(year: 2026, month: 3, day: 2))
    }

    @Test func integerDayArithmeticAgreesWithFoundationsCalendarOverCenturies() {
        // Every 97th day from 1601 to 2399 (covers 1700, 1900, 2100 and 2000, 2400 rules).
        let calendar = Calendar.gregorian(in: .gmt)
        let origin = CalendarDay(year: 1601, month: 1, day: 1)
        let originDate = calendar.date(from: DateComponents(year: 1601, month: 1, day: 1, hour: 12))!
        for offset in stride(from: 0, to: 291_000, by: 97) {
            let date = calendar.date(byAdding: .day, value: offset, to: originDate)!
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            let expected = CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!)
            #expect(origin.adding(days: offset) == expected)
            #expect(origin.days(to: expected) == offset)
        }
    }

    @Test func dayContainingAnInstantAgreesWithCalendarAcrossDaylightSavingChanges() {
        // Every 17 minutes through 2026 in three zones with different rules.
        for zone in ["Europe/London", "America/New_York", "Australia/Lord_Howe"].map({ TimeZone(identifier: $0)! }) {
            let calendar = Calendar.gregorian(in: zone)
            for step in stride(from: 0, to: 365 * 24 * 60, by: 17) {
                let instant = Date(timeIntervalSince1970: 1_767_225_600 + Double(step) * 60)
                let parts = calendar.dateComponents([.year, .month, .day], from: instant)
                #expect(CalendarDay(containing: instant, in: zone)
                        == CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!))
            }
        }
    }
}
