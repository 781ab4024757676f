import CareStats

/// Goal attainment over a run (seed 000, Req 16): for each goal kind and period (steps
/// daily, exercise weekly, ...), how many people set it, how many of its periods were met,
/// per person and by arm. Counts and estimates only: the small-cell rule is the report's
/// to apply, on each group's ``Group/people``.
public struct GoalReport: Sendable {
    /// The periods of one arm for one goal kind and period.
    public struct ArmAttainment: Sendable {
        /// The arm.
        public var arm: String
        /// People of the arm with a period of the goal.
        public var people: Int
        /// Periods recorded.
        public var periods: Int
        /// Periods met.
        public var met: Int

        /// The share of periods met, with its Wilson 95 % interval; nil without periods.
        public var attainment: Proportion? { try? Proportion.wilson(successes: met, trials: periods) }
    }

    /// One goal kind and period.
    public struct Group: Sendable {
        /// `water`, `steps`, `stand`, `exercise` or a custom goal's name.
        public var kind: String
        /// `once`, `daily`, `weekly`, `monthly` or `yearly`.
        public var repeats: String
        /// The targets set, e.g. `8000 steps`, in sorted order.
        public var targets: [String]
        /// People with at least one recorded period.
        public var people: Int
        /// Periods recorded.
        public var periods: Int
        /// Periods met.
        public var met: Int
        /// Periods whose outcome was checked off by hand rather than measured.
        public var checkedOff: Int
        /// The share of periods met as a mean over periods with an interval clustered by
        /// person (people differ in how often they meet a goal); nil with fewer than two
        /// people or no variation.
        public var attainmentByPerson: GroupMean?
        /// Each person's share of their periods met, summarised; nil without people.
        public var personShares: DistributionSummary?
        /// The same by arm, when the run has more than one arm.
        public var arms: [ArmAttainment]

        /// The share of periods met, with its Wilson 95 % interval over periods; nil without
        /// periods.
        public var attainment: Proportion? { try? Proportion.wilson(successes: met, trials: periods) }

        /// The share of periods checked off by hand, with its Wilson 95 % interval.
        public var checkedOffShare: Proportion? { try? Proportion.wilson(successes: checkedOff, trials: periods) }
    }

    /// People in the run.
    public var people: Int
    /// Each goal kind and period with a recorded period, ordered by kind and period.
    public var groups: [Group]
}
