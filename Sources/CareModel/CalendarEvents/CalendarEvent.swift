import Foundation

/// An event in the in-app calendar: an appointment or a medication time (seed 004,
/// DR3/DR7.FR4.0: "Users can add events to the calendar, specifically: Medication
/// (consumption times), Appointments (doctor's, methadone clinic, etc.)").
///
/// An event has a start instant and, optionally, a repeat. Expanding a repeat into
/// occurrences is the recurrence engine's job (`Schedules/`); an event only says when one
/// occurrence's reminders fire (``reminderInstants(forOccurrenceAt:)``).
public struct CalendarEvent: Hashable, Codable, Sendable, Identifiable {
    /// The event's identity.
    public var id: String
    /// What the user called it.
    public var title: String
    /// What kind of event it is.
    public var kind: Kind
    /// The start of the first occurrence.
    public var start: Date
    /// The user's time zone, in which day-based reminders and repeats are computed.
    public var timeZone: TimeZone
    /// How the event repeats; nil for a one-off event.
    public var repeats: EventRepeat?
    /// When to remind the user of each occurrence.
    public var reminders: [ReminderLead]

    /// What a calendar event is for.
    public enum Kind: String, CaseIterable, Codable, Sendable {
        /// A doctor's, clinic or counselling appointment.
        case appointment
        /// A time to take a medication.
        case medication
        /// Anything else the user adds.
        case other
    }

    /// Creates an event. Without `reminders`, the event has one reminder at 08:00 local
    /// time on its day (seed 004, DR5.FR9.1: "A notification will be sent to the user on the
    /// day of their entered event").
    public init(
        id: String, title: String, kind: Kind, start: Date, timeZone: TimeZone,
        repeats: EventRepeat? = nil, reminders: [ReminderLead] = [.onTheDay(at: ClockTime(hour: 8, minute: 0))]
    ) {
        self.id = id
        self.title = title
        self.kind = kind
        self.start = start
        self.timeZone = timeZone
        self.repeats = repeats
        self.reminders = reminders
    }

    /// The instants at which the reminders of the occurrence starting at `occurrence` fire,
    /// earliest first, duplicates removed.
    public func reminderInstants(forOccurrenceAt occurrence: Date) -> [Date] {
        Array(Set(reminders.compactMap { $0.instant(before: occurrence, in: timeZone) })).sorted()
    }
}

/// How a calendar event repeats, as the user chose it: every `interval` days, weeks or
/// months from the start. This is the event's description of its repeat only; the
/// occurrences come from the recurrence engine.
public struct EventRepeat: Hashable, Codable, Sendable {
    /// The unit of the interval.
    public var unit: Unit
    /// How many units between occurrences, at least 1.
    public var interval: Int
    /// The last day an occurrence may fall on; nil for no end.
    public var until: CalendarDay?

    /// Units of repetition.
    public enum Unit: String, CaseIterable, Codable, Sendable {
        /// Calendar days in the event's time zone.
        case day
        /// Weeks of 7 calendar days.
        case week
        /// Calendar months.
        case month
    }

    /// Creates a repeat; `interval` must be at least 1.
    public init(every interval: Int, _ unit: Unit, until: CalendarDay? = nil) throws(CalendarEventError) {
        guard interval >= 1 else { throw .invalidRepeatInterval(interval) }
        self.unit = unit
        self.interval = interval
        self.until = until
    }
}

/// Why a calendar event or reminder is rejected.
public enum CalendarEventError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A repeat interval below 1.
    case invalidRepeatInterval(Int)
    /// A reminder lead below 0.
    case negativeReminderLead(Int)
    /// A clock time outside 00:00-23:59.
    case invalidClockTime(hour: Int, minute: Int)

    public var description: String {
        switch self {
        case .invalidRepeatInterval(let value):
            "repeat interval is \(value), expected 1 or more"
        case .negativeReminderLead(let value):
            "reminder lead is \(value), expected 0 or more"
        case .invalidClockTime(let hour, let minute):
            "clock time \(hour):\(minute) is not between 00:00 and 23:59"
        }
    }
}
