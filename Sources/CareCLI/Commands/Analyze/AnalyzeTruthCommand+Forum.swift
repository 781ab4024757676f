import CareAnalytics
import CareReports

extension AnalyzeTruthCommand {
    /// The rows of the information desk's planted parameters (kind `forum`, seed 004 DR3),
    /// suppressed when fewer than the small-cell minimum asked.
    func forumRows(_ comparison: TruthComparison) -> [[String]] {
        comparison.forum.map { row in
            let shown = options.smallCells.allows(row.people)
            let planted = NumberFormat.roundTrip(row.planted)
            return [
                "forum", "", "", "", "", "", row.parameter, planted, planted,
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
