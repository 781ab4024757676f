extension GroundTruth {
    /// What a run planted about redeeming reward points (seed 004, DR6): the reward, its
    /// cost, and the chance of redeeming on a day the balance covers the cost.
    public struct RedemptionTruth: Codable, Hashable, Sendable {
        /// What the points buy, e.g. `gift card`.
        public var reward: String
        /// Its cost in points.
        public var cost: Int
        /// The chance of redeeming on a day the balance covers the cost: what the share of
        /// such days with a redemption estimates.
        public var probability: Double

        /// The planted redemption from its parts.
        public init(reward: String, cost: Int, probability: Double) {
            self.reward = reward
            self.cost = cost
            self.probability = probability
        }
    }
}
