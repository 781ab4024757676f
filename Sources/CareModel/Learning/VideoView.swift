import Foundation

/// One viewing of a learning-centre video (seed 004): which video, when it started, how many
/// seconds were watched and whether it was watched to the end, which is what earns the
/// video's reward points (DR6.FR8.0, ``RewardActivity/video``).
public struct VideoView: Hashable, Sendable {
    /// The video's identifier.
    public let video: String
    /// When the viewing started.
    public let startedAt: Date
    /// The seconds watched.
    public let secondsWatched: Int
    /// Whether it was watched to the end.
    public let completed: Bool

    /// A viewing of `video`: `secondsWatched` from 0 to its length, completed when it is
    /// the whole length.
    public init(of video: Video, startedAt: Date, secondsWatched: Int) throws(VideoError) {
        guard (0...video.lengthSeconds).contains(secondsWatched) else {
            throw .invalidSecondsWatched(secondsWatched, length: video.lengthSeconds)
        }
        self.init(video: video.id, startedAt: startedAt, secondsWatched: secondsWatched,
                  completed: secondsWatched == video.lengthSeconds)
    }

    /// A viewing as stored, whose video's length is not at hand; seconds must not be negative.
    public init(video: String, startedAt: Date, secondsWatched: Int, completed: Bool) {
        self.video = video
        self.startedAt = startedAt
        self.secondsWatched = secondsWatched
        self.completed = completed
    }

    /// When the viewing ended.
    public var endedAt: Date { startedAt.addingTimeInterval(Double(secondsWatched)) }
}

/// Why a video or a viewing cannot be made.
public enum VideoError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A video without an identifier.
    case emptyIdentifier
    /// A length of 0 seconds or less.
    case invalidLength(Int)
    /// Seconds watched below 0 or beyond the video's length.
    case invalidSecondsWatched(Int, length: Int)

    public var description: String {
        switch self {
        case .emptyIdentifier: "id is empty: expected a video's identifier"
        case .invalidLength(let seconds): "length is \(seconds) s: expected more than 0 seconds"
        case .invalidSecondsWatched(let seconds, let length):
            "seconds_watched is \(seconds): expected 0 to the video's length, \(length) s"
        }
    }
}
