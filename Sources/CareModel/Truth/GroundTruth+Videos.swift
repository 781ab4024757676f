extension GroundTruth {
    /// What a run planted about the learning centre's videos (seed 004; DR6.FR8.0): the
    /// catalogue, the chance of watching one on a day in the app and the chance of watching
    /// it to the end.
    public struct VideoTruth: Codable, Hashable, Sendable {
        /// The videos' identifiers, in the scenario's order.
        public var videos: [String]
        /// The chance of watching a video on a day in the app: what viewings per day with a
        /// log-in estimate (every day has a video offered when a video is offered at every
        /// stage).
        public var chancePerDay: Double
        /// The chance that a video is watched to the end.
        public var completedShare: Double

        /// The planted videos from their parts.
        public init(videos: [String], chancePerDay: Double, completedShare: Double) {
            self.videos = videos
            self.chancePerDay = chancePerDay
            self.completedShare = completedShare
        }
    }
}
