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
}
