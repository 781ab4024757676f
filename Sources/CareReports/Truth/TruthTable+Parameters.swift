import CareAnalytics

extension TruthTable {
    /// The rows of a feature's planted parameters under `kind` (`forum`, seed 004 DR3;
    /// `redemption`, DR6; `goal`, seed 000 Req 16; `reminder`, Req 15; ...), suppressed when
    /// fewer than the small-cell minimum are behind an estimate.
    func parameterRows(_ kind: String, _ recoveries: [TruthComparison.ParameterRecovery]) -> [[String]] {
        recoveries.map { row in
            let shown = smallCells.allows(row.people)
            let planted = NumberFormat.roundTrip(row.planted)
            return [
                kind, "", "", "", row.item, "", row.parameter, planted, planted,
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
