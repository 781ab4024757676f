extension GroundTruth {
    /// What a run planted about the cohort chat (seed 004, DR4.FR5.0-5.2 and DR5.FR7.1):
    /// the administrator's window of each arm, whether moods are posted, the share of
    /// messages deleted and the median delay, and the median minutes to a first reply, the
    /// planted effect that makes a longer window raise the share of messages replied to
    /// while visible (issue 18), which `carelab analyze truth` recovers.
    public struct ChatTruth: Codable, Hashable, Sendable {
        /// The window of each arm (`1h`, `2h`, `24h`, `48h`), by the arm's name.
        public var windows: [String: String]
        /// Whether every mood chosen is posted to the chat.
        public var moodPosts: Bool
        /// The chance that an administrator deletes a message.
        public var deletedShare: Double
        /// The median minutes from sending to a deletion.
        public var deletionMedianMinutes: Double
        /// The median minutes from sending to the first reply, had the message stayed
        /// visible (exponential delays).
        public var replyMedianMinutes: Double
        /// For each window in use, the chance that a message not deleted while visible gets
        /// a reply while visible: 1 − 2^(−window ÷ median), rounded to 12 decimals.
        public var repliedShareWithinWindow: [String: Double]

        /// The planted chat from its parts.
        public init(windows: [String: String], moodPosts: Bool, deletedShare: Double, deletionMedianMinutes: Double,
                    replyMedianMinutes: Double, repliedShareWithinWindow: [String: Double]) {
            self.windows = windows
            self.moodPosts = moodPosts
            self.deletedShare = deletedShare
            self.deletionMedianMinutes = deletionMedianMinutes
            self.replyMedianMinutes = replyMedianMinutes
            self.repliedShareWithinWindow = repliedShareWithinWindow
        }
    }
}
