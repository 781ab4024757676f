import CareModel
import CareStats

extension TruthComparison {
    /// A goal's planted chance of being met in a period (seed 000, Req 16) and its estimate
    /// from ``GoalAnalysis``: recovered when the 95 % interval covers it.
    public struct GoalRecovery: Sendable {
        /// The goal's name.
        public var goal: String
        /// Its kind.
        public var kind: String
        /// Its period: `once`, `daily`, `weekly`, `monthly` or `yearly`.
        public var repeats: String
        /// The planted mean chance of meeting the goal in a period.
        public var planted: Double
        /// The share of recorded periods met; nil without periods of two people.
        public var estimate: Double?
        /// Its 95 % interval, clustered by person; nil when undefined.
        public var interval: ConfidenceInterval?
        /// People with a recorded period.
        public var people: Int
        /// The estimate's method.
        public var note: String

        /// Whether the interval covers the planted value; nil without one.
        public var recovered: Bool? { interval.map { $0.lower <= planted && planted <= $0.upper } }
    }
}

extension TruthAnalysis {
    /// Each planted goal of `truth` with its estimate in `report`, matched by kind and period.
    static func goals(_ truth: [GroundTruth.GoalTruth], report: GoalReport) -> [TruthComparison.GoalRecovery] {
        truth.map { goal in
            let group = report.groups.first { $0.kind == goal.kind && $0.repeats == goal.repeats }
            let mean = group?.attainmentByPerson
            return TruthComparison.GoalRecovery(
                goal: goal.name, kind: goal.kind, repeats: goal.repeats, planted: goal.attainmentMean,
                estimate: mean?.estimate, interval: mean?.interval, people: group?.people ?? 0,
                note: (goal.repeats == "once" ? "share of people who met the one-off \(goal.kind) goal (\(goal.target)), "
                    : "share of \(goal.repeats) periods of the \(goal.kind) goal (\(goal.target)) met, ")
                    + "over periods ended while the person used the app, interval clustered by person; planted the mean of "
                    + goal.attainment)
        }
    }
}
