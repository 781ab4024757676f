import CareModel
import Foundation

/// Turns instants into local calendar days and clock hours in one time zone, and local
/// clock times into instants, fast enough for millions of events.
///
/// It remembers the last day it worked out. On a day whose UTC offset does not change
/// (every day but the two daylight-saving days of a year) the hour and the instant are plain
/// arithmetic from the day's first instant; on a daylight-saving day every answer goes
/// through `Calendar`, so 23- and 25-hour days come out right (as `CalendarDay` does).
public struct LocalClock: Sendable {
    /// The time zone days are counted in.
    public let timeZone: TimeZone
    private let calendar: Calendar
    private var cached: CachedDay?

    private struct CachedDay {
        var day: CalendarDay
        var start: Int64
        var end: Int64
        /// 24 hours long with one UTC offset throughout.
        var regular: Bool
    }

    /// Creates a clock for `timeZone`.
    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
        self.calendar = Calendar.gregorian(in: timeZone)
    }

    /// The local calendar day containing `instant` (seconds since 1970-01-01T00:00:00Z).
    public mutating func day(of instant: Int64) -> CalendarDay {
        cachedDay(containing: instant).day
    }

    /// The local clock hour (0-23) at `instant`.
    public mutating func hour(of instant: Int64) -> Int {
        let day = cachedDay(containing: instant)
        if day.regular { return Int((instant - day.start) / 3600) }
        return calendar.component(.hour, from: Date(timeIntervalSince1970: Double(instant)))
    }

    /// The instant of a local clock time on `day`, or nil when the components name no time.
    /// A time skipped by a daylight-saving change moves forward to the next existing
    /// instant; a repeated time resolves to its first occurrence (``CalendarDay/instant``).
    public mutating func instant(on day: CalendarDay, hour: Int, minute: Int = 0, second: Int = 0) -> Int64? {
        guard (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second) else { return nil }
        if let cached, cached.day == day, cached.regular {
            return cached.start + Int64(hour * 3600 + minute * 60 + second)
        }
        guard let start = day.start(in: timeZone) else { return nil }
        let startSeconds = Int64(start.timeIntervalSince1970.rounded(.down))
        let entry = cachedDay(containing: startSeconds)
        if entry.regular { return entry.start + Int64(hour * 3600 + minute * 60 + second) }
        return day.instant(hour: hour, minute: minute, second: second, in: timeZone)
            .map { Int64($0.timeIntervalSince1970.rounded(.down)) }
    }

    private mutating func cachedDay(containing instant: Int64) -> CachedDay {
        if let cached, instant >= cached.start, instant < cached.end { return cached }
        let day = CalendarDay(containing: Date(timeIntervalSince1970: Double(instant)), in: timeZone)
        let start = Int64(day.start(in: timeZone)!.timeIntervalSince1970.rounded(.down))
        let end = Int64(day.adding(days: 1).start(in: timeZone)!.timeIntervalSince1970.rounded(.down))
        let regular = end - start == 86_400
            && timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(start)))
                == timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(end - 1)))
        let entry = CachedDay(day: day, start: start, end: end, regular: regular)
        cached = entry
        return entry
    }
}
