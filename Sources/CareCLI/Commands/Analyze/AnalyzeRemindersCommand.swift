import ArgumentParser
import CareAnalytics
import CareReports
import CareStats

/// `carelab analyze reminders`: how often each reminder fired and the share of firings
/// followed (seed 000, Req 15), per reminder and per kind, per person, by part of the day
/// and by arm.
struct AnalyzeRemindersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reminders",
        abstract: "Reminders: firings and the share followed per reminder and per kind, per person, by part of the day and arm (seed 000, Req 15).",
        discussion: """
            EXAMPLE:
              carelab analyze reminders --db runs/tracker/carelab.sqlite -o reminders.csv

            Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
            suppressed), item a reminder's name or, for the rows per kind, the kind
            (kind:medication, kind:lifestyle_factor, kind:appointment,
            kind:device_change, kind:other); group all, a part of the day (morning,
            afternoon, evening, night, in the person's zone) or, when the run has arms,
            an arm; people the people with a firing in the cell. Measures: fired (a
            count); followed_share, the share of firings checked off within two hours
            with its Wilson interval over firings; followed_by_rule_share, the share
            followed by the whole rule: checked off, or a dose of the reminder's
            medication or an entry of its factor logged, within two hours (Wilson);
            and followed_share_by_person (group all), the checked-off share with an
            interval clustered by person. Fewer people than --min-cell:
            suppressed.
            """
    )

    @OptionGroup var options: AnalyzeOptions

    func run() throws {
        let report = try options.reading { database in try ReminderAnalysis().run(on: database) }
        if report.reminders.isEmpty { Console.message("the database has no reminders") }
        try options.write(Self.table(report, smallCells: options.smallCells).table)
    }

    /// The long table of `report`.
    static func table(_ report: ReminderReport, smallCells: SmallCellRule) -> LongTable {
        var table = LongTable(smallCells: smallCells)
        let groups = report.reminders.map { ($0, $0.name) } + report.subjects.map { ($0, "kind:" + $0.name) }
        for (group, item) in groups {
            for cell in [group.all] + group.partsOfDay + group.arms {
                table.add("fired", item: item, group: cell.group, count: cell.fired, people: cell.people)
                table.add("followed_share", item: item, group: cell.group, proportion: cell.followedShare, people: cell.people)
                table.add("followed_by_rule_share", item: item, group: cell.group, proportion: cell.followedByRuleShare,
                          people: cell.people)
            }
            table.add("followed_share_by_person", item: item, group.all.followedByPerson?.estimate,
                      group.all.followedByPerson?.interval, people: group.all.people)
        }
        return table
    }
}
