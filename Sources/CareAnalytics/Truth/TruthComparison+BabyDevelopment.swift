import CareModel

extension TruthAnalysis {
    /// The planted chances of opening the week's baby-development fact on a day in the app
    /// (seed 004, DR5.FR7.2), one per trimester (item `first`, `second`, `third`), with their
    /// estimates in `report`.
    static func babyDevelopment(_ truth: GroundTruth.BabyDevelopmentTruth,
                                report: BabyDevelopmentReport) -> [TruthComparison.ParameterRecovery] {
        Trimester.allCases.map { trimester in
            let row = report.row(trimester)
            return TruthComparison.ParameterRecovery(
                parameter: "view_chance", item: trimester.name, planted: truth.chance(in: trimester),
                estimate: row?.viewsPerUseDay?.estimate, interval: row?.viewsPerUseDay?.interval, people: row?.people ?? 0,
                note: "views per day with a log-in in the trimester, a ratio of per-person sums clustered by person")
        }
    }
}
