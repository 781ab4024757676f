import CareAnalytics
import CareStats

extension RunReport {
    /// The header of ``helpfulResourceRows``.
    static let helpfulResourceHeader = ["measure", "people", "estimate", "95 % interval"]

    /// The helpful resources (seed 002, entries 64-74), for the Markdown and HTML reports
    /// alike: views per day in the app and per person-week, and entries added, edited,
    /// deleted and moved per view, each with its interval clustered by person. Nil when
    /// nobody viewed the list; a row backed by fewer people than the small-cell minimum shows
    /// `suppressed`.
    var helpfulResourceRows: [[String]]? {
        guard let helpfulResources, !helpfulResources.isEmpty else { return nil }
        func row(_ label: String, _ estimate: RatioEstimate?, people: Int) -> [String] {
            guard smallCells.allows(people) else { return [label, smallCells.shown(people), "suppressed", ""] }
            return [label, NumberFormat.grouped(people), estimate.map { NumberFormat.fixed($0.estimate, 3) } ?? "NA",
                    Self.range(estimate?.interval.lower, estimate?.interval.upper, 3)]
        }
        let report = helpfulResources
        return [
            row("views per day in the app", report.viewsPerUseDay, people: report.peopleWithUse),
            row("views per person-week with a log-in", report.viewsPerPersonWeek, people: report.peopleWithUse),
            row("entries added per view", report.addsPerView, people: report.addsPerView?.count ?? 0),
            row("entries edited per view of a list with one", report.editsPerView, people: report.editsPerView?.count ?? 0),
            row("entries deleted per view of a list with one", report.deletesPerView, people: report.deletesPerView?.count ?? 0),
            row("entries moved per view of a list with two or more", report.reordersPerView,
                people: report.reordersPerView?.count ?? 0),
        ]
    }

    /// The text above the helpful resources' table.
    var helpfulResourceText: String? {
        guard let helpfulResources, helpfulResourceRows != nil else { return nil }
        let report = helpfulResources
        return "The list of helpful resources (seed 002, entries 64-74) viewed by \(smallCells.shown(report.peopleViewing)) "
            + "of \(NumberFormat.grouped(report.people)) people, \(smallCells.shown(report.views)) views in all; "
            + "\(smallCells.shown(report.adds)) entries added at the bottom, \(smallCells.shown(report.edits)) edited, "
            + "\(smallCells.shown(report.deletes)) deleted and \(smallCells.shown(report.reorders)) moved. Only each entry's "
            + "kind and place are stored, never its text. `carelab analyze helpful-resources` writes the same figures."
    }

    /// The Markdown section of ``helpfulResourceRows``.
    var helpfulResourcesSection: [String] {
        guard let rows = helpfulResourceRows, let text = helpfulResourceText else { return [] }
        return ["## Helpful resources", "", text, "", "| " + Self.helpfulResourceHeader.joined(separator: " | ") + " |",
                "|" + String(repeating: "---|", count: Self.helpfulResourceHeader.count)]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" } + [""]
    }
}
