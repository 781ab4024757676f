import CareModel

extension TruthAnalysis {
    /// The planted learning-game scores (seed 003, stories 23 and 24) with their estimates in
    /// `report`: the mean first score over the run's people (segments are not stored, so
    /// the segments' planted means weighted by their realised people) and the practice effect.
    static func games(_ truth: GroundTruth.GameTruth, report: GameReport) -> [TruthComparison.ParameterRecovery] {
        guard report.overall != nil else { return [] }
        let segments = truth.meanScore.keys.sorted().map { "\($0) \(String(truth.meanScore[$0]!))" }
        return [
            TruthComparison.ParameterRecovery(
                parameter: "mean_first_score", planted: truth.meanFirstScore, estimate: report.firstScore?.estimate,
                interval: report.firstScore?.interval, people: report.firstScore?.people ?? 0,
                note: "mean score of each person's first game (95 % interval, one score per person); planted the "
                    + "segments' means weighted by their people (" + segments.joined(separator: ", ") + ")"),
            TruthComparison.ParameterRecovery(
                parameter: "practice_per_10_games", planted: truth.practicePerTenGames,
                estimate: report.practicePer10Games?.estimate, interval: report.practicePer10Games?.interval,
                people: report.practicePeople,
                note: "within-person regression of score on games played before ÷ 10 (person fixed effects, "
                    + "clustered by person); planted score sd \(truth.sd)"),
        ]
    }
}
