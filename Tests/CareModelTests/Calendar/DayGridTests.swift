import Foundation
import Testing
@testable import CareModel

@Suite struct DayGridTests {
    /// Every second around each day's start, and every 17 minutes in between, over two years
    /// that cross daylight-saving changes of one hour (London, New York), half an hour (Lord
    /// Howe) and none (Kolkata), and Samoa's move across the date line, which skipped
    /// 30 December 2011: the day is the one Foundation's `Calendar` gives.
    @Test(arguments: [
        ("Europe/London", 2025), ("America/New_York", 2025), ("Australia/Lord_Howe", 2025), ("Asia/Kolkata", 2025),
        ("Pacific/Apia", 2011),
    ])
    func dayIndexAgreesWithFoundationsCalendar(_ identifier: String, _ year: Int) {
        let zone = TimeZone(identifier: identifier)!
        let calendar = Calendar.gregorian(in: zone)
        let first = CalendarDay(year: year, month: 1, day: 1)
        let grid = DayGrid(timeZone: zone, first: first, dayCount: 730)
        func expected(_ seconds: Int64) -> Int {
            let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(seconds)))
            return first.days(to: CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!))
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
}
