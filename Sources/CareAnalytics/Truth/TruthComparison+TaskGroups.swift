import CareModel

extension TruthAnalysis {
    /// Each planted edit of a task group's schedule (seed 003, story 12) with its estimate in
    /// `report`: the within-person (Mantel-Haenszel) odds ratio of completing the group's
    /// occurrences after the edit against before it.
    static func taskGroups(_ groups: [GroundTruth.TaskGroupTruth], report: TaskReport) -> [TruthComparison.ParameterRecovery] {
        groups.flatMap { group in
            group.edits.map { edit in
                let estimate = report.groupEdits.first { $0.group == group.name && $0.from.description == edit.from }
                return TruthComparison.ParameterRecovery(
                    parameter: "completion_odds_ratio", item: "\(group.name) from \(edit.from)", planted: edit.completionOddsRatio,
                    estimate: estimate?.oddsRatio?.estimate, interval: estimate?.oddsRatio?.interval, people: estimate?.people ?? 0,
                    note: "within-person Mantel-Haenszel odds ratio of completing after the edit against before (strata: "
                        + "person and task; days of use), interval clustered by person; the edit: \(edit.schedule)")
            }
        }
    }
}
