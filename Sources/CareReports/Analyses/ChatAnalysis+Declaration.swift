import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze chat`: the cohort chat of seed 004 (DR4.FR5.0-5.2, DR5.FR7.1), as DR8's
/// research analytics ask: messages per member-week by cohort and arm, mood posts by mood,
/// the share replied to while visible under each administrator's window, minutes to the
/// first reply, and the share moderators deleted.
extension ChatAnalysis: DeclaredAnalysis {
    public static let name = "chat"
    public static let abstract = "Cohort chat: messages per member-week, mood posts, share replied within the visibility window, minutes to reply, share deleted (seed 004)."
    public static let discussion = """
        Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
        suppressed). By group (all, arm NAME or cohort NAME; arms and cohorts
        when the run has more than one), people every person of the group:
        messages and mood_posts (counts) and messages_per_member_week (over
        every person of the group for the whole study). Item a mood, people
        those who posted it: mood_posts_by_mood (a count). Item a window (1h, 2h,
        24h, 48h), people those with a message under it: replied_within_window,
        the share of messages replied to while visible (of those whose window
        ended within the study and not deleted while visible) with its Wilson
        interval over messages, and replied_within_window_by_person, the same
        share with an interval clustered by person. People the posters:
        minutes_to_first_reply (period q1, median, q3), Kaplan-Meier over every
        message, censored when it stopped being visible (its window's end or
        its deletion) or at the study's end, intervals from the curve's
        exponential Greenwood band, empty where the band never gets there;
        deleted_share, messages a moderator deleted, Wilson over messages, and
        deleted_share_by_person, clustered by person. Fewer people than
        --min-cell: suppressed.
        """
    public static let exampleRun = "runs/recovery"
    public static let nothingToRead = "the database has no cohort chat messages"

    public static func run(on database: CareDatabase) throws -> ChatReport {
        try ChatAnalysis().run(on: database)
    }

    public static func isEmpty(_ result: ChatReport) -> Bool { result.messages == 0 }

    public static func table(_ report: ChatReport, smallCells: SmallCellRule) -> CSVTable {
        var table = LongTable(smallCells: smallCells)
        guard report.messages > 0 else { return table.table }
        for rate in report.rates {
            let group = rate.dimension == "all" ? "all" : "\(rate.dimension) \(rate.group)"
            table.add("messages", group: group, count: rate.messages, people: rate.people)
            table.add("mood_posts", group: group, count: rate.moodPosts, people: rate.people)
            table.add("messages_per_member_week", group: group, rate.perMemberWeek, people: rate.people)
        }
        for mood in report.moods {
            table.add("mood_posts_by_mood", item: mood.mood.rawValue, count: mood.posts, people: mood.people)
        }
        for cell in report.windows {
            let item = cell.window.spelling
            table.add("replied_within_window", item: item, proportion: cell.repliedShare, people: cell.people)
            table.add("replied_within_window_by_person", item: item, cell.repliedByPerson?.estimate,
                      cell.repliedByPerson?.interval, people: cell.people)
        }
        for (period, share) in [("q1", 0.25), ("median", 0.5), ("q3", 0.75)] {
            guard let minutes = report.minutesToReply(share: share) else { continue }
            table.add("minutes_to_first_reply", period: period, minutes.estimate, minutes.interval, people: report.posters)
        }
        table.add("deleted_share", proportion: report.deletedShare, people: report.posters)
        table.add("deleted_share_by_person", report.deletedByPerson?.estimate, report.deletedByPerson?.interval,
                  people: report.posters)
        return table.table
    }

    // MARK: - Report section

    /// The header of the section's table.
    static let header = ["measure", "group", "people", "value", "95 % interval"]

    /// Messages per member-week for everyone and each arm when the run has arms, the share of
    /// messages replied to while visible under each window with its interval clustered by
    /// person, the median minutes to a first reply (Kaplan-Meier) and the share deleted by
    /// moderators; a row's figures `suppressed` when fewer people than the small-cell minimum
    /// back it.
    static func rows(_ chat: ChatReport, smallCells: SmallCellRule) -> [[String]] {
        var rows: [[String]] = []
        func row(_ measure: String, _ group: String, people: Int, _ value: String, _ interval: String) {
            rows.append(smallCells.allows(people)
                ? [measure, group, NumberFormat.grouped(people), value, interval]
                : [measure, group, smallCells.shown(people), "suppressed", ""])
        }
        for rate in chat.rates where rate.dimension != "cohort" {
            row("messages per member-week", rate.group, people: rate.people,
                rate.perMemberWeek.map { NumberFormat.fixed($0, 2) } ?? "NA", "")
        }
        for cell in chat.windows {
            let mean = cell.repliedByPerson
            row("replied while visible", "window \(cell.window.spelling)", people: cell.people,
                mean.map { RunReport.percent($0.estimate) } ?? "NA",
                RunReport.range(mean?.interval.lower, mean?.interval.upper, 1, scale: 100, suffix: " %"))
        }
        if let median = chat.minutesToReply(share: 0.5) {
            row("minutes to first reply (median)", "all", people: chat.posters, NumberFormat.fixed(median.estimate, 0),
                RunReport.range(median.interval?.lower, median.interval?.upper, 0))
        }
        let deleted = chat.deletedByPerson
        row("deleted by a moderator", "all", people: chat.posters,
            deleted.map { RunReport.percent($0.estimate) } ?? RunReport.percent(Double(chat.deleted) / Double(chat.messages)),
            RunReport.range(deleted?.interval.lower, deleted?.interval.upper, 1, scale: 100, suffix: " %"))
        return rows
    }

    /// The text above the section's table.
    static func text(_ chat: ChatReport) -> String {
        "Messages in the cohort chat (seed 004, DR4.FR5.0) by \(NumberFormat.grouped(chat.posters)) of "
            + "\(English.count(chat.people, "person", "people")), written or moods the mood survey posted (DR5.FR7.1): "
            + "\(English.count(chat.messages, "message")). A message is visible to the cohort for the "
            + "administrator's window (DR2/DR4.FR5.2); the share replied to while visible is over the messages "
            + "whose window ended within the study and that no moderator deleted while visible, with its 95 % "
            + "interval clustered by person; minutes to the first reply are Kaplan-Meier, censored when the message "
            + "stopped being visible. `carelab analyze chat` writes the same figures with Wilson intervals, by "
            + "cohort and by mood."
    }

    public static func markdown(_ result: ChatReport, in report: RunReport) -> [String] {
        ["## Cohort chat", "", text(result), ""]
            + RunReport.markdownTable(header: header, rows: rows(result, smallCells: report.smallCells)) + [""]
    }

    /// The Markdown report's table.
    public static func html(_ result: ChatReport, in report: RunReport) -> HTMLDocument.Section? {
        var table = HTMLTable(caption: "Cohort chat: messages, replies while visible and moderation",
                              header: header, labelColumns: 2)
        rows(result, smallCells: report.smallCells).forEach { table.append($0) }
        return HTMLDocument.Section(id: "chat", title: "Cohort chat", body: HTML.paragraph(text(result)) + "\n" + table.html)
    }

    // MARK: - Ground truth

    public static let truthKind: String? = "chat"
    public static let truthSummary = "chat parameters"
    public static let truthHelp = """
        Per planted chat parameter (kind chat, seed 004 DR4.FR5.0-5.2, DR5.FR7.1):
        reply_median_minutes (the planted effect: Kaplan-Meier median minutes to
        the first reply, censored when the message stopped being visible, interval
        from the exponential Greenwood band), replied_share_within_window (item
        the window, e.g. 2h: messages replied to while visible, 1 - 2^(-window /
        median) planted; clustered by person) and deleted_share (messages a
        moderator deleted, clustered by person).
        """

    public static func plants(_ truth: GroundTruth) -> Bool { truth.chat != nil }

    /// The planted chat with its estimates: `reply_median_minutes`, the planted effect, from
    /// the Kaplan-Meier median minutes to a first reply; `replied_share_within_window` for
    /// each window in use (item the window), clustered by person; and `deleted_share`,
    /// clustered by person.
    public static func truthRows(_ truth: GroundTruth, _ report: ChatReport) -> [TruthComparison.ParameterRecovery] {
        guard let planted = truth.chat else { return [] }
        let median = report.minutesToReply(share: 0.5)
        var rows = [TruthComparison.ParameterRecovery(
            parameter: "reply_median_minutes", planted: planted.replyMedianMinutes, estimate: median?.estimate,
            interval: median?.interval, people: report.posters,
            note: "Kaplan-Meier median minutes to the first reply, censored when the message stopped being visible "
                + "(window's end or deletion) or at the study's end; exponential Greenwood interval")]
        for (spelling, share) in planted.repliedShareWithinWindow.sorted(by: { hours($0.key) < hours($1.key) }) {
            let cell = ChatVisibilityWindow(spelling: spelling).flatMap(report.cell)
            rows.append(TruthComparison.ParameterRecovery(
                parameter: "replied_share_within_window", item: spelling, planted: share,
                estimate: cell?.repliedByPerson?.estimate, interval: cell?.repliedByPerson?.interval, people: cell?.people ?? 0,
                note: "messages replied to while visible, of those whose window ended in the study and not deleted while "
                    + "visible; interval clustered by person"))
        }
        rows.append(TruthComparison.ParameterRecovery(
            parameter: "deleted_share", planted: planted.deletedShare, estimate: report.deletedByPerson?.estimate,
            interval: report.deletedByPerson?.interval, people: report.posters,
            note: "messages a moderator deleted (a deletion after the run's end is not seen); interval clustered by person"))
        return rows
    }

    /// The hours of a window's spelling, to order windows shortest first.
    private static func hours(_ spelling: String) -> Int { ChatVisibilityWindow(spelling: spelling)?.hours ?? .max }
}
