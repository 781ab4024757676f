import CareModel

/// A reminder some people set (seed 000, Req 15): its custom name, what it is for, when it
/// fires, who sets it, and the planted chance that a firing is followed.
public struct ReminderModel: Hashable, Sendable {
    /// The reminder as a person sets it: name, subject, target and schedule (from the run's
    /// first day).
    public var reminder: Reminder
    /// The chance that a person sets the reminder.
    public var share: Double
    /// Each person's chance of following a firing (checking it off within the window of
    /// ``ReminderFollowUp/standard``), drawn once per person who sets it: the planted value,
    /// whose mean `carelab analyze truth` recovers.
    public var followed: Distribution

    public init(reminder: Reminder, share: Double, followed: Distribution) {
        self.reminder = reminder
        self.share = share
        self.followed = followed
    }
}
