import Foundation

/// What a reminder is for (seed 000, Req 15: "medications, lifestyle factors,
/// appointments, device changes/maintenance, etc.").
public enum ReminderSubject: String, CaseIterable, Codable, Sendable {
    case medication
    case lifestyleFactor = "lifestyle_factor"
    case appointment
    case deviceChange = "device_change"
    case other
}

/// A named reminder with its schedule (seed 000, Req 15): several times a day, chosen
/// weekdays and every day, every other day, every 3 days, weekly, every other week, every
/// 3 weeks or monthly, all expressed by the ``RecurrenceRule`` of its ``Schedule``.
public struct Reminder: Hashable, Codable, Sendable {
    /// The custom name the user gave the reminder.
    public var name: String
    /// What the reminder is about.
    public var subject: ReminderSubject
    /// The name of what it reminds of: the medication or lifestyle factor whose log follows
    /// it (see ``ReminderFollowUp``), or the appointment or device; nil when not named.
    public var target: String?
    /// When it fires.
    public var schedule: Schedule

    /// Creates a reminder.
    public init(name: String, subject: ReminderSubject, target: String? = nil, schedule: Schedule) {
        self.name = name
        self.subject = subject
        self.target = target
        self.schedule = schedule
    }

    /// The instants the reminder fires in `[lower, upper)` in `timeZone`.
    public func alerts(from lower: Date, to upper: Date, in timeZone: TimeZone) -> [Date] {
        schedule.occurrences(from: lower, to: upper, in: timeZone)
    }
}
