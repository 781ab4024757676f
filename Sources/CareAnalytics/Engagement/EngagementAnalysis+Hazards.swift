import CareStats

extension EngagementAnalysis {
    /// The Cox model of the time to dropout on one 0/1 column per arm other than the
    /// reference (`control` when there is one, else the first arm by name), Efron ties.
    static func hazards(_ survival: [(days: Int, droppedOut: Bool, arm: String)]) -> EngagementReport.DropoutHazards {
        let arms = Set(survival.map(\.arm)).sorted()
        let reference = arms.contains("control") ? "control" : arms.first ?? ""
        let others = arms.filter { $0 != reference }
        return EngagementReport.DropoutHazards(
            reference: reference,
            people: Dictionary(grouping: survival, by: \.arm).mapValues(\.count),
            model: Result { () throws(StatisticsError) in
                try CoxRegression.fit(
                    time: survival.map { Double($0.days) }, event: survival.map(\.droppedOut),
                    covariates: others.map { arm in survival.map { $0.arm == arm ? 1 : 0 } }, names: others)
            })
    }
}
