import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze forum`: the information desk of seed 004 (DR3), as DR8's research
/// analytics ask: how often people ask, anonymously or not, and how soon a medical
/// professional answers. Its planted values stay in `analyze truth`'s own rows (kind
/// `forum`), in their place there.
extension ForumAnalysis: DeclaredAnalysis {
    public static let name = "forum"
    public static let abstract = "Information-desk forum: questions per person-week, share anonymous, share answered, hours to the first professional answer (seed 004)."
    public static let discussion = """
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
    public static let nothingToRead = "the database has no forum questions"

    public static func run(on database: CareDatabase) throws -> ForumReport {
        try ForumAnalysis().run(on: database)
    }

    public static func isEmpty(_ result: ForumReport) -> Bool { result.questions == 0 }

    /// Everyone (group `all`), then each arm (`arm NAME`) when the run has more than one.
    public static func table(_ report: ForumReport, smallCells: SmallCellRule) -> CSVTable {
        var table = LongTable(smallCells: smallCells)
        add(report, group: "all", to: &table)
        for (arm, armReport) in report.arms { add(armReport, group: "arm \(arm)", to: &table) }
        return table.table
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

    // MARK: - Report section

    /// The header of the section's table.
    static let header = ["measure", "value", "95 % interval"]

    /// One row per measure with its value and 95 % interval; every figure `suppressed` when
    /// fewer people asked than the small-cell minimum.
    static func rows(_ forum: ForumReport, smallCells: SmallCellRule) -> [[String]] {
        func hours(_ p: Double) -> [String] {
            guard let time = forum.hoursToAnswer(share: p), time.estimate.isFinite else { return ["not reached", ""] }
            return [NumberFormat.fixed(time.estimate, 1),
                    RunReport.range(time.interval.lower, time.interval.upper.isFinite ? time.interval.upper : nil, 1)]
        }
        func share(_ estimate: Double?, _ interval: ConfidenceInterval?) -> [String] {
            [estimate.map { RunReport.percent($0) } ?? "NA",
             RunReport.range(interval?.lower, interval?.upper, 1, scale: 100, suffix: " %")]
        }
        let rows = [
            ["questions"] + [NumberFormat.grouped(forum.questions), ""],
            ["questions per person-week"] + [forum.questionsPerPersonWeek.map { NumberFormat.fixed($0, 3) } ?? "NA", ""],
            ["asked anonymously"] + share(forum.anonymousShare?.estimate, forum.anonymousShare?.interval),
            ["answered by a professional before the run ended"]
                + share(forum.answeredShare?.estimate, forum.answeredShare?.interval),
            ["answered by the end of follow-up (Kaplan-Meier)"]
                + share(forum.answeredByEndOfFollowUp?.estimate, forum.answeredByEndOfFollowUp?.interval),
            ["hours to the first answer, first quartile"] + hours(0.25),
            ["hours to the first answer, median"] + hours(0.5),
            ["hours to the first answer, third quartile"] + hours(0.75),
            ["replies by users per question"] + [forum.repliesPerQuestion.map { NumberFormat.fixed($0.estimate, 2) } ?? "NA",
                                                RunReport.range(forum.repliesPerQuestion?.interval.lower,
                                                                forum.repliesPerQuestion?.interval.upper, 2)],
        ]
        guard smallCells.allows(forum.askers) else { return rows.map { [$0[0], "suppressed", ""] } }
        return rows
    }

    /// The text above the section's table.
    static func text(_ forum: ForumReport, smallCells: SmallCellRule) -> String {
        "Questions asked at the information desk (seed 004, DR3) by \(smallCells.shown(forum.askers)) of "
            + "\(English.count(forum.people, "person", "people")). Hours to the first professional answer are Kaplan-Meier "
            + "estimates over all questions, a question unanswered at the end of the study's last day censored then "
            + "(intervals from the exponential Greenwood band); shares have Wilson 95 % intervals, replies an interval "
            + "clustered by asker." + armsText(forum, smallCells: smallCells) + " `carelab analyze forum` writes the same figures."
    }

    /// The arms' questions per person-week and median hours to the first answer, when the
    /// run has more than one arm; an arm with fewer askers than the small-cell minimum is
    /// named without figures.
    private static func armsText(_ forum: ForumReport, smallCells: SmallCellRule) -> String {
        guard !forum.arms.isEmpty else { return "" }
        let arms = forum.arms.map { arm, report in
            guard smallCells.allows(report.askers) else { return "\(arm): suppressed" }
            let median = report.hoursToAnswer(share: 0.5).flatMap { $0.estimate.isFinite ? NumberFormat.fixed($0.estimate, 1) : nil }
            return "\(arm): " + (report.questionsPerPersonWeek.map { NumberFormat.fixed($0, 3) } ?? "NA")
                + " questions per person-week, median \(median ?? "not reached") hours to the first answer"
        }
        return " By arm (DR8): " + arms.joined(separator: "; ") + "."
    }

    public static func markdown(_ result: ForumReport, in report: RunReport) -> [String] {
        ["## Information desk (forum)", "", text(result, smallCells: report.smallCells), ""]
            + RunReport.markdownTable(header: header, rows: rows(result, smallCells: report.smallCells)) + [""]
    }

    /// The Kaplan-Meier curve of the share of questions still without a professional answer
    /// over the first week, beside the Markdown report's table.
    public static func html(_ forum: ForumReport, in report: RunReport) -> HTMLDocument.Section? {
        let smallCells = report.smallCells
        var table = HTMLTable(caption: "The information desk", header: header, labelColumns: 1)
        rows(forum, smallCells: smallCells).forEach { table.append($0) }
        var body = HTML.paragraph(text(forum, smallCells: smallCells))
        if let steps = forum.hoursToAnswer?.steps, smallCells.allows(forum.askers) {
            let week = 168.0, atRiskTimes = [0.0, 24, 48, 72, 96, 120, 144, 168]
            // A step taken among few questions still open would show one question: the curve stops before it.
            let shown = steps.prefix { $0.time <= week && smallCells.allows($0.atRisk) }
            let atRisk = atRiskTimes.map { time in
                let count = steps.first { $0.time >= time }?.atRisk ?? 0
                return smallCells.allows(count) ? NumberFormat.grouped(count) : "<\(smallCells.minimumCount)"
            }
            let curve = KaplanMeierPlot.Curve(
                name: "all questions", times: shown.map(\.time), survival: shown.map(\.survival),
                lower: shown.map(\.interval.lower), upper: shown.map(\.interval.upper),
                end: shown.count < steps.count ? min(week, steps[shown.count].time) : week, atRisk: atRisk)
            let plot = KaplanMeierPlot(title: "Share of questions without a professional answer",
                                       timeTitle: "hours since the question", survivalTitle: "not yet answered (%)",
                                       maximumTime: week, curves: [curve],
                                       atRiskTimes: atRiskTimes)
            body += "\n" + RunReport.figure(plot.svg, table, caption: "Kaplan-Meier curve over the first week with its "
                + "exponential Greenwood 95 % interval (shaded); the y axis starts at "
                + "\(NumberFormat.fixed(plot.floor * 100, 0)) %. Numbers at risk are questions still open; fewer than "
                + "\(smallCells.minimumCount) show as <\(smallCells.minimumCount).")
        } else {
            body += "\n" + table.html
        }
        return HTMLDocument.Section(id: "forum", title: "Information desk (forum)", body: body)
    }
}
