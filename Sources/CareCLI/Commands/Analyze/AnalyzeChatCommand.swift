import ArgumentParser
import CareAnalytics
import CareReports
import CareStats

/// `carelab analyze chat`: the cohort chat of seed 004 (DR4.FR5.0-5.2, DR5.FR7.1), as DR8's
/// research analytics ask: messages per member-week by cohort and arm, mood posts by mood,
/// the share replied to while visible under each administrator's window, minutes to the
/// first reply, and the share moderators deleted.
struct AnalyzeChatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chat",
        abstract: "Cohort chat: messages per member-week, mood posts, share replied within the visibility window, minutes to reply, share deleted (seed 004).",
        discussion: """
            EXAMPLE:
              carelab analyze chat --db runs/recovery/carelab.sqlite -o chat.csv

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
    )

    @OptionGroup var options: AnalyzeOptions

    func run() throws {
        let report = try options.reading { database in try ChatAnalysis().run(on: database) }
        if report.messages == 0 { Console.message("the database has no cohort chat messages") }
        try options.write(Self.table(report, smallCells: options.smallCells).table)
    }

    /// The long table of `report`.
    static func table(_ report: ChatReport, smallCells: SmallCellRule) -> LongTable {
        var table = LongTable(smallCells: smallCells)
        guard report.messages > 0 else { return table }
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
        return table
    }
}
