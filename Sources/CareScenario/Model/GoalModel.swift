import CareModel

/// A goal some people set (seed 000, Req 16): its kind, target and period, who sets it,
/// how they find it met, and the planted chance that they meet it in a period.
public struct GoalModel: Hashable, Sendable {
    /// The goal's name; the kind's name unless the scenario gives one.
    public var name: String
    /// What it is about.
    public var kind: GoalKind
    /// The amount to reach in each period.
    public var target: GoalTarget
    /// `once` (the one-off goal is for ``day``) or how often a new period starts; repeating
    /// goals are set on the run's first day.
    public var repeats: Frequency
    /// The day of a one-off goal; the run's first day for a repeating one.
    public var day: CalendarDay
    /// The chance that a person sets the goal.
    public var share: Double
    /// The chance that a person who sets it checks it off by hand rather than having it
    /// measured.
    public var checkOffShare: Double
    /// Each person's chance of meeting the goal in a period, drawn once per person who sets
    /// it: the planted attainment, whose mean `carelab analyze truth` recovers.
    public var attainment: Distribution

    public init(name: String, kind: GoalKind, target: GoalTarget, repeats: Frequency, day: CalendarDay, share: Double,
                checkOffShare: Double, attainment: Distribution) {
        self.name = name
        self.kind = kind
        self.target = target
        self.repeats = repeats
        self.day = day
        self.share = share
        self.checkOffShare = checkOffShare
        self.attainment = attainment
    }
}
