import Foundation

/// A date on the user's wall calendar, without a time or a time zone, e.g. 2026-03-29.
///
/// Daily scores, panels and reports are keyed by calendar days; converting a day to
/// instants always goes through `Calendar` in the user's time zone, so days of 23 or 25
/// hours (daylight-saving changes) come out right.
public struct CalendarDay: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    /// Creates a day; the components must name a real date.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses an ISO 8601 calendar date (`YYYY-MM-DD`); returns nil for anything else,
    /// including dates that do not exist such as 2026-02-30.
    public init?(iso8601 text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        let candidate = CalendarDay(year: year, month: month, day: day)
        guard (1...12).contains(month), (1...31).contains(day),
              CalendarDay(daysSinceEpoch: candidate.daysSinceEpoch) == candidate
        else { return nil }
        self = candidate
    }

    /// The day that contains `instant` on a wall clock in `timeZone`: the instant shifted by
    /// the zone's offset from GMT at that instant.
    public init(containing instant: Date, in timeZone: TimeZone) {
        let seconds = Int64(instant.timeIntervalSince1970.rounded(.down)) + Int64(timeZone.secondsFromGMT(for: instant))
        self.init(daysSinceEpoch: Int(seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400))
    }

    /// The day `days` after 1970-01-01 (before it when negative), in the proleptic Gregorian
    /// calendar: Howard Hinnant's `civil_from_days`, pure integer arithmetic.
    init(daysSinceEpoch days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// Days since 1970-01-01: Howard Hinnant's `days_from_civil`.
    var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day that contains `instant` in `calendar` (from ``Foundation/Calendar/gregorian(in:)``).
    public init(containing instant: Date, calendar: Calendar) {
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        self.init(year: parts.year!, month: parts.month!, day: parts.day!)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        let y = String(year), m = month < 10 ? "0\(month)" : "\(month)", d = day < 10 ? "0\(day)" : "\(day)"
        return "\(String(repeating: "0", count: max(0, 4 - y.count)))\(y)-\(m)-\(d)"
    }

    /// The first instant of the day in `timeZone` (usually local midnight; the first
    /// existing instant where a daylight-saving change skips midnight).
    public func start(in timeZone: TimeZone) -> Date? {
        start(in: Calendar.gregorian(in: timeZone))
    }

    /// The first instant of the day in `calendar` (from ``Foundation/Calendar/gregorian(in:)``),
    /// for callers that lay out many days in one zone.
    func start(in calendar: Calendar) -> Date? {
        guard let noon = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))
        else { return nil }
        return calendar.startOfDay(for: noon)
    }

    /// The instant at a local clock time on this day in `timeZone`. A time that the
    /// daylight-saving change skips moves forward by the length of the gap (01:30 on a day
    /// whose clocks jump from 01:00 to 02:00 becomes 02:30); a repeated time resolves to
    /// its first occurrence.
    public func instant(hour: Int, minute: Int = 0, second: Int = 0, in timeZone: TimeZone) -> Date? {
        Calendar.gregorian(in: timeZone).date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        )
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> CalendarDay {
        CalendarDay(daysSinceEpoch: daysSinceEpoch + count)
    }

    /// Whole days from `self` to `other` (positive when `other` is later).
    public func days(to other: CalendarDay) -> Int {
        other.daysSinceEpoch - daysSinceEpoch
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

extension Calendar {
    /// The Gregorian calendar with its time zone set, the one calendar CareLab computes in.
    public static func gregorian(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
