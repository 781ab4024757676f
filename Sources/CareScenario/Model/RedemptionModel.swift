/// Redeeming reward points for a gift card (seed 004, DR6): on each day a person earns
/// points, once the day's awards are in, a person whose balance covers the cost redeems one
/// reward with probability `probability`. Points reset each month, so what is not redeemed
/// by a month's end is lost.
public struct RedemptionModel: Hashable, Sendable {
    /// What the points buy, e.g. `gift card`.
    public var reward: String
    /// Its cost in points, at least 1.
    public var cost: Int
    /// The chance of redeeming on a day the balance covers the cost: the planted parameter.
    public var probability: Double

    /// Creates a model.
    public init(reward: String, cost: Int, probability: Double) {
        self.reward = reward
        self.cost = cost
        self.probability = probability
    }
}
