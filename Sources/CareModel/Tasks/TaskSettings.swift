import Foundation

/// The settings of a task that "reset" restores (seed 003, story 4, scenario 3: "the
/// default settings are applied to the task").
public struct TaskSettings: Hashable, Codable, Sendable {
    /// Whether the task sends notifications (seed 003, stories 1 and 16).
    public let notificationsEnabled: Bool
    /// How long after its time (or the end of a snooze) an occurrence may still be done
    /// before it counts as missed, in seconds.
    public let gracePeriod: TimeInterval
    /// How long one snooze lasts, in seconds (seed 003, story 8).
    public let snoozeLength: TimeInterval
    /// How long the task's audio message lasts, in seconds, as the caregiver sets it in the
    /// system settings (seed 003, story 15). The seed gives no values; CareLab allows
    /// ``audioMessageLengths``.
    public let audioMessageLength: TimeInterval

    /// The audio-message lengths a caregiver can choose, in seconds: 5 to 60, long enough for
    /// a name and short enough to play in full with a notification (a choice of CareLab's).
    public static let audioMessageLengths: ClosedRange<TimeInterval> = 5...60

    /// Creates settings: the grace period is 0 or more, the snooze length more than 0, the
    /// audio message's length in ``audioMessageLengths`` (15 s unless given).
    public init(notificationsEnabled: Bool, gracePeriod: TimeInterval, snoozeLength: TimeInterval,
                audioMessageLength: TimeInterval = 15) throws(TaskError) {
        guard gracePeriod >= 0, gracePeriod.isFinite else { throw .invalidDuration(field: "grace_period", value: gracePeriod) }
        guard snoozeLength > 0, snoozeLength.isFinite else { throw .invalidDuration(field: "snooze_length", value: snoozeLength) }
        guard Self.audioMessageLengths.contains(audioMessageLength) else {
            throw .invalidDuration(field: "audio_message_length", value: audioMessageLength)
        }
        self.notificationsEnabled = notificationsEnabled
        self.gracePeriod = gracePeriod
        self.snoozeLength = snoozeLength
        self.audioMessageLength = audioMessageLength
    }

    /// The defaults: notifications on (every task notifies the patient, story 1), one hour
    /// of grace, ten-minute snoozes, 15-second audio messages.
    public static let standard = try! TaskSettings(notificationsEnabled: true, gracePeriod: 3600, snoozeLength: 600)
}
