/// What an arm, or an intervention, sets: whether reminders are sent and how reward
/// points are scaled.
public struct Regimen: Hashable, Sendable {
    /// Whether a daily reminder is sent.
    public var reminders: Bool
    /// Points earned are multiplied by this (2 for doubled points).
    public var rewardMultiplier: Double

    /// Creates a regimen; by default no reminders and normal points.
    public init(reminders: Bool = false, rewardMultiplier: Double = 1) {
        self.reminders = reminders
        self.rewardMultiplier = rewardMultiplier
    }
}

/// A randomised arm: each person is assigned to one with probability `share`.
public struct Arm: Hashable, Sendable {
    public var name: String
    public var share: Double
    public var regimen: Regimen

    /// Creates an arm; by default the single arm `all`.
    public init(name: String = "all", share: Double = 1, regimen: Regimen = Regimen()) {
        self.name = name
        self.share = share
        self.regimen = regimen
    }
}

/// A change from a given day of the run, for one arm or for everyone: "what if we turned
/// reminders on from day 30?" Settings it leaves nil stay as the arm had them.
public struct Intervention: Hashable, Sendable {
    /// The first day (0-based) the change applies.
    public var fromDay: Int
    /// The arm it applies to, or nil for every arm.
    public var arm: String?
    /// Reminders on or off from that day, or nil to leave them.
    public var reminders: Bool?
    /// The reward multiplier from that day, or nil to leave it.
    public var rewardMultiplier: Double?

    public init(fromDay: Int, arm: String? = nil, reminders: Bool? = nil, rewardMultiplier: Double? = nil) {
        self.fromDay = fromDay
        self.arm = arm
        self.reminders = reminders
        self.rewardMultiplier = rewardMultiplier
    }
}

extension Regimen {
    /// The regimen after `intervention` changed it.
    public func applying(_ intervention: Intervention) -> Regimen {
        Regimen(reminders: intervention.reminders ?? reminders,
                rewardMultiplier: intervention.rewardMultiplier ?? rewardMultiplier)
    }
}
