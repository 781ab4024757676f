import CareModel
import CareStats

/// The cohort chat of seed 004 (DR4.FR5.0-5.2, DR5.FR7.1) as DR8's research analytics ask:
/// how often members post, which moods the mood survey posts, how often a message gets a
/// reply while it is still visible under each administrator's window (issue 18), how soon,
/// and how many messages moderators delete. Counts and estimates only: the small-cell rule
/// is the report's to apply, on each cell's people.
public struct ChatReport: Sendable {
    /// Messages posted by the people of one group.
    public struct Rate: Sendable {
        /// `all`, `arm` or `cohort`.
        public var dimension: String
        /// The group: `all`, an arm's or a cohort's name.
        public var group: String
        /// People in the group (posting or not).
        public var people: Int
        /// People in the group who posted.
        public var posters: Int
        /// Messages posted, written and mood posts.
        public var messages: Int
        /// Of them, mood posts.
        public var moodPosts: Int
        /// Member-weeks of the group: people × the study's days ÷ 7.
        public var memberWeeks: Double

        /// Messages per member-week; nil without member-weeks.
        public var perMemberWeek: Double? { memberWeeks > 0 ? Double(messages) / memberWeeks : nil }
    }

    /// The mood posts of one mood.
    public struct MoodPosts: Sendable {
        /// The mood.
        public var mood: Mood
        /// Posts of it.
        public var posts: Int
        /// People who posted it.
        public var people: Int
    }

    /// The messages sent under one visibility window whose window ended within the study
    /// and that no administrator deleted while visible.
    public struct Window: Sendable {
        /// The administrator's window.
        public var window: ChatVisibilityWindow
        /// People with such a message.
        public var people: Int
        /// Such messages.
        public var messages: Int
        /// Of them, replied to while visible.
        public var replied: Int
        /// The share replied to as a mean over messages with an interval clustered by
        /// person; nil with fewer than two people or no variation.
        public var repliedByPerson: GroupMean?

        /// The share replied to with its Wilson 95 % interval over messages (which treats
        /// them as independent); nil without messages.
        public var repliedShare: Proportion? { try? Proportion.wilson(successes: replied, trials: messages) }
    }

    /// People in the run.
    public var people: Int
    /// People who posted at least once.
    public var posters: Int
    /// Messages posted.
    public var messages: Int
    /// Messages an administrator deleted, whenever.
    public var deleted: Int
    /// The share of messages deleted, a mean over messages with an interval clustered by
    /// person; nil with fewer than two posters or no variation.
    public var deletedByPerson: GroupMean?
    /// Everyone, then each arm and each cohort when the run has more than one.
    public var rates: [Rate]
    /// Mood posts by mood, in the survey's order; moods never posted left out.
    public var moods: [MoodPosts]
    /// Replies within the window, by window, shortest first.
    public var windows: [Window]
    /// Minutes from sending to the first reply, Kaplan-Meier over every message, censored
    /// when it stopped being visible (its window's end or its deletion) or at the study's
    /// end; nil without messages.
    public var minutesToReply: SurvivalCurve?

    /// The share of messages deleted with its Wilson 95 % interval; nil without messages.
    public var deletedShare: Proportion? { try? Proportion.wilson(successes: deleted, trials: messages) }

    /// The minutes by which a share `p` of the messages had a first reply (0.25, 0.5, 0.75
    /// for the quartiles), with the interval of the curve's exponential Greenwood band
    /// (nil where an end never gets there); nil without messages or when the curve never
    /// gets there.
    public func minutesToReply(share p: Double) -> (estimate: Double, interval: ConfidenceInterval?)? {
        guard let quantile = minutesToReply?.timeToEventShare(p), quantile.estimate.isFinite else { return nil }
        let interval = quantile.interval
        return (quantile.estimate, interval.lower.isFinite && interval.upper.isFinite ? interval : nil)
    }

    /// The cell of `window`, if a message was sent under it.
    public func cell(_ window: ChatVisibilityWindow) -> Window? { windows.first { $0.window == window } }
}
