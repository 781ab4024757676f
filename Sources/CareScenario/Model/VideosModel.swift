import CareModel

/// The learning centre's videos (seed 004, "Virtual learning space"; DR6.FR8.0: points for
/// "watching videos"): on a day a person uses the app they watch a video with chance
/// ``chancePerDay``, one of the videos offered in their trimester that day, each as likely;
/// they watch it to the end with chance ``completedShare`` (the planted share), otherwise a
/// uniform share of it; a video watched to the end earns the reward rule's video points.
public struct VideosModel: Hashable, Sendable {
    /// The catalogue, in the scenario's order.
    public var videos: [Video]
    /// The chance of watching a video on a day in the app.
    public var chancePerDay: Double
    /// The chance that a video is watched to the end.
    public var completedShare: Double

    /// Creates the model.
    public init(videos: [Video], chancePerDay: Double, completedShare: Double) {
        self.videos = videos
        self.chancePerDay = chancePerDay
        self.completedShare = completedShare
    }
}
