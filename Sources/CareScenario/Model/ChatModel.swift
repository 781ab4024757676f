import CareModel
import Foundation

/// The cohort chat (seed 004, DR4.FR5.0-5.2 and DR5.FR7.1): the administrator's visibility
/// window, the same for everyone or one per arm; whether the mood survey posts every mood
/// (the seed: "Any mood selected will be sent to the user's chat room"); moderation, a share
/// of messages an administrator deletes after a delay; and the planted effect, replies that
/// come after an exponential delay with a median, so that only a message still visible
/// gets one and a longer window raises the share replied (issue 18).
///
/// Written messages are the `chat_post` activity (``ActivityModel/chatPost``): the usage
/// event stays as it was, each one a message.
public struct ChatModel: Hashable, Sendable {
    /// The window of each arm, by the arm's name.
    public var windows: [String: ChatVisibilityWindow]
    /// Whether every mood chosen in the mood survey is posted to the chat.
    public var moodPosts: Bool
    /// The chance that an administrator deletes a message.
    public var deletedShare: Double
    /// The median minutes from sending to a deletion (exponential delays).
    public var deletionMedianMinutes: Double
    /// The median minutes from sending to the first reply if the message stayed visible
    /// (exponential delays): the planted effect.
    public var replyMedianMinutes: Double

    /// Creates a model.
    public init(windows: [String: ChatVisibilityWindow], moodPosts: Bool = true, deletedShare: Double = 0,
                deletionMedianMinutes: Double = 60, replyMedianMinutes: Double) {
        self.windows = windows
        self.moodPosts = moodPosts
        self.deletedShare = deletedShare
        self.deletionMedianMinutes = deletionMedianMinutes
        self.replyMedianMinutes = replyMedianMinutes
    }

    /// The window of the people in `arm`; 24 hours for an arm the model does not name
    /// (a model read from a scenario names every arm).
    public func window(forArm arm: String?) -> ChatVisibilityWindow {
        arm.flatMap { windows[$0] } ?? .twentyFourHours
    }

    /// The planted chance that a message gets a reply while it is visible under `window`,
    /// unless deleted first: 1 − 2^(−window ÷ median) for exponential reply delays.
    public func repliedShare(within window: ChatVisibilityWindow) -> Double {
        1 - pow(2, -window.duration / 60 / replyMedianMinutes)
    }
}
