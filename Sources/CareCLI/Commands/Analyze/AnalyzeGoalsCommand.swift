import ArgumentParser
import CareAnalytics
import CareReports
import CareStats

/// `carelab analyze goals`: goal attainment of seed 000, Req 16, per goal kind and period,
/// per person and by arm.
struct AnalyzeGoalsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "goals",
        abstract: "Goals with targets: share of periods met per goal kind and period, per person and by arm (seed 000, Req 16).",
        discussion: """
            EXAMPLE:
              carelab analyze goals --db runs/tracker/carelab.sqlite -o goals.csv

            Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
            suppressed), item the goal's kind and period (e.g. steps daily), people
            the people with a recorded period of it: people_with_goal and periods
            (counts); attainment_share, the share of periods met with its Wilson
            interval over periods, for group all and, when the run has arms, each
            arm; attainment_share_by_person, the same share with an interval
            clustered by person; checked_off_share, the share of periods checked off
            by hand rather than measured (Wilson); person_share_met (period mean,
            median, q1, q3), each person's share of their periods met. A period is
            met when it was checked off, or when the amount measured reached the
            target. Fewer people than --min-cell: suppressed.
            """
    )

    @OptionGroup var options: AnalyzeOptions

    func run() throws {
        let report = try options.reading { database in try GoalAnalysis().run(on: database) }
        if report.groups.isEmpty { Console.message("the database has no goals") }
        try options.write(Self.table(report, smallCells: options.smallCells).table)
    }

    /// The long table of `report`.
    static func table(_ report: GoalReport, smallCells: SmallCellRule) -> LongTable {
        var table = LongTable(smallCells: smallCells)
        for group in report.groups {
            let item = "\(group.kind) \(group.repeats)", people = group.people
            table.add("people_with_goal", item: item, count: people, people: people)
            table.add("periods", item: item, count: group.periods, people: people)
            table.add("attainment_share", item: item, proportion: group.attainment, people: people)
            for arm in group.arms {
                table.add("attainment_share", item: item, group: arm.arm, proportion: arm.attainment, people: arm.people)
            }
            table.add("attainment_share_by_person", item: item, group.attainmentByPerson?.estimate,
                      group.attainmentByPerson?.interval, people: people)
            table.add("checked_off_share", item: item, proportion: group.checkedOffShare, people: people)
            table.add("person_share_met", item: item, summary: group.personShares)
        }
        return table
    }
}
