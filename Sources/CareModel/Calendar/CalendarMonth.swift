import Foundation

/// A month on the user's wall calendar, without a time zone, e.g. 2026-04.
///
/// Reward points reset at the start of each month in the user's time zone (seed 004,
/// DR6.FR8.0) and cohorts are keyed by due month (seed 004, DR1.FR1.1); both go through
/// this type so that "which month is it" has one answer everywhere.
public struct CalendarMonth: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The year, e.g. 2026.
    public var year: Int
    /// 1 for January to 12 for December.
    public var month: Int

    /// Creates a month; `month` is 1-12.
    public init(year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    /// The month that contains `day`.
    public init(_ day: CalendarDay) {
        self.init(year: day.year, month: day.month)
    }

    /// The month that contains `instant` on a wall clock in `timeZone`.
    public init(containing instant: Date, in timeZone: TimeZone) {
        self.init(CalendarDay(containing: instant, in: timeZone))
    }

    /// The first day of the month.
    public var firstDay: CalendarDay { CalendarDay(year: year, month: month, day: 1) }

    /// The first instant of the month in `timeZone` (local midnight on the 1st, or the first
    /// existing instant when a daylight-saving change skips it).
    public func start(in timeZone: TimeZone) -> Date? { firstDay.start(in: timeZone) }

    /// The month `count` months later (earlier when negative).
    public func adding(months count: Int) -> CalendarMonth {
        let index = year * 12 + (month - 1) + count
        let newYear = index >= 0 ? index / 12 : (index - 11) / 12
        return CalendarMonth(year: newYear, month: index - newYear * 12 + 1)
    }

    /// `YYYY-MM`.
    public var description: String {
        let y = String(year), m = month < 10 ? "0\(month)" : "\(month)"
        return "\(String(repeating: "0", count: max(0, 4 - y.count)))\(y)-\(m)"
    }

    public static func < (lhs: CalendarMonth, rhs: CalendarMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}
