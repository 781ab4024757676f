import CareModel

/// When a source row happened, as precisely as the source says. Everything but an exact
/// instant is resolved in the person's time zone when the row is stored.
enum ImportedTime: Hashable, Sendable {
    /// An exact instant, seconds since 1970-01-01T00:00:00Z (the source gave a UTC offset).
    case instant(Int64)
    /// A wall-clock time in the person's time zone.
    case local(CalendarDay, hour: Int, minute: Int, second: Int)
    /// A part of a day only (Bearable's time-of-day slots).
    case partOfDay(CalendarDay, TimeOfDay)
    /// A date only (Flaredown check-ins).
    case day(CalendarDay)
}

/// Calendar arithmetic on proleptic Gregorian dates without `Calendar`, for the millions
/// of timestamps an import parses.
enum CivilDate {
    /// Days from 1970-01-01 to the date. Howard Hinnant's `days_from_civil`
    /// (http://howardhinnant.github.io/date_algorithms.html#days_from_civil), exact for
    /// every proleptic Gregorian date.
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The number of days in a month of the Gregorian calendar (leap years: divisible by 4,
    /// except centuries not divisible by 400).
    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The date, or nil when the components name no real date.
    static func day(year: Int, month: Int, day: Int) -> CalendarDay? {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...daysInMonth(year: year, month: month)).contains(day) else { return nil }
        return CalendarDay(year: year, month: month, day: day)
    }
}
