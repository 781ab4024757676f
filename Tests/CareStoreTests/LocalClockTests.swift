import CareModel
import Foundation
import Testing
@testable import CareStore

@Suite struct LocalClockTests {
    static let newYork = TimeZone(identifier: "America/New_York")!
    static let calendar = Calendar.gregorian(in: newYork)

    /// Every 15 minutes over three days around each of New York's 2026 clock changes
    /// (2026-03-08, a 23-hour day, and 2026-11-01, a 25-hour day), plus ordinary days.
    static let instants: [Int64] = [Int64(1_772_841_600), 1_793_318_400, 1_772_323_200].flatMap { start in
        stride(from: start, to: start + 3 * 86_400, by: 900).map { $0 }
    }

    @Test func daysAndHoursAgreeWithFoundationsCalendarAcrossClockChanges() {
        var clock = LocalClock(timeZone: Self.newYork)
        for instant in Self.instants {
            let date = Date(timeIntervalSince1970: Double(instant))
            #expect(clock.day(of: instant) == CalendarDay(containing: date, in: Self.newYork), "\(instant)")
            #expect(clock.hour(of: instant) == Self.calendar.component(.hour, from: date), "\(instant)")
        }
    }

    @Test(arguments: ["2026-03-07", "2026-03-08", "2026-03-09", "2026-10-31", "2026-11-01", "2026-11-02"])
    func wallClockTimesAgreeWithCalendarDay(dayText: String) {
        let day = CalendarDay(iso8601: dayText)!
        var clock = LocalClock(timeZone: Self.newYork)
        for hour in 0..<24 {
            let expected = day.instant(hour: hour, minute: 30, in: Self.newYork).map { Int64($0.timeIntervalSince1970) }
            #expect(clock.instant(on: day, hour: hour, minute: 30) == expected, "\(dayText) \(hour):30")
        }
    }

    @Test func impossibleClockTimesHaveNoInstant() {
        var clock = LocalClock(timeZone: Self.newYork)
        let day = CalendarDay(year: 2026, month: 3, day: 2)
        #expect(clock.instant(on: day, hour: 24) == nil)
        #expect(clock.instant(on: day, hour: 8, minute: 60) == nil)
    }
}
