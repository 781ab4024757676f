extension GroundTruth {
    /// What a run planted about task notifications (seed 003, stories 1 and 6): the chance
    /// that a notification is seen on the alarm page and the minutes it takes.
    public struct NotificationTruth: Codable, Hashable, Sendable {
        /// The chance that a notification is ever seen: what the share of notifications
        /// seen estimates.
        public var seenChance: Double
        /// The median minutes from sending to seeing over the notifications seen: what
        /// their sample median estimates.
        public var medianMinutesToSeen: Double
        /// The log-scale standard deviation of the minutes to seen (log-normal).
        public var spread: Double
        /// The chance that a caregiver opts in to be told of misses (seed 003, story 16);
        /// nil when the opt-in is not recorded.
        public var optInMisses: Double?
        /// The chance that a caregiver opts in to be told of completions; nil when the
        /// opt-in is not recorded.
        public var optInCompletions: Double?

        /// The planted notifications from their parts.
        public init(seenChance: Double, medianMinutesToSeen: Double, spread: Double, optInMisses: Double? = nil,
                    optInCompletions: Double? = nil) {
            self.seenChance = seenChance
            self.medianMinutesToSeen = medianMinutesToSeen
            self.spread = spread
            self.optInMisses = optInMisses
            self.optInCompletions = optInCompletions
        }
    }
}
