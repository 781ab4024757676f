import CareAnalytics
import CareReports

extension AnalyzeTruthCommand {
    /// The rows of the planted reminders (kind `reminder`, seed 000 Req 15; item the
    /// reminder, parameter `followed`), suppressed when fewer than the small-cell minimum
    /// set one.
    func reminderRows(_ comparison: TruthComparison) -> [[String]] {
        comparison.reminders.map { row in
            let shown = options.smallCells.allows(row.people)
            let planted = NumberFormat.roundTrip(row.planted)
            return [
                "reminder", "", "", "", row.reminder, "", "followed", planted, planted,
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
