extension GroundTruth {
    /// What a run planted for one reminder (seed 000, Req 15): its name, subject, target and
    /// schedule, who sets it, and the chance that a firing is followed, whose mean `carelab
    /// analyze truth` recovers.
    public struct ReminderTruth: Codable, Hashable, Sendable {
        /// The reminder's custom name.
        public var name: String
        /// What it is for: `medication`, `lifestyle_factor`, `appointment`, `device_change`
        /// or `other`.
        public var subject: String
        /// The medication, factor, appointment or device it names; nil when none.
        public var target: String?
        /// Its schedule as an RFC 5545 RRULE.
        public var schedule: String
        /// The chance that a person sets the reminder.
        public var share: Double
        /// The distribution of each person's chance of following a firing, as the scenario
        /// writes it.
        public var followed: String
        /// That distribution's mean: the share of firings followed that the analysis estimates.
        public var followedMean: Double

        /// The planted reminder from its parts.
        public init(name: String, subject: String, target: String?, schedule: String, share: Double, followed: String,
                    followedMean: Double) {
            self.name = name
            self.subject = subject
            self.target = target
            self.schedule = schedule
            self.share = share
            self.followed = followed
            self.followedMean = followedMean
        }
    }
}
