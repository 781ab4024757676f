import CareModel
import CareStats

extension TruthAnalysis {
    /// The planted use of the helpful resources (seed 002, entries 64-74) with its estimates
    /// in `report`: views per day with a log-in, and entries added per view, edited and
    /// deleted per view of a list with one, and moved per view of a list with two or more,
    /// each a ratio of per-person sums with its person-clustered interval.
    static func helpfulResources(_ truth: GroundTruth.HelpfulResourcesTruth,
                                 report: HelpfulResourcesReport) -> [TruthComparison.ParameterRecovery] {
        func row(_ name: String, _ planted: Double, _ estimate: RatioEstimate?, note: String) -> TruthComparison.ParameterRecovery {
            TruthComparison.ParameterRecovery(parameter: name, planted: planted, estimate: estimate?.estimate,
                                              interval: estimate?.interval, people: estimate?.count ?? 0, note: note)
        }
        return [
            row("view_chance_per_day", truth.viewChancePerDay, report.viewsPerUseDay,
                note: "views of the list per day with a log-in, interval clustered by person"),
            row("add_chance", truth.addChance, report.addsPerView, note: "entries added per view, interval clustered by person"),
            row("edit_chance", truth.editChance, report.editsPerView,
                note: "entries edited per view of a list with an entry, interval clustered by person"),
            row("delete_chance", truth.deleteChance, report.deletesPerView,
                note: "entries deleted per view of a list with an entry, interval clustered by person"),
            row("reorder_chance", truth.reorderChance, report.reordersPerView,
                note: "entries moved per view of a list with two or more, interval clustered by person"),
        ]
    }
}
