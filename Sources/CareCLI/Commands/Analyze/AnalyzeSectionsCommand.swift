import ArgumentParser
import CareAnalytics
import CareReports

/// `carelab analyze sections`: which sections of the app are used most and how often
/// people log in, by study week or by cohort (seed 004 DR8).
struct AnalyzeSectionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sections",
        abstract: "Sections used most and log-ins per person, by study week or cohort (seed 004 DR8).",
        discussion: """
            EXAMPLE:
              carelab analyze sections --db runs/programme/carelab.sqlite --by cohort \\
                -o sections.csv

            A study week is seven local days from the study's first day (period week 1,
            week 2, ...; the last may be shorter); study is the whole study. A person is
            active in a week when they used the app on any of its days. Sections are
            mood survey, learning modules, cohort chat, forum, learning games, journal,
            questionnaires and reminders (snoozed or opened); a log-in is counted on its
            own, and a reminder the app sent is not use. Long table (measure,item,group,
            period,value,ci_lower,ci_upper,people,suppressed); --by week (the default):
            group all; --by cohort: group each cohort (the arm when the run has no
            cohorts). Measures: active_people; section_events (item the section; people
            those who used it); section_share, the share of the active people who used
            the section, Wilson 95 % interval; logins (a count, people the active
            people); logins_per_active_week (period study, item mean, median, q1 or q3):
            each person's log-ins per week in which they were active; and
            logins_per_active_person (period a week, item the statistic): each active
            person's log-ins that week; sessions_per_login_day (period study or a
            week): log-ins per day with a log-in, the people's log-ins over their days
            with one, 95 % interval clustered by person (people those who logged in). A
            scenario's activities.sessions_per_day plants more than one session a day.
            Fewer people than --min-cell: suppressed.
            """
    )

    /// How the rows are grouped.
    enum Grouping: String, CaseIterable, ExpressibleByArgument {
        case week, cohort
    }

    @OptionGroup var options: AnalyzeOptions

    @Option(help: "week: everyone, per study week; cohort: per cohort (or arm), per study week.")
    var by: Grouping = .week

    func run() throws {
        let report = try options.reading { database in try SectionAnalysis().run(on: database) }
        if !report.hasSectionUse { Console.message("no one used a section of the app") }
        if by == .cohort, !report.hasGroups { Console.message("the run has neither cohorts nor arms") }
        try options.write(Self.table(report, by: by, smallCells: options.smallCells).table)
    }

    /// The long table of `report` with the rows of `grouping`.
    static func table(_ report: SectionReport, by grouping: Grouping, smallCells: SmallCellRule) -> LongTable {
        var table = LongTable(smallCells: smallCells)
        func wanted(_ group: String) -> Bool { (group == SectionReport.everyone) == (grouping == .week) }
        func period(_ week: Int?) -> String { week.map { "week \($0)" } ?? "study" }
        for cell in report.active where wanted(cell.group) {
            table.add("active_people", group: cell.group, period: period(cell.week), count: cell.people, people: cell.people)
        }
        for use in report.usage where wanted(use.group) {
            table.add("section_events", item: use.section.rawValue, group: use.group, period: period(use.week),
                      count: use.events, people: use.people)
            table.add("section_share", item: use.section.rawValue, group: use.group, period: period(use.week),
                      proportion: use.share, people: use.people)
        }
        for logins in report.logins where wanted(logins.group) {
            let people = logins.perPerson?.count ?? 0
            table.add("logins", group: logins.group, period: period(logins.week), count: logins.logins, people: people)
            if let perDay = logins.perLoginDay {
                table.add("sessions_per_login_day", group: logins.group, period: period(logins.week), perDay.estimate,
                          perDay.interval, people: perDay.count)
            }
            guard let summary = logins.perPerson else { continue }
            let measure = logins.week == nil ? "logins_per_active_week" : "logins_per_active_person"
            for (name, value) in [("mean", summary.mean), ("median", summary.median), ("q1", summary.lowerQuartile),
                                  ("q3", summary.upperQuartile)] {
                table.add(measure, item: name, group: logins.group, period: period(logins.week), value, people: people)
            }
        }
        return table
    }
}
