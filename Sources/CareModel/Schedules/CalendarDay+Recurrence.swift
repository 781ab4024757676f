import Foundation

extension CalendarDay {
    /// The day of the week.
    public var weekday: Weekday {
        Weekday(calendarWeekday: Calendar.gregorian(in: .gmt).component(.weekday, from: start(in: .gmt)!))
    }

    /// The number of days in a month of the Gregorian calendar (28 to 31).
    static func dayCount(year: Int, month: Int) -> Int {
        let calendar = Calendar.gregorian(in: .gmt)
        let first = calendar.date(from: DateComponents(year: year, month: month, day: 1, hour: 12))!
        return calendar.range(of: .day, in: .month, for: first)!.count
    }

    /// The day with the same day of the month `monthsLater` months on; nil when that
    /// month is too short, e.g. the 31st in April or 29 February in a common year
    /// (RFC 5545 skips such days).
    func sameDay(monthsLater: Int) -> CalendarDay? {
        let index = year * 12 + (month - 1) + monthsLater
        let targetYear = index >= 0 ? index / 12 : (index - 11) / 12
        let targetMonth = index - targetYear * 12 + 1
        guard day <= CalendarDay.dayCount(year: targetYear, month: targetMonth) else { return nil }
        return CalendarDay(year: targetYear, month: targetMonth, day: day)
    }

    /// Months from the month of `self` to the month of `other`, ignoring the days.
    func months(to other: CalendarDay) -> Int {
        (other.year - year) * 12 + (other.month - month)
    }
}
