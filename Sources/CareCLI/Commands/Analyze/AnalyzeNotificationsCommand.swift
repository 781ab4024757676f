import ArgumentParser
import CareAnalytics
import CareModel
import CareReports
import CareStats

/// `carelab analyze notifications`: the life cycle of task notifications in seed 003's
/// caregiver task app (stories 1 and 6-8): seen on the alarm page and how soon, then
/// resolved, snoozed or left, by task label and arm.
struct AnalyzeNotificationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notifications",
        abstract: "Task notifications: share seen on the alarm page, minutes to seen, shares resolved, snoozed and left (seed 003).",
        discussion: """
            EXAMPLE:
              carelab analyze notifications --db runs/tasks/carelab.sqlite -o notifications.csv

            Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
            suppressed); item the task label (empty for every label), group all or
            an arm, people those with a notification in the cell: sent (a count);
            sent_per_person_week, over every person of the run for the whole study;
            seen_share (seen on the alarm page), resolved_share (the task done by its
            deadline, after a snooze too), snoozed_share (snoozed at least once) and
            left_share (not done by its deadline), of the notifications sent, judged
            at the end of the study's last day, Wilson intervals; minutes_to_seen
            (period q1, median, q3) over the notifications seen, intervals from the
            empirical curve's exponential Greenwood band. When the caregivers'
            opt-ins are recorded (story 16): opt_in_share (item misses or
            completions, Wilson intervals over the patients), caregiver_messages
            (item missed or completed: one per occurrence left or resolved of the
            kind opted in to, a count) and caregiver_messages_per_person_week (over
            every person of the run). Fewer people than --min-cell: suppressed.
            """
    )

    @OptionGroup var options: AnalyzeOptions

    func run() throws {
        let report = try options.reading { database in try NotificationAnalysis().run(on: database) }
        if report.overall == nil { Console.message("the database has no task notifications") }
        try options.write(Self.table(report, smallCells: options.smallCells).table)
    }

    /// The long table of `report`.
    static func table(_ report: NotificationReport, smallCells: SmallCellRule) -> LongTable {
        var table = LongTable(smallCells: smallCells)
        if let overall = report.overall {
            table.add("sent_per_person_week", report.sentPerPersonWeek, people: overall.people)
        }
        let caregivers = report.caregivers
        if caregivers.people > 0 {
            table.add("opt_in_share", item: "misses", proportion: caregivers.missesShare, people: caregivers.people)
            table.add("opt_in_share", item: "completions", proportion: caregivers.completionsShare, people: caregivers.people)
            for kind in CaregiverOptIn.Message.Kind.allCases {
                table.add("caregiver_messages", item: kind.rawValue, count: kind == .missed ? caregivers.missed : caregivers.completed,
                          people: caregivers.people)
                table.add("caregiver_messages_per_person_week", item: kind.rawValue, report.caregiverMessagesPerPersonWeek(kind),
                          people: caregivers.people)
            }
        }
        for cell in report.cells {
            let item = cell.item, group = cell.group, people = cell.people
            table.add("sent", item: item, group: group, count: cell.sent, people: people)
            table.add("seen_share", item: item, group: group, proportion: cell.seenShare, people: people)
            table.add("resolved_share", item: item, group: group, proportion: cell.resolvedShare, people: people)
            table.add("snoozed_share", item: item, group: group, proportion: cell.snoozedShare, people: people)
            table.add("left_share", item: item, group: group, proportion: cell.leftShare, people: people)
            for (period, share) in [("q1", 0.25), ("median", 0.5), ("q3", 0.75)] {
                guard let minutes = cell.minutesToSeen(share: share) else { continue }
                table.add("minutes_to_seen", item: item, group: group, period: period, minutes.estimate, minutes.interval,
                          people: people)
            }
        }
        return table
    }
}
