import Foundation

/// What a person's record keeps of one occurrence of a calendar event (seed 004,
/// DR3/DR7.FR4.0 and DR7.FR9.2): a medication time or an appointment, when it was scheduled,
/// the reminder lead the person chose (or none), and whether they attended the appointment or
/// took the medication. The event's title is left out: it is the person's own words.
public struct CalendarEventOutcome: Hashable, Sendable {
    /// A medication time or an appointment.
    public var kind: CalendarEvent.Kind
    /// When the occurrence was scheduled.
    public var scheduledAt: Date
    /// How far ahead the person was reminded; nil without a reminder.
    public var reminder: ReminderLead?
    /// Whether the person attended the appointment or took the medication.
    public var attended: Bool

    /// Creates an outcome; the lead must be one the app offers (``ReminderLead/offered``).
    public init(kind: CalendarEvent.Kind, scheduledAt: Date, reminder: ReminderLead?, attended: Bool) throws(CalendarEventError) {
        if let reminder, !ReminderLead.offered.contains(reminder) { throw .unofferedReminderLead(reminder.spelling) }
        self.kind = kind
        self.scheduledAt = scheduledAt
        self.reminder = reminder
        self.attended = attended
    }

    /// How far ahead the reminder came, in the bands the calendar analysis compares.
    public var band: ReminderLead.Band { ReminderLead.Band(reminder) }
}
