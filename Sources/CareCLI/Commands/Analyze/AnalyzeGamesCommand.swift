import ArgumentParser
import CareAnalytics
import CareModel
import CareReports
import CareStats

/// `carelab analyze games`: learning-game scores in seed 003's caregiver task app (stories
/// 23 and 24): the mean score by game and arm, the practice effect and the scores sent to
/// caregivers.
struct AnalyzeGamesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "games",
        abstract: "Learning games: mean score by game and arm, practice effect, scores sent to caregivers (seed 003).",
        discussion: """
            EXAMPLE:
              carelab analyze games --db runs/tasks/carelab.sqlite -o games.csv

            Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
            suppressed); item the game (empty for every game), group all or an arm
            (segments are not stored), people those who played in the cell: plays (a
            count) and mean_score (per game played, 95 % interval clustered by
            person); over every game and arm: first_score (the mean of each person's
            first score, one per person), practice_per_10_games (points a score rises
            per ten games played before: the within-person regression of score on
            games played so far ÷ 10, person fixed effects, clustered by person),
            sent_to_caregiver (scores sent, a count) and
            sent_to_caregiver_per_person_week (over every person of the run, a ratio
            clustered by person). Fewer people than --min-cell: suppressed.
            """
    )

    @OptionGroup var options: AnalyzeOptions

    func run() throws {
        let report = try options.reading { database in try GameAnalysis().run(on: database) }
        if report.overall == nil { Console.message("the database has no learning games") }
        try options.write(Self.table(report, smallCells: options.smallCells).table)
    }

    /// The long table of `report`.
    static func table(_ report: GameReport, smallCells: SmallCellRule) -> LongTable {
        var table = LongTable(smallCells: smallCells)
        guard let overall = report.overall else { return table }
        table.add("first_score", report.firstScore?.estimate, report.firstScore?.interval,
                  people: report.firstScore?.people ?? 0)
        table.add("practice_per_10_games", report.practicePer10Games?.estimate, report.practicePer10Games?.interval,
                  people: report.practicePeople)
        table.add("sent_to_caregiver", count: report.sent, people: overall.people)
        table.add("sent_to_caregiver_per_person_week", report.sentPerPersonWeek?.estimate,
                  report.sentPerPersonWeek?.interval, people: report.people)
        for cell in report.cells {
            table.add("plays", item: cell.item, group: cell.group, count: cell.plays, people: cell.people)
            table.add("mean_score", item: cell.item, group: cell.group, cell.meanScore?.estimate, cell.meanScore?.interval,
                      people: cell.people)
        }
        return table
    }
}
