import CareModel
import Foundation

/// `CalendarDay` from `YYYY-MM-DD`, for readable tests.
func day(_ text: String) -> CalendarDay { CalendarDay(iso8601: text)! }

/// A clock time from `HH:MM`.
func time(_ text: String) -> ClockTime { try! ClockTime(parsing: text) }

/// Local wall-clock instants of `timeZone`, e.g. `local("2026-03-08 03:30", in: newYork)`.
func local(_ text: String, in timeZone: TimeZone) -> Date {
    let parts = text.split(separator: " ")
    let clock = time(String(parts[1]))
    return day(String(parts[0])).instant(hour: clock.hour, minute: clock.minute, in: timeZone)!
}
