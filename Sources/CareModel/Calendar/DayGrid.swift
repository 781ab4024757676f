import Foundation

/// The local calendar of one time zone over a run of days: which local day and clock hour
/// an instant falls in, the instant of a local clock time on a day, and each day's
/// `YYYY-MM-DD` label. CareLab's one answer to "which local day is this instant in zone Z"
/// for hot loops (the simulator, the store's encoder, the analyses, the importer).
///
/// Each day's first instant is computed once through `Calendar`, so that callers can turn
/// local clock times into instants and instants into days without calling `Calendar` again.
/// Days of exactly 24 hours with one UTC offset throughout use plain arithmetic; days with a
/// daylight-saving change fall back to `Calendar`, so 23- and 25-hour days, skipped and
/// repeated hours come out as ``CalendarDay/instant(hour:minute:second:in:)`` has them.
///
/// A grid covers a fixed run of days (``dayIndex(of:)`` is nil outside it) unless it is
/// extended: ``dayIndex(extendingTo:)-(Date)`` grows it, doubling its span, when an instant
/// falls outside (DayGrid+Extending.swift).
public struct DayGrid: Sendable {
    /// The time zone.
    public let timeZone: TimeZone
    /// Day 0.
    public internal(set) var first: CalendarDay
    /// The number of days.
    public internal(set) var dayCount: Int
    /// Unix seconds at which each day starts; one more entry than days (the end).
    var starts: [Int64]
    /// Whether each day is 24 hours long with one UTC offset throughout.
    var regular: [Bool]
    /// Each day's `YYYY-MM-DD`, made once: writers store it for every event.
    var labels: [String]
    let calendar: Calendar

    /// Lays out `dayCount` days from `first` in `timeZone`.
    public init(timeZone: TimeZone, first: CalendarDay, dayCount: Int) {
        self.timeZone = timeZone
        self.first = first
        self.dayCount = dayCount
        calendar = Calendar.gregorian(in: timeZone)
        (starts, regular, labels) = Self.layout(first: first, dayCount: dayCount, calendar: calendar)
    }

    /// The calendar day with index `day`.
    public func calendarDay(_ day: Int) -> CalendarDay { first.adding(days: day) }

    /// The `YYYY-MM-DD` label of day `day` (``CalendarDay/description``).
    public func label(ofDay day: Int) -> String { labels[day] }

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

    /// The index of `day`, or nil outside the period.
    public func dayIndex(of day: CalendarDay) -> Int? {
        let index = first.days(to: day)
        return (0..<dayCount).contains(index) ? index : nil
    }

    /// The local clock hour (0-23) at `instant`, or nil outside the period. On a
    /// daylight-saving day it is the hour `Calendar` reads (a repeated hour reads twice).
    public func hour(of instant: Date) -> Int? {
        guard let day = dayIndex(of: instant) else { return nil }
        if regular[day] { return Int((Int64(instant.timeIntervalSince1970.rounded(.down)) - starts[day]) / 3600) }
        return calendar.component(.hour, from: instant)
    }

    /// The instant at a local clock time on day `day` (0-based); the components name a time
    /// on a 24-hour clock. A skipped time moves forward by the length of the gap; a repeated
    /// time resolves to its first occurrence, as `Calendar` does (``CalendarDay/instant(hour:minute:second:in:)``).
    public func instant(day: Int, hour: Int, minute: Int, second: Int = 0) -> Date {
        if regular[day] {
            return Date(timeIntervalSince1970: Double(starts[day] + Int64(hour * 3600 + minute * 60 + second)))
        }
        let date = calendarDay(day)
        return calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day,
                                                  hour: hour, minute: minute, second: second))!
    }

    /// The starts, regularity and labels of `dayCount` days from `first`.
    static func layout(first: CalendarDay, dayCount: Int, calendar: Calendar) -> (starts: [Int64], regular: [Bool], labels: [String]) {
        let zone = calendar.timeZone
        let starts = (0...dayCount).map { Int64(first.adding(days: $0).start(in: calendar)!.timeIntervalSince1970) }
        let regular = (0..<dayCount).map { day in
            starts[day + 1] - starts[day] == 86_400
                && zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(starts[day])))
                    == zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(starts[day + 1] - 1)))
        }
        return (starts, regular, (0..<dayCount).map { first.adding(days: $0).description })
    }
}
