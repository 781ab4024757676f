import CareModel

extension TruthAnalysis {
    /// The planted chance of redeeming reward points with its estimate in `report` (the
    /// rewards analysis at the planted cost), for everyone.
    static func redemption(_ truth: GroundTruth.RedemptionTruth, report: RewardReport) -> [TruthComparison.ParameterRecovery] {
        guard let all = report.redemptions.first(where: { $0.group == "all" }) else { return [] }
        return [TruthComparison.ParameterRecovery(
            parameter: "redemption_probability", planted: truth.probability, estimate: all.redeemedShare?.estimate,
            interval: all.redeemedShare?.interval, people: all.peopleWithChances,
            note: "days with an award whose balance covered the \(truth.cost)-point \(truth.reward) on which it was redeemed, "
                + "of all such days (a ratio of per-person sums, interval clustered by person)")]
    }
}
