import CareStats

/// Each randomised arm's adherence, engagement and symptoms, and its difference from the
/// reference arm (issue 7, "arms").
public struct ArmComparison: Sendable {
    /// The arm the others are compared with: `control` when there is one, else the first
    /// by name.
    public var reference: String
    /// One entry per outcome and arm, outcomes in a fixed order, arms by name.
    public var outcomes: [Outcome]

    /// One outcome in one arm.
    public struct Outcome: Sendable {
        /// The outcome's name (see ``ArmAnalysis``).
        public var measure: String
        public var arm: String
        /// The arm's mean of the per-person values, with its interval.
        public var mean: GroupMean?
        /// For a yes-or-no outcome, the arm's proportion with its Wilson interval.
        public var proportion: Proportion?
        /// The arm's mean less the reference arm's; nil for the reference itself.
        public var difference: GroupMean?
        /// People in the arm with a value.
        public var people: Int
    }
}
