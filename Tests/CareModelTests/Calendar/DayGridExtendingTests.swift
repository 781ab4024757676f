import Foundation
import Testing
@testable import CareModel

@Suite struct DayGridExtendingTests {
    /// Starting mid-2026, walks every 23 minutes for two years forwards and backwards, across
    /// four daylight-saving changes: each instant lands on the day Foundation's `Calendar`
    /// gives, and the grown grid is the one laid out over its days at once.
    @Test(arguments: ["Europe/London", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "Pacific/Chatham"])
    func placesInstantsOnTheDayFoundationsCalendarGivesInBothDirections(_ identifier: String) {
        let zone = TimeZone(identifier: identifier)!
        let calendar = Calendar.gregorian(in: zone)
        let middle = Date(timeIntervalSince1970: 1_782_000_000)
        for steps in [Array(stride(from: 0, to: 366 * 24 * 60, by: 23)), Array(stride(from: 0, to: -366 * 24 * 60, by: -23))] {
            var grid = DayGrid(timeZone: zone, around: middle)
            var wrong: [Date] = []
            for step in steps {
                let instant = middle.addingTimeInterval(Double(step * 60))
                let day = grid.dayIndex(extendingTo: instant)
                if grid.calendarDay(day) != CalendarDay(containing: instant, calendar: calendar)
                    || grid.label(ofDay: day) != grid.calendarDay(day).description {
                    wrong.append(instant)
                }
            }
            #expect(wrong.isEmpty, "\(wrong.prefix(5))")
            #expect(grid.dayCount >= 366)
            let laidOut = DayGrid(timeZone: zone, first: grid.first, dayCount: grid.dayCount)
            #expect((0...grid.dayCount).allSatisfy { grid.start(of: $0) == laidOut.start(of: $0) })
            #expect((0..<grid.dayCount).allSatisfy { grid.label(ofDay: $0) == laidOut.label(ofDay: $0) })
        }
    }

    /// Every 15 minutes over three days around each of New York's 2026 clock changes
    /// (2026-03-08, a 23-hour day, and 2026-11-01, a 25-hour day), plus ordinary days, in an
    /// order that makes the grid jump between distant dates.
    @Test func daysAndHoursAgreeWithFoundationsCalendarAcrossClockChanges() {
        let zone = TimeZone(identifier: "America/New_York")!
        let calendar = Calendar.gregorian(in: zone)
        let instants = [1_772_841_600, 1_793_318_400, 1_772_323_200].flatMap { start in
            stride(from: start, to: start + 3 * 86_400, by: 900).map { Date(timeIntervalSince1970: Double($0)) }
        }
        var grid = DayGrid(timeZone: zone, around: instants[0])
        for instant in instants {
            let day = grid.dayIndex(extendingTo: instant)
            #expect(grid.calendarDay(day) == CalendarDay(containing: instant, in: zone), "\(instant)")
            #expect(grid.hour(of: instant) == calendar.component(.hour, from: instant), "\(instant)")
        }
    }

    @Test(arguments: ["2026-03-07", "2026-03-08", "2026-03-09", "2026-10-31", "2026-11-01", "2026-11-02", "1969-04-27"])
    func wallClockTimesAgreeWithCalendarDay(dayText: String) {
        let zone = TimeZone(identifier: "America/New_York")!
        let day = CalendarDay(iso8601: dayText)!
        var grid = DayGrid(timeZone: zone, around: CalendarDay(year: 2026, month: 1, day: 1))
        for hour in 0..<24 {
            #expect(grid.instant(on: day, hour: hour, minute: 30) == day.instant(hour: hour, minute: 30, in: zone), "\(dayText) \(hour):30")
        }
    }

    @Test func impossibleClockTimesHaveNoInstant() {
        var grid = DayGrid(timeZone: TimeZone(identifier: "America/New_York")!, around: CalendarDay(year: 2026, month: 3, day: 2))
        let day = CalendarDay(year: 2026, month: 3, day: 2)
        #expect(grid.instant(on: day, hour: 24) == nil)
        #expect(grid.instant(on: day, hour: 8, minute: 60) == nil)
        #expect(grid.instant(on: day, hour: 8, second: -1) == nil)
    }

    /// A date decades away starts a grid around it instead of laying out every day between.
    @Test func aDistantDayStartsTheGridAfresh() {
        var grid = DayGrid(timeZone: TimeZone(identifier: "Europe/London")!, around: CalendarDay(year: 2026, month: 6, day: 1))
        let day = grid.dayIndex(extendingTo: CalendarDay(year: 1950, month: 6, day: 1))
        #expect(grid.calendarDay(day) == CalendarDay(year: 1950, month: 6, day: 1))
        #expect(grid.dayCount == 64)
        let next = grid.dayIndex(extendingTo: CalendarDay(year: 1950, month: 8, day: 20))
        #expect(grid.calendarDay(next) == CalendarDay(year: 1950, month: 8, day: 20))
        #expect(grid.dayCount == 128)
    }
}
