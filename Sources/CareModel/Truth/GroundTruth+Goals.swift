extension GroundTruth {
    /// What a run planted for one goal (seed 000, Req 16): its kind, target and period, who
    /// sets it and how, and the chance of meeting it in a period, whose mean `carelab
    /// analyze truth` recovers.
    public struct GoalTruth: Codable, Hashable, Sendable {
        /// The goal's name.
        public var name: String
        /// Its kind: `water`, `steps`, `stand`, `exercise` or a custom goal's name.
        public var kind: String
        /// The target, e.g. `8000 steps`.
        public var target: String
        /// `once`, `daily`, `weekly`, `monthly` or `yearly`.
        public var repeats: String
        /// The chance that a person sets the goal.
        public var share: Double
        /// The chance that a person who sets it checks it off by hand.
        public var checkOffShare: Double
        /// The distribution of each person's chance of meeting it in a period, as the
        /// scenario writes it.
        public var attainment: String
        /// That distribution's mean: the share of periods met that the analysis estimates.
        public var attainmentMean: Double

        /// The planted goal from its parts.
        public init(name: String, kind: String, target: String, repeats: String, share: Double, checkOffShare: Double,
                    attainment: String, attainmentMean: Double) {
            self.name = name
            self.kind = kind
            self.target = target
            self.repeats = repeats
            self.share = share
            self.checkOffShare = checkOffShare
            self.attainment = attainment
            self.attainmentMean = attainmentMean
        }
    }
}
