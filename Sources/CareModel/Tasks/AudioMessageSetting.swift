import Foundation

/// The audio-message length a caregiver set in the system settings for the patient's tasks
/// (seed 003, story 15), and from when it holds.
public struct AudioMessageSetting: Hashable, Sendable {
    /// How long a task's audio message lasts, in seconds, within
    /// ``TaskSettings/audioMessageLengths``.
    public let seconds: TimeInterval
    /// When the caregiver set it.
    public let since: Date

    /// The setting; the length must be one ``TaskSettings`` allows.
    public init(seconds: TimeInterval, since: Date) throws(TaskError) {
        guard TaskSettings.audioMessageLengths.contains(seconds) else {
            throw .invalidDuration(field: "audio_message_length", value: seconds)
        }
        self.seconds = seconds
        self.since = since
    }
}
