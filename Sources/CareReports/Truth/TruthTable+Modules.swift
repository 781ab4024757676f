import CareAnalytics

extension TruthTable {
    /// The rows of the learning modules' planted parameters (kind `module`, seed 004
    /// DR5.FR6.0, DR8), suppressed when fewer than the small-cell minimum back them.
    func moduleRows(_ comparison: TruthComparison) -> [[String]] {
        comparison.modules.map { row in
            let shown = smallCells.allows(row.people)
            let planted = NumberFormat.roundTrip(row.planted)
            return [
                "module", "", "", "", row.item, "", row.parameter, planted, planted,
                AnalysisCSV.number(row.estimate, shown: shown), "",
                AnalysisCSV.number(row.interval?.lower, shown: shown),
                AnalysisCSV.number(row.interval?.upper, shown: shown),
                "", AnalysisCSV.boolean(row.recovered, shown: shown), "",
                AnalysisCSV.count(row.people, shown: shown), "", "", "", "", row.note,
                AnalysisCSV.suppression(people: row.people, rule: smallCells),
            ]
        }
    }
}
