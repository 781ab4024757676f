import CareModel
import CareStats

extension TruthAnalysis {
    /// Each planted goal of `truth` with its estimate in `report`, matched by kind and period.
    static func goals(_ truth: [GroundTruth.GoalTruth], report: GoalReport) -> [TruthComparison.ParameterRecovery] {
        truth.map { goal in
            let group = report.groups.first { $0.kind == goal.kind && $0.repeats == goal.repeats }
            let mean = group?.attainmentByPerson
            return TruthComparison.ParameterRecovery(
                parameter: "attainment", item: goal.name, planted: goal.attainmentMean,
                estimate: mean?.estimate, interval: mean?.interval, people: group?.people ?? 0,
                note: (goal.repeats == "once" ? "share of people who met the one-off \(goal.kind) goal (\(goal.target)), "
                    : "share of \(goal.repeats) periods of the \(goal.kind) goal (\(goal.target)) met, ")
                    + "over periods ended while the person used the app, interval clustered by person; planted the mean of "
                    + goal.attainment)
        }
    }
}
