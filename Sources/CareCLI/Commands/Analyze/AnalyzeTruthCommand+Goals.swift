import CareAnalytics
import CareReports

extension AnalyzeTruthCommand {
    /// The rows of the planted goals (kind `goal`, seed 000 Req 16; item the goal,
    /// parameter `attainment`), suppressed when fewer than the small-cell minimum set one.
    func goalRows(_ comparison: TruthComparison) -> [[String]] {
        comparison.goals.map { row in
            let shown = options.smallCells.allows(row.people)
            let planted = NumberFormat.roundTrip(row.planted)
            return [
                "goal", "", "", "", row.goal, "", "attainment", planted, planted,
                AnalysisCSV.number(row.estimate, shown: shown), "",
                AnalysisCSV.number(row.interval?.lower, shown: shown),
                AnalysisCSV.number(row.interval?.upper, shown: shown),
                "", AnalysisCSV.boolean(row.recovered, shown: shown), "",
                AnalysisCSV.count(row.people, shown: shown), "", "", "", "", row.note,
                AnalysisCSV.suppression(people: row.people, rule: options.smallCells),
            ]
        }
    }
}
