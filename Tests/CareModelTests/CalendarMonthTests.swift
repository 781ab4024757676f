import CareModel
import Foundation
import Testing

@Suite struct CalendarMonthTests {
    @Test func monthOfAnInstantIsTakenOnTheLocalWallClock() {
        // 2026-04-01T02:30Z is still 31 March at 22:30 in New York (EDT, UTC-4).
        let moment = instant("2026-04-01T02:30:00Z")
        #expect(CalendarMonth(containing: moment, in: zone("America/New_York")) == CalendarMonth(year: 2026, month: 3))
        #expect(CalendarMonth(containing: moment, in: zone("Europe/London")) == CalendarMonth(year: 2026, month: 4))
    }

    @Test(arguments: [
        (CalendarMonth(year: 2026, month: 11), 2, CalendarMonth(year: 2027, month: 1)),
        (CalendarMonth(year: 2026, month: 1), -1, CalendarMonth(year: 2025, month: 12)),
        (CalendarMonth(year: 2026, month: 3), -27, CalendarMonth(year: 2023, month: 12)),
        (CalendarMonth(year: 2026, month: 3), 0, CalendarMonth(year: 2026, month: 3)),
    ])
    func addingMonthsCarriesIntoYears(start: CalendarMonth, count: Int, expected: CalendarMonth) {
        #expect(start.adding(months: count) == expected)
    }

    @Test func startIsLocalMidnightOnTheFirst() {
        // 1 April 2026 00:00 in Sydney is AEDT (UTC+11), the day daylight saving ends later
        // that week (5 April), so local midnight is 31 March 13:00Z.
        #expect(CalendarMonth(year: 2026, month: 4).start(in: zone("Australia/Sydney")) == instant("2026-03-31T13:00:00Z"))
    }

    @Test func descriptionIsYearDashMonth() {
        #expect(CalendarMonth(year: 2026, month: 4).description == "2026-04")
        #expect(CalendarMonth(year: 2026, month: 11).description == "2026-11")
    }
}
