import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze helpful-resources`: the list of helpful resources in seed 002's wellbeing
/// kit: how often people view it and how often they add, edit, delete and move its entries.
extension HelpfulResourcesAnalysis: DeclaredAnalysis {
    public static let name = "helpful-resources"
    public static let abstract = "Helpful resources: views per day in the app and per person-week, entries added, edited, deleted, moved (seed 002)."
    public static let discussion = """
        Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
        suppressed), seed 002 entries 64-74: views_per_use_day (views of the list
        per day with a log-in, people those who used the app: the chance of
        viewing it on a day in the app) and views_per_person_week (per ISO week
        with a log-in); views, adds, edits, deletes and reorders (counts, people
        those who viewed the list); adds_per_view, edits_per_view and
        deletes_per_view (edits and deletes per view of a list with an entry) and
        reorders_per_view (per view of a list with two or more); every rate a
        ratio of per-person sums with a 95 % interval clustered by person. Then
        added (a count) by item, the entry's kind: phone_number, web_url,
        email_address, other. Fewer people than --min-cell: suppressed. No
        entry's text is ever stored or read.
        """
    public static let exampleRun = "runs/wellbeing"
    public static let nothingToRead = "the database has no views of helpful resources"

    public static func run(on database: CareDatabase) throws -> HelpfulResourcesReport {
        try HelpfulResourcesAnalysis().run(on: database)
    }

    public static func isEmpty(_ result: HelpfulResourcesReport) -> Bool { result.isEmpty }

    public static func table(_ report: HelpfulResourcesReport, smallCells: SmallCellRule) -> CSVTable {
        var table = LongTable(smallCells: smallCells)
        guard !report.isEmpty else { return table.table }
        for (measure, estimate) in [("views_per_use_day", report.viewsPerUseDay), ("views_per_person_week", report.viewsPerPersonWeek)] {
            table.add(measure, estimate?.estimate, estimate?.interval, people: report.peopleWithUse)
        }
        for (measure, count) in [("views", report.views), ("adds", report.adds), ("edits", report.edits),
                                 ("deletes", report.deletes), ("reorders", report.reorders)] {
            table.add(measure, count: count, people: report.peopleViewing)
        }
        for (measure, estimate) in [("adds_per_view", report.addsPerView), ("edits_per_view", report.editsPerView),
                                    ("deletes_per_view", report.deletesPerView), ("reorders_per_view", report.reordersPerView)] {
            table.add(measure, estimate?.estimate, estimate?.interval, people: estimate?.count ?? 0)
        }
        for kind in HelpfulResource.Kind.allCases {
            table.add("added", item: kind.rawValue, count: report.addedByKind[kind] ?? 0, people: report.peopleViewing)
        }
        return table.table
    }

    // MARK: - Report section

    /// The header of the section's table.
    static let header = ["measure", "people", "estimate", "95 % interval"]

    /// Views per day in the app and per person-week, and entries added, edited, deleted and
    /// moved per view, each with its interval clustered by person; a row backed by fewer
    /// people than the small-cell minimum shows `suppressed`.
    static func rows(_ report: HelpfulResourcesReport, smallCells: SmallCellRule) -> [[String]] {
        func row(_ label: String, _ estimate: RatioEstimate?, people: Int) -> [String] {
            guard smallCells.allows(people) else { return [label, smallCells.shown(people), "suppressed", ""] }
            return [label, NumberFormat.grouped(people), estimate.map { NumberFormat.fixed($0.estimate, 3) } ?? "NA",
                    RunReport.range(estimate?.interval.lower, estimate?.interval.upper, 3)]
        }
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

    /// The text above the section's table.
    static func text(_ report: HelpfulResourcesReport, smallCells: SmallCellRule) -> String {
        "The list of helpful resources (seed 002, entries 64-74) viewed by \(smallCells.shown(report.peopleViewing)) "
            + "of \(English.count(report.people, "person", "people")), \(smallCells.shown(report.views)) views in all; "
            + "\(smallCells.shown(report.adds)) entries added at the bottom, \(smallCells.shown(report.edits)) edited, "
            + "\(smallCells.shown(report.deletes)) deleted and \(smallCells.shown(report.reorders)) moved. Only each entry's "
            + "kind and place are stored, never its text. `carelab analyze helpful-resources` writes the same figures."
    }

    public static func markdown(_ result: HelpfulResourcesReport, in report: RunReport) -> [String] {
        ["## Helpful resources", "", text(result, smallCells: report.smallCells), ""]
            + RunReport.markdownTable(header: header, rows: rows(result, smallCells: report.smallCells)) + [""]
    }

    /// The Markdown report's table.
    public static func html(_ result: HelpfulResourcesReport, in report: RunReport) -> HTMLDocument.Section? {
        var table = HTMLTable(caption: "Helpful resources", header: header, labelColumns: 1)
        rows(result, smallCells: report.smallCells).forEach { table.append($0) }
        return HTMLDocument.Section(id: "helpful-resources", title: "Helpful resources",
                                    body: HTML.paragraph(text(result, smallCells: report.smallCells)) + "\n" + table.html)
    }

    // MARK: - Ground truth

    public static let truthKind: String? = "helpful_resources"
    public static let truthSummary = "helpful-resources parameters"
    public static let truthHelp = """
        Per planted helpful-resources parameter (kind helpful_resources, seed 002
        entries 64-74): view_chance_per_day (views per day with a log-in),
        add_chance (entries added per view), edit_chance and delete_chance
        (per view of a list with an entry) and reorder_chance (per view of a list
        with two or more), each a ratio of per-person sums with its interval
        clustered by person.
        """

    public static func plants(_ truth: GroundTruth) -> Bool { truth.helpfulResources != nil }

    /// The planted use of the list with its estimates: views per day with a log-in, and
    /// entries added per view, edited and deleted per view of a list with one, and moved per
    /// view of a list with two or more, each a ratio of per-person sums with its
    /// person-clustered interval.
    public static func truthRows(_ truth: GroundTruth, _ report: HelpfulResourcesReport) -> [TruthComparison.ParameterRecovery] {
        guard let planted = truth.helpfulResources else { return [] }
        func row(_ name: String, _ planted: Double, _ estimate: RatioEstimate?, note: String) -> TruthComparison.ParameterRecovery {
            TruthComparison.ParameterRecovery(parameter: name, planted: planted, estimate: estimate?.estimate,
                                              interval: estimate?.interval, people: estimate?.count ?? 0, note: note)
        }
        return [
            row("view_chance_per_day", planted.viewChancePerDay, report.viewsPerUseDay,
                note: "views of the list per day with a log-in, interval clustered by person"),
            row("add_chance", planted.addChance, report.addsPerView, note: "entries added per view, interval clustered by person"),
            row("edit_chance", planted.editChance, report.editsPerView,
                note: "entries edited per view of a list with an entry, interval clustered by person"),
            row("delete_chance", planted.deleteChance, report.deletesPerView,
                note: "entries deleted per view of a list with an entry, interval clustered by person"),
            row("reorder_chance", planted.reorderChance, report.reordersPerView,
                note: "entries moved per view of a list with two or more, interval clustered by person"),
        ]
    }
}
