import Foundation

/// One firing of a reminder a person set and whether it was followed (seed 000, Req 15):
/// what a person's record keeps of it.
///
/// `followedAt` is when the person checked the reminder off (marked it done). Whether the
/// firing was followed, by that or by logging its medication or factor, is the rule of
/// ``ReminderFollowUp``.
public struct FiredReminder: Hashable, Sendable {
    /// The reminder's custom name.
    public var name: String
    /// What it is for.
    public var subject: ReminderSubject
    /// The medication, factor, appointment or device it names; nil when it names none.
    public var target: String?
    /// When it fired.
    public var firedAt: Date
    /// When it was checked off; nil when it was not.
    public var followedAt: Date?

    /// Creates a fired reminder.
    public init(name: String, subject: ReminderSubject, target: String? = nil, firedAt: Date, followedAt: Date? = nil) {
        self.name = name
        self.subject = subject
        self.target = target
        self.firedAt = firedAt
        self.followedAt = followedAt
    }

    /// A firing of `reminder` at `firedAt`, checked off at `followedAt`.
    public init(_ reminder: Reminder, firedAt: Date, followedAt: Date? = nil) {
        self.init(name: reminder.name, subject: reminder.subject, target: reminder.target, firedAt: firedAt,
                  followedAt: followedAt)
    }
}
