import Foundation

/// The local days of a period in one time zone, with the instant each starts, computed once
/// through `Calendar` so that hot loops (the simulator, daily panels) can turn local clock
/// times into instants and instants into days without calling `Calendar` again.
///
/// Days of exactly 24 hours use plain arithmetic; days with a daylight-saving change fall
/// back to `Calendar`, so the skipped and repeated hours come out as `Calendar` has them.
public struct DayGrid: Sendable {
    /// The time zone.
    public let timeZone: TimeZone
    /// Day 0.
    public let first: CalendarDay
    /// The number of days.
    public let dayCount: Int
    /// Unix seconds at which each day starts; one more entry than days (the end).
    private let starts: [Int64]
    private let calendar: Calendar

    /// Lays out `dayCount` days from `first` in `timeZone`.
    public init(timeZone: TimeZone, first: CalendarDay, dayCount: Int) {
        self.timeZone = timeZone
        self.first = first
        self.dayCount = dayCount
        calendar = Calendar.gregorian(in: timeZone)
        starts = (0...dayCount).map { Int64(first.adding(days: $0).start(in: timeZone)!.timeIntervalSince1970) }
    }

    /// The calendar day with index `day`.
    public func calendarDay(_ day: Int) -> CalendarDay { first.adding(days: day) }

    /// The first instant of day `day` (0-based; `dayCount` gives the end of the period).
    public func start(of day: Int) -> Date { Date(timeIntervalSince1970: Double(starts[day])) }

    /// The index of the day that contains `instant`, or nil outside the period.
    ///
    /// Called for every event of every pass over a run: it guesses the day from 24-hour
    /// days, which is off by a day or two at most (daylight saving, a zone's change of
    /// offset), and steps to the right one.
    public func dayIndex(of instant: Date) -> Int? {
        let seconds = Int64(instant.timeIntervalSince1970.rounded(.down))
        guard seconds >= starts[0], seconds < starts[dayCount] else { return nil }
        var day = min(dayCount - 1, Int((seconds - starts[0]) / 86_400))
        while starts[day] > seconds { day -= 1 }
        while starts[day + 1] <= seconds { day += 1 }
        return day
    }

    /// The instant at a local clock time on day `day` (0-based). A skipped time moves
    /// forward; a repeated time resolves to its first occurrence, as `Calendar` does.
    public func instant(day: Int, hour: Int, minute: Int, second: Int = 0) -> Date {
        if starts[day + 1] - starts[day] == 86_400 {
            return Date(timeIntervalSince1970: Double(starts[day] + Int64(hour * 3600 + minute * 60 + second)))
        }
        let date = calendarDay(day)
        return calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day,
                                                  hour: hour, minute: minute, second: second))!
    }
}
