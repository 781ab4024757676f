import Foundation
import Testing
@testable import CareModel

@Suite struct DayGridTests {
    /// Every second around each day's start, and every 17 minutes in between, over two years
    /// that cross daylight-saving changes of one hour (London, New York), half an hour (Lord
    /// Howe), 45-minute offsets (Chatham), none (Kolkata), zones far from UTC (Kiritimati,
    /// +14), years before 1970 (New York's 1968-1969 changes), and the moves across the
    /// date line of Samoa, which skipped 30 December 2011, and of Kiritimati, which skipped
    /// 31 December 1994: the day is the one Foundation's `Calendar` gives.
    @Test(arguments: [
        ("Europe/London", 2025), ("America/New_York", 2025), ("Australia/Lord_Howe", 2025), ("Asia/Kolkata", 2025),
        ("Pacific/Chatham", 2025), ("Pacific/Kiritimati", 2025), ("America/New_York", 1968),
        ("Pacific/Apia", 2011), ("Pacific/Kiritimati", 1994),
    ])
    func dayIndexAgreesWithFoundationsCalendar(_ identifier: String, _ year: Int) {
        let zone = TimeZone(identifier: identifier)!
        let calendar = Calendar.gregorian(in: zone)
        let first = CalendarDay(year: year, month: 1, day: 1)
        let grid = DayGrid(timeZone: zone, first: first, dayCount: 730)
        func expected(_ seconds: Int64) -> Int {
            first.days(to: CalendarDay(containing: Date(timeIntervalSince1970: Double(seconds)), calendar: calendar))
        }
        let start = Int64(grid.start(of: 0).timeIntervalSince1970), end = Int64(grid.start(of: 730).timeIntervalSince1970)
        var instants = Array(stride(from: start, to: end, by: 17 * 60))
        for day in 1..<730 {
            let boundary = Int64(grid.start(of: day).timeIntervalSince1970)
            instants += [boundary - 1, boundary, boundary + 1]
        }
        let wrong = instants.filter { grid.dayIndex(of: Date(timeIntervalSince1970: Double($0))) != expected($0) }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        #expect(grid.dayIndex(of: Date(timeIntervalSince1970: Double(start - 1))) == nil)
        #expect(grid.dayIndex(of: Date(timeIntervalSince1970: Double(end))) == nil)
        #expect(grid.dayIndex(of: Date(timeIntervalSince1970: Double(end - 1))) == 729)
    }

    /// Every 15 minutes of a year (and the minute either side of each day's start): the
    /// clock hour is the one `Calendar` reads, on 23- and 25-hour days too.
    @Test(arguments: [
        ("America/New_York", 2026), ("Europe/London", 2026), ("Australia/Lord_Howe", 2026), ("Pacific/Chatham", 2026),
        ("Pacific/Kiritimati", 1994), ("America/New_York", 1969),
    ])
    func hourAgreesWithFoundationsCalendar(_ identifier: String, _ year: Int) {
        let zone = TimeZone(identifier: identifier)!
        let calendar = Calendar.gregorian(in: zone)
        let grid = DayGrid(timeZone: zone, first: CalendarDay(year: year, month: 1, day: 1), dayCount: 365)
        let start = Int64(grid.start(of: 0).timeIntervalSince1970), end = Int64(grid.start(of: 365).timeIntervalSince1970)
        var instants = Array(stride(from: start, to: end, by: 900))
        for day in 1..<365 {
            let boundary = Int64(grid.start(of: day).timeIntervalSince1970)
            instants += [boundary - 60, boundary + 60].filter { $0 < end }
        }
        let wrong = instants.map { Date(timeIntervalSince1970: Double($0)) }
            .filter { grid.hour(of: $0) != calendar.component(.hour, from: $0) }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        #expect(grid.hour(of: Date(timeIntervalSince1970: Double(end))) == nil)
    }

    /// Every hour at half past on every day of a year: the instant is the one
    /// ``CalendarDay/instant(hour:minute:second:in:)`` gives, skipped times moved forward and
    /// repeated times at their first occurrence.
    @Test(arguments: [
        ("America/New_York", 2026), ("Europe/London", 2026), ("Australia/Lord_Howe", 2026), ("Pacific/Chatham", 2026),
        ("Pacific/Kiritimati", 1994), ("America/New_York", 1969),
    ])
    func instantsAgreeWithCalendarDay(_ identifier: String, _ year: Int) {
        let zone = TimeZone(identifier: identifier)!
        let grid = DayGrid(timeZone: zone, first: CalendarDay(year: year, month: 1, day: 1), dayCount: 365)
        var wrong: [String] = []
        for day in 0..<365 {
            for hour in 0..<24 where grid.instant(day: day, hour: hour, minute: 30)
                != grid.calendarDay(day).instant(hour: hour, minute: 30, in: zone) {
                wrong.append("\(grid.calendarDay(day)) \(hour):30")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    /// New York's 2026 changes: 8 March has 23 hours, 02:30 is skipped and moves to 03:30
    /// EDT; 1 November has 25 hours, 01:30 happens twice and means the first (EDT).
    @Test func daylightSavingDaysHaveTheirLengthAndTheirSkippedAndRepeatedTimes() {
        let zone = TimeZone(identifier: "America/New_York")!
        let grid = DayGrid(timeZone: zone, first: CalendarDay(year: 2026, month: 3, day: 1), dayCount: 280)
        let spring = grid.dayIndex(of: CalendarDay(year: 2026, month: 3, day: 8))!
        let autumn = grid.dayIndex(of: CalendarDay(year: 2026, month: 11, day: 1))!
        func hours(_ day: Int) -> Double { grid.start(of: day + 1).timeIntervalSince(grid.start(of: day)) / 3600 }
        #expect(hours(spring) == 23 && hours(autumn) == 25 && hours(spring + 1) == 24)
        #expect(grid.instant(day: spring, hour: 2, minute: 30) == Self.utc("2026-03-08T07:30:00Z"))
        #expect(grid.instant(day: autumn, hour: 1, minute: 30) == Self.utc("2026-11-01T05:30:00Z"))
        #expect(grid.hour(of: Self.utc("2026-11-01T05:30:00Z")) == 1)
        #expect(grid.hour(of: Self.utc("2026-11-01T06:30:00Z")) == 1)
        #expect(grid.hour(of: Self.utc("2026-11-01T07:30:00Z")) == 2)
    }

    @Test func labelsAreTheDaysInISO8601() {
        let grid = DayGrid(timeZone: TimeZone(identifier: "Pacific/Chatham")!, first: CalendarDay(year: 1969, month: 12, day: 30),
                           dayCount: 5)
        #expect((0..<5).map(grid.label(ofDay:)) == ["1969-12-30", "1969-12-31", "1970-01-01", "1970-01-02", "1970-01-03"])
    }

    static func utc(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }
}
