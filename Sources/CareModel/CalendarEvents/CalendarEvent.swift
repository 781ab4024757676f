import Foundation

/// An appointment or a medication time in the user's calendar (seed 004 DR3, DR7.FR4.0),
/// with reminders a chosen time ahead (DR7.FR9.2).
///
/// When it happens is a ``RecurrenceRule`` in the user's time zone, the same engine as
/// medications, reminders and tasks (seed 000 Req 15-16): a one-off appointment is
/// ``RecurrenceRule/once(on:at:)``.
public struct CalendarEvent: Hashable, Codable, Sendable, Identifiable {
    /// The event's identifier.
    public var id: String
    /// What the user calls it.
    public var title: String
    /// What kind of event it is.
    public var kind: Kind
    /// When it happens.
    public var schedule: RecurrenceRule
    /// The user's time zone, in which the schedule's days and clock times are read.
    public var timeZone: TimeZone
    /// When to remind the user of each occurrence.
    public var reminders: [ReminderLead]

    /// The kinds of calendar event the seed names.
    public enum Kind: String, CaseIterable, Codable, Sendable {
        case appointment
        case medication
        case other
    }

    /// Creates an event; by default the user is reminded at 08:00 on the day (seed 004
    /// DR5.FR9.1: "a notification will be sent to the user on the day of their entered event").
    public init(
        id: String, title: String, kind: Kind, schedule: RecurrenceRule, timeZone: TimeZone,
        reminders: [ReminderLead] = [.onTheDay(at: ClockTime(hour: 8, minute: 0))]
    ) {
        self.id = id
        self.title = title
        self.kind = kind
        self.schedule = schedule
        self.timeZone = timeZone
        self.reminders = reminders
    }

    /// The event's occurrences from `lower` up to `upper`, from the recurrence engine.
    public func occurrences(from lower: Date, to upper: Date) -> [Date] {
        schedule.occurrences(from: lower, to: upper, in: timeZone)
    }

    /// The instants at which the user is reminded of the occurrence at `occurrence`, in
    /// time order, each once.
    public func reminderInstants(forOccurrenceAt occurrence: Date) -> [Date] {
        Array(Set(reminders.compactMap { $0.instant(before: occurrence, in: timeZone) })).sorted()
    }
}


/// Why a calendar event or reminder is rejected.
public enum CalendarEventError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A reminder lead below 0.
    case negativeReminderLead(Int)
    /// A clock time outside 00:00-23:59.
    case invalidClockTime(hour: Int, minute: Int)
    /// A reminder lead the app does not offer (``ReminderLead/offered``), as written.
    case unofferedReminderLead(String)

    public var description: String {
        switch self {
        case .negativeReminderLead(let value):
            "reminder lead is \(value), expected 0 or more"
        case .invalidClockTime(let hour, let minute):
            "clock time \(hour):\(minute) is not between 00:00 and 23:59"
        case .unofferedReminderLead(let spelling):
            "reminder lead '\(spelling)' is not offered, expected one of "
                + ReminderLead.offered.map(\.spelling).joined(separator: ", ")
        }
    }
}
