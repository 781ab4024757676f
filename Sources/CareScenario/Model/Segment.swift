/// A group of people whose traits are drawn from the same distributions, e.g. 60 %
/// engaged and 40 % casual users.
public struct Segment: Hashable, Sendable {
    /// The segment's name.
    public var name: String
    /// The share of the population in this segment.
    public var share: Double
    /// The distributions of the segment's per-person traits.
    public var traits: TraitModels

    /// Creates a segment; by default everyone, with default traits.
    public init(name: String = "everyone", share: Double = 1, traits: TraitModels = TraitModels()) {
        self.name = name
        self.share = share
        self.traits = traits
    }
}

/// The distributions of the behaviour traits every simulated person has.
///
/// On day t (0 for the first) a person who has not dropped out opens the app with
/// probability `logging × (floor + (1 − floor) × 2^(−t / half-life))`, where the half-life
/// is `engagement_half_life_days × reward_multiplier^reward_sensitivity`; the missing-data
/// mechanism then shifts that probability on the log-odds scale. Each day a person drops
/// out for good with probability `dropout_hazard ÷ reward_multiplier^reward_sensitivity`.
public struct TraitModels: Hashable, Sendable {
    /// Probability of logging on a day at full engagement.
    public var logging: Distribution
    /// Days for engagement to fall halfway to its floor.
    public var engagementHalfLifeDays: Distribution
    /// The share of engagement that never decays, 0-1.
    public var engagementFloor: Distribution
    /// Daily probability of dropping out for good.
    public var dropoutHazard: Distribution
    /// Probability that a reminder gets a person who would not have logged to log.
    public var reminderResponse: Distribution
    /// Probability that a person snoozes a reminder before responding to it.
    public var snooze: Distribution
    /// How strongly reward points slow disengagement and dropout (0: not at all).
    public var rewardSensitivity: Distribution

    /// Creates trait models; the defaults describe a steady, fully engaged population.
    public init(
        logging: Distribution = .constant(1),
        engagementHalfLifeDays: Distribution = .constant(1_000_000),
        engagementFloor: Distribution = .constant(0),
        dropoutHazard: Distribution = .constant(0),
        reminderResponse: Distribution = .constant(0),
        snooze: Distribution = .constant(0),
        rewardSensitivity: Distribution = .constant(0)
    ) {
        self.logging = logging
        self.engagementHalfLifeDays = engagementHalfLifeDays
        self.engagementFloor = engagementFloor
        self.dropoutHazard = dropoutHazard
        self.reminderResponse = reminderResponse
        self.snooze = snooze
        self.rewardSensitivity = rewardSensitivity
    }
}
