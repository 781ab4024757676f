import Foundation

/// One answer to the mood survey: the mood chosen and when (seed 004 DR5.FR7.1), the
/// record that mood analyses (distribution, trends, transitions) read.
public struct MoodCheckIn: Hashable, Codable, Sendable {
    /// The mood chosen.
    public var mood: Mood
    /// When the survey was answered.
    public var timestamp: Date

    /// Creates a check-in.
    public init(mood: Mood, timestamp: Date) {
        self.mood = mood
        self.timestamp = timestamp
    }
}
