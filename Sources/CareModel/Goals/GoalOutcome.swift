import Foundation

/// What became of one period of a goal (seed 000, Req 16): the amount reached, if one was
/// measured, whether the goal was met, how (``Goal/method``) and when that was recorded.
public struct GoalOutcome: Hashable, Sendable {
    /// The goal, with its kind, target and period: an outcome says what it was measured
    /// against.
    public var goal: Goal
    /// The first day of the period.
    public var periodStart: CalendarDay
    /// The amount reached in the period, in the target's unit; nil when none was measured
    /// (a goal checked off by hand).
    public var amount: Double?
    /// Whether the goal was met in the period.
    public var met: Bool
    /// When the goal was checked off, or the period's amount recorded.
    public var at: Date

    /// An outcome as recorded; ``Goal/outcome(periodStart:amount:checkedOff:at:)`` applies
    /// the rule that decides `met`.
    public init(goal: Goal, periodStart: CalendarDay, amount: Double?, met: Bool, at: Date) {
        self.goal = goal
        self.periodStart = periodStart
        self.amount = amount
        self.met = met
        self.at = at
    }

    /// How it was found met or not: checked off by hand, or by measurement.
    public var how: GoalMethod { goal.method }
}
