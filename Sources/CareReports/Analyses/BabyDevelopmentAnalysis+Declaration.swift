import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze baby-development`: the week's baby-development fact on the home screen
/// in seed 004's recovery programme (DR5.FR7.2): how often people open it on a day in the
/// app by trimester, and views by gestational week.
extension BabyDevelopmentAnalysis: DeclaredAnalysis {
    public static let name = "baby-development"
    public static let abstract = "Baby development week by week: views per day in the app by trimester, views by week (seed 004)."
    public static let discussion = """
        Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
        suppressed). Per trimester (item first, second or third; people those
        with a day in the app in it): views_per_use_day (views of the week's fact
        over days with a log-in in the trimester, a ratio of per-person sums with
        a 95 % interval clustered by person: the chance of opening the fact on a
        day in the app), use_days and views (counts). Per gestational week (item
        the week, group its trimester; people those who opened it): views (a
        count). Then people (group all: everyone, item with_use, dated, viewers).
        The store keeps no due date: a person's days are dated by the weeks their
        views show, or by their cohort's due month (mid-month) when they opened
        none. Only the week's number is stored, never the fact's text. Fewer
        people than --min-cell: suppressed.
        """
    public static let nothingToRead = "the database has no baby-development facts opened"

    public static func run(on database: CareDatabase) throws -> BabyDevelopmentReport {
        try BabyDevelopmentAnalysis().run(on: database)
    }

    public static func isEmpty(_ result: BabyDevelopmentReport) -> Bool { result.weeks.isEmpty }

    public static func table(_ report: BabyDevelopmentReport, smallCells: SmallCellRule) -> CSVTable {
        var table = LongTable(smallCells: smallCells)
        guard !report.weeks.isEmpty else { return table.table }
        for row in report.trimesters {
            let item = row.trimester.name
            table.add("views_per_use_day", item: item, row.viewsPerUseDay?.estimate, row.viewsPerUseDay?.interval,
                      people: row.people)
            table.add("use_days", item: item, count: row.useDays, people: row.people)
            table.add("views", item: item, count: row.views, people: row.people)
        }
        for row in report.weeks {
            table.add("views", item: String(row.week), group: row.trimester.name, count: row.views, people: row.people)
        }
        table.add("people", count: report.people, people: report.people)
        table.add("people", item: "with_use", count: report.peopleWithUse, people: report.peopleWithUse)
        table.add("people", item: "dated", count: report.peopleDated, people: report.peopleDated)
        table.add("people", item: "viewers", count: report.viewers, people: report.viewers)
        return table.table
    }

    // MARK: - Report section

    /// The header of the section's table.
    static let header = ["trimester", "people", "days in the app", "views", "views per day in the app (95 % interval)"]

    /// Each trimester's days in the app, views and views per day in the app with its interval
    /// clustered by person; a row backed by fewer people than the small-cell minimum shows
    /// `suppressed`.
    static func rows(_ report: BabyDevelopmentReport, smallCells: SmallCellRule) -> [[String]] {
        report.trimesters.map { row in
            let name = row.trimester.name
            guard smallCells.allows(row.people) else {
                return [name, "fewer than \(smallCells.minimumCount)", "suppressed", "", ""]
            }
            return [name, NumberFormat.grouped(row.people), NumberFormat.grouped(row.useDays), NumberFormat.grouped(row.views),
                    row.viewsPerUseDay.map { NumberFormat.fixed($0.estimate, 3) + " ("
                        + RunReport.range($0.interval.lower, $0.interval.upper, 3) + ")" } ?? "NA"]
        }
    }

    /// The text above the section's table.
    static func text(_ report: BabyDevelopmentReport, smallCells: SmallCellRule) -> String {
        "The week's baby-development fact (seed 004, DR5.FR7.2: the baby's size, the trimester, what the mother "
            + "may feel) opened by \(smallCells.shown(report.viewers)) of \(NumberFormat.grouped(report.people)) "
            + "people; days in the app are dated by the weeks people's views show (or their due month). Only the week's "
            + "number is stored, never the fact's text. `carelab analyze baby-development` writes the same figures and "
            + "the views by gestational week."
    }

    public static func markdown(_ result: BabyDevelopmentReport, in report: RunReport) -> [String] {
        ["## Baby development week by week", "", text(result, smallCells: report.smallCells), ""]
            + RunReport.markdownTable(header: header, rows: rows(result, smallCells: report.smallCells)) + [""]
    }

    /// Views per day in the app by trimester as a forest plot beside the Markdown report's table.
    public static func html(_ result: BabyDevelopmentReport, in report: RunReport) -> HTMLDocument.Section? {
        let smallCells = report.smallCells
        var table = HTMLTable(caption: "Baby development week by week", header: header, labelColumns: 1)
        rows(result, smallCells: smallCells).forEach { table.append($0) }
        let plotRows = result.trimesters.map { row in
            let label = row.trimester.name
            guard smallCells.allows(row.people), let rate = row.viewsPerUseDay else {
                return ForestPlot.Row(label: label, estimate: nil, lower: nil, upper: nil,
                                      note: smallCells.allows(row.people) ? "NA"
                                        : "suppressed (fewer than \(smallCells.minimumCount) people)")
            }
            return ForestPlot.Row(label: label, estimate: rate.estimate, lower: rate.interval.lower,
                                  upper: rate.interval.upper, note: "\(NumberFormat.fixed(rate.estimate, 3)) (n=\(English.count(row.useDays, "day")))")
        }
        let plot = ForestPlot(title: "Baby-development facts opened", xTitle: "views per day in the app", domain: 0...1,
                              reference: nil, decimals: 1, rows: plotRows, plotWidth: 300)
        let body = HTML.paragraph(text(result, smallCells: smallCells)) + "\n"
            + RunReport.figure(plot.svg, table, caption: "Views of the week's fact per day in the app, by trimester, with a 95 % "
                + "interval clustered by person.")
        return HTMLDocument.Section(id: "baby-development", title: "Baby development week by week", body: body)
    }

    // MARK: - Ground truth

    public static let truthKind: String? = "baby_development"
    public static let truthSummary = "baby-development parameters"
    public static let truthHelp = """
        Per planted baby-development parameter (kind baby_development, seed 004
        DR5.FR7.2): view_chance (item the trimester: views of the week's fact per
        day with a log-in in that trimester, a ratio of per-person sums clustered
        by person).
        """

    public static func plants(_ truth: GroundTruth) -> Bool { truth.babyDevelopment != nil }

    /// The planted chances of opening the week's fact on a day in the app, one per trimester
    /// (item `first`, `second`, `third`), with their estimates.
    public static func truthRows(_ truth: GroundTruth, _ report: BabyDevelopmentReport) -> [TruthComparison.ParameterRecovery] {
        guard let planted = truth.babyDevelopment else { return [] }
        return Trimester.allCases.map { trimester in
            let row = report.row(trimester)
            return TruthComparison.ParameterRecovery(
                parameter: "view_chance", item: trimester.name, planted: planted.chance(in: trimester),
                estimate: row?.viewsPerUseDay?.estimate, interval: row?.viewsPerUseDay?.interval, people: row?.people ?? 0,
                note: "views per day with a log-in in the trimester, a ratio of per-person sums clustered by person")
        }
    }
}
