import Foundation

/// One completed activity reported to the reward system.
///
/// `id` identifies the event itself (a log-in, a survey submission): the same event
/// recorded twice, for example after an offline retry, earns once.
public struct RewardEvent: Hashable, Codable, Sendable {
    /// The event's identity; two events with the same id are the same event.
    public var id: String
    /// What was done.
    public var activity: RewardActivity
    /// When it was done.
    public var instant: Date
    /// The score reached, for a learning game; ignored for other activities.
    public var gameScore: Int?

    /// Creates an event.
    public init(id: String, activity: RewardActivity, instant: Date, gameScore: Int? = nil) {
        self.id = id
        self.activity = activity
        self.instant = instant
        self.gameScore = gameScore
    }
}
