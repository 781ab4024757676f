import CareModel

extension TruthAnalysis {
    /// The planted video viewing (seed 004; DR6.FR8.0) with its estimates in `report`: the
    /// chance of watching on a day in the app and the share watched to the end.
    static func videos(_ truth: GroundTruth.VideoTruth, report: VideoReport) -> [TruthComparison.ParameterRecovery] {
        guard let all = report.all else { return [] }
        return [
            TruthComparison.ParameterRecovery(
                parameter: "chance_per_day", planted: truth.chancePerDay, estimate: report.viewsPerUseDay?.estimate,
                interval: report.viewsPerUseDay?.interval, people: report.peopleWithUse,
                note: "viewings per day with a log-in, a ratio with an interval clustered by person"),
            TruthComparison.ParameterRecovery(
                parameter: "completed_share", planted: truth.completedShare, estimate: all.completedByPerson?.estimate,
                interval: all.completedByPerson?.interval, people: all.people,
                note: "viewings watched to the end, a mean over viewings with an interval clustered by person"),
        ]
    }
}
