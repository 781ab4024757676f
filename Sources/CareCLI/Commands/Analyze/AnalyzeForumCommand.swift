import ArgumentParser
import CareAnalytics
import CareReports
import CareStats

/// `carelab analyze forum`: the information desk of seed 004 (DR3), as DR8's research
/// analytics ask: how often people ask, anonymously or not, and how soon a medical
/// professional answers.
struct AnalyzeForumCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forum",
        abstract: "Information-desk forum: questions per person-week, share anonymous, share answered, hours to the first professional answer (seed 004).",
        discussion: """
            EXAMPLE:
              carelab analyze forum --db runs/programme/carelab.sqlite -o forum.csv

            Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
            suppressed), group all (then each arm), people the people who asked: questions (a count);
            questions_per_person_week, over every person of the run for the whole
            study; anonymous_share and answered_share (answered by a medical
            professional before the run ended), Wilson intervals over questions;
            answered_by_end_of_follow_up, one minus the Kaplan-Meier curve's last
            value; hours_to_first_answer (period q1, median, q3): the hours by which a
            quarter, half and three quarters of the questions had a professional
            answer, Kaplan-Meier with a question unanswered at the end of the study's
            last day (the asker's home time zone) censored then, intervals from the
            curve's exponential Greenwood band, empty where the curve (or the
            band's upper end) never gets there; replies_per_question, replies by users, mean over questions with
            an interval clustered by asker. When the run has more than one arm, the
            same rows follow for each arm (group arm NAME), each over that arm's
            people. Fewer askers than --min-cell: suppressed.
            """
    )

    @OptionGroup var options: AnalyzeOptions

    func run() throws {
        let report = try options.reading { database in try ForumAnalysis().run(on: database) }
        if report.questions == 0 { Console.message("the database has no forum questions") }
        try options.write(Self.table(report, smallCells: options.smallCells).table)
    }

    /// The long table of `report`: everyone (group `all`), then each arm (`arm NAME`) when
    /// the run has more than one.
    static func table(_ report: ForumReport, smallCells: SmallCellRule) -> LongTable {
        var table = LongTable(smallCells: smallCells)
        add(report, group: "all", to: &table)
        for (arm, armReport) in report.arms { add(armReport, group: "arm \(arm)", to: &table) }
        return table
    }

    /// The rows of one group's report.
    private static func add(_ report: ForumReport, group: String, to table: inout LongTable) {
        let askers = report.askers
        table.add("questions", group: group, count: report.questions, people: askers)
        table.add("questions_per_person_week", group: group, report.questionsPerPersonWeek, people: askers)
        table.add("anonymous_share", group: group, proportion: report.anonymousShare, people: askers)
        table.add("answered_share", group: group, proportion: report.answeredShare, people: askers)
        if let answered = report.answeredByEndOfFollowUp {
            table.add("answered_by_end_of_follow_up", group: group, answered.estimate, answered.interval, people: askers)
        }
        for (period, share) in [("q1", 0.25), ("median", 0.5), ("q3", 0.75)] {
            guard let hours = report.hoursToAnswer(share: share) else { continue }
            let interval = hours.interval.upper.isFinite ? hours.interval : nil
            table.add("hours_to_first_answer", group: group, period: period, hours.estimate.isFinite ? hours.estimate : nil,
                      interval, people: askers)
        }
        table.add("replies_per_question", group: group, report.repliesPerQuestion?.estimate,
                  report.repliesPerQuestion?.interval, people: askers)
    }
}
