import ArgumentParser
import CareAnalytics
import CareModel
import CareReports
import CareStats

/// `carelab analyze helpful-resources`: the list of helpful resources in seed 002's wellbeing
/// kit: how often people view it and how often they add, edit, delete and move its entries.
struct AnalyzeHelpfulResourcesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "helpful-resources",
        abstract: "Helpful resources: views per day in the app and per person-week, entries added, edited, deleted, moved (seed 002).",
        discussion: """
            EXAMPLE:
              carelab analyze helpful-resources --db runs/wellbeing/carelab.sqlite -o resources.csv

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
    )

    @OptionGroup var options: AnalyzeOptions

    func run() throws {
        let report = try options.reading { database in try HelpfulResourcesAnalysis().run(on: database) }
        if report.isEmpty { Console.message("the database has no views of helpful resources") }
        try options.write(Self.table(report, smallCells: options.smallCells).table)
    }

    /// The long table of `report`.
    static func table(_ report: HelpfulResourcesReport, smallCells: SmallCellRule) -> LongTable {
        var table = LongTable(smallCells: smallCells)
        guard !report.isEmpty else { return table }
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
        return table
    }
}
