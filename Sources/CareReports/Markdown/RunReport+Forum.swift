import CareAnalytics
import CareStats

extension RunReport {
    /// The information desk (seed 004, DR3; DR8's research analytics), for the Markdown and
    /// HTML reports alike: one row per measure with its value and 95 % interval. Nil when no
    /// one asked; every figure `suppressed` when fewer people asked than the small-cell
    /// minimum.
    var forumRows: [[String]]? {
        guard let forum, forum.questions > 0 else { return nil }
        func hours(_ p: Double) -> [String] {
            guard let time = forum.hoursToAnswer(share: p), time.estimate.isFinite else { return ["not reached", ""] }
            return [NumberFormat.fixed(time.estimate, 1),
                    Self.range(time.interval.lower, time.interval.upper.isFinite ? time.interval.upper : nil, 1)]
        }
        func share(_ estimate: Double?, _ interval: ConfidenceInterval?) -> [String] {
            [estimate.map(Self.percent) ?? "NA", Self.range(interval?.lower, interval?.upper, 1, scale: 100, suffix: " %")]
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
                                                Self.range(forum.repliesPerQuestion?.interval.lower,
                                                           forum.repliesPerQuestion?.interval.upper, 2)],
        ]
        guard smallCells.allows(forum.askers) else { return rows.map { [$0[0], "suppressed", ""] } }
        return rows
    }

    /// The text above the forum's table.
    var forumText: String? {
        guard let forum, forumRows != nil else { return nil }
        return "Questions asked at the information desk (seed 004, DR3) by \(smallCells.shown(forum.askers)) of "
            + "\(NumberFormat.grouped(forum.people)) people. Hours to the first professional answer are Kaplan-Meier "
            + "estimates over all questions, a question unanswered at the end of the study's last day censored then "
            + "(intervals from the exponential Greenwood band); shares have Wilson 95 % intervals, replies an interval "
            + "clustered by asker." + forumArmsText + " `carelab analyze forum` writes the same figures."
    }

    /// The arms' questions per person-week and median hours to the first answer, when the
    /// run has more than one arm; an arm with fewer askers than the small-cell minimum is
    /// named without figures.
    private var forumArmsText: String {
        guard let forum, !forum.arms.isEmpty else { return "" }
        let arms = forum.arms.map { arm, report in
            guard smallCells.allows(report.askers) else { return "\(arm): suppressed" }
            let median = report.hoursToAnswer(share: 0.5).flatMap { $0.estimate.isFinite ? NumberFormat.fixed($0.estimate, 1) : nil }
            return "\(arm): " + (report.questionsPerPersonWeek.map { NumberFormat.fixed($0, 3) } ?? "NA")
                + " questions per person-week, median \(median ?? "not reached") hours to the first answer"
        }
        return " By arm (DR8): " + arms.joined(separator: "; ") + "."
    }

    /// The Markdown section of ``forumRows``.
    var forumSection: [String] {
        guard let rows = forumRows, let text = forumText else { return [] }
        return ["## Information desk (forum)", "", text, "", "| measure | value | 95 % interval |", "|---|---|---|"]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" } + [""]
    }
}
