import Foundation

/// When to remind a user of a calendar event (seed 004, DR7.FR9.2: "users should have the
/// ability to decide how far in advance they want to be notified"; DR5.FR9.1: "A
/// notification will be sent to the user on the day of their entered event").
///
/// Leads in hours and minutes are elapsed time; leads in days are calendar days in the
/// user's time zone, so "1 day before" a 09:00 appointment is 09:00 the day before even
/// across a daylight-saving change.
public enum ReminderLead: Hashable, Codable, Sendable {
    /// This many minutes before the start.
    case minutes(Int)
    /// This many hours before the start.
    case hours(Int)
    /// The same local clock time this many days before.
    case days(Int)
    /// At a local clock time on the day of the event.
    case onTheDay(at: ClockTime)

    /// Checks the lead: counts at least 0, clock times within a day.
    public func validate() throws(CalendarEventError) {
        switch self {
        case .minutes(let count), .hours(let count), .days(let count):
            guard count >= 0 else { throw .negativeReminderLead(count) }
        case .onTheDay(let time):
            guard (0...23).contains(time.hour), (0...59).contains(time.minute) else {
                throw .invalidClockTime(hour: time.hour, minute: time.minute)
            }
        }
    }

    /// The reminder instant for an occurrence starting at `start`, computed in `timeZone`;
    /// nil if the calendar cannot represent it.
    public func instant(before start: Date, in timeZone: TimeZone) -> Date? {
        let calendar = Calendar.gregorian(in: timeZone)
        switch self {
        case .minutes(let count):
            return start.addingTimeInterval(-TimeInterval(count) * 60)
        case .hours(let count):
            return start.addingTimeInterval(-TimeInterval(count) * 3600)
        case .days(let count):
            return calendar.date(byAdding: .day, value: -count, to: start)
        case .onTheDay(let time):
            return CalendarDay(containing: start, in: timeZone)
                .instant(hour: time.hour, minute: time.minute, in: timeZone)
        }
    }
}
