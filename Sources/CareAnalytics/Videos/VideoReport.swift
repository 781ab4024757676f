import CareStats

/// The learning centre's videos over a run (seed 004; DR6.FR8.0): how often people watch one
/// on a day they use the app, and how many viewings are watched to the end, for every video
/// and each. Counts and estimates only: the small-cell rule is the report's to apply.
public struct VideoReport: Sendable {
    /// One video's viewings (`video` empty for all videos together).
    public struct Row: Sendable {
        /// The video's identifier; empty for all videos.
        public var video: String
        /// Its title, when the run's catalogue (the `video` table) has it.
        public var title: String?
        /// People who watched it.
        public var people: Int
        /// Viewings, and those watched to the end.
        public var views: Int
        public var completed: Int
        /// The share watched to the end as a mean over viewings, interval clustered by
        /// person; nil with fewer than two people.
        public var completedByPerson: GroupMean?
        /// The share of each viewing's video watched (seconds watched over its length), a mean
        /// over viewings with its interval clustered by person; nil when the catalogue has no
        /// video's length or with fewer than two people.
        public var shareWatched: GroupMean?
        /// The share watched to the end with its Wilson interval over viewings.
        public var completedShare: Proportion? { try? Proportion.wilson(successes: completed, trials: views) }
    }

    /// People in the run, and those who used the app on some day.
    public var people: Int
    public var peopleWithUse: Int
    /// Viewings per day with a log-in, a ratio over people with its interval clustered by
    /// person (the chance of watching a video on a day in the app); nil with fewer than two
    /// people with use or no viewing.
    public var viewsPerUseDay: RatioEstimate?
    /// All videos first, then each video by identifier; empty without viewings.
    public var rows: [Row]

    /// The row of all videos, if anyone watched one.
    public var all: Row? { rows.first { $0.video.isEmpty } }
}
