import ArgumentParser
import CareAnalytics
import CareReports
import CareStats

/// `carelab analyze baby-development`: the week's baby-development fact on the home screen
/// in seed 004's recovery programme (DR5.FR7.2): how often people open it on a day in the
/// app by trimester, and views by gestational week.
struct AnalyzeBabyDevelopmentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baby-development",
        abstract: "Baby development week by week: views per day in the app by trimester, views by week (seed 004).",
        discussion: """
            EXAMPLE:
              carelab analyze baby-development --db runs/programme/carelab.sqlite

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
    )

    @OptionGroup var options: AnalyzeOptions

    func run() throws {
        let report = try options.reading { database in try BabyDevelopmentAnalysis().run(on: database) }
        if report.weeks.isEmpty { Console.message("the database has no baby-development facts opened") }
        try options.write(Self.table(report, smallCells: options.smallCells).table)
    }

    /// The long table of `report`.
    static func table(_ report: BabyDevelopmentReport, smallCells: SmallCellRule) -> LongTable {
        var table = LongTable(smallCells: smallCells)
        guard !report.weeks.isEmpty else { return table }
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
        return table
    }
}
