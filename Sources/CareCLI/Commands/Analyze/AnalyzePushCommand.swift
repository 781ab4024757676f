import ArgumentParser
import CareAnalytics
import CareReports
import CareStats

/// `carelab analyze push`: seed 004's push notifications by kind (DR7.FR9.0-9.2): sent and
/// opened per kind, the share of people who muted each kind, by arm, and the log-ins an
/// opened check-in reminder brings.
struct AnalyzePushCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "push",
        abstract: "Push notifications by kind: sent, opened, muted by arm, and the check-in reminder's login lift (seed 004).",
        discussion: """
            EXAMPLE:
              carelab analyze push --db runs/programme/carelab.sqlite -o push.csv

            Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
            suppressed), group all and then each arm when the run has more than one:
            keep_all_share (people who chose every kind of those whose choice is
            recorded, Wilson interval; DR7.FR9.2); then per kind (item the kind:
            calendar_event, daily_check_in, cohort_message, forum_question,
            mood_update, new_survey, new_learning_module, announcement): sent and
            opened (counts), opened_share (clustered by person), muted_share (people
            who muted the kind, Wilson interval) and kept_share_if_specific (of
            people who chose specific kinds, those who kept it); opened_share with an
            empty item is every kind together. Group all only: per_day (item an
            incoming kind: notifications per day with a check-in reminder, a ratio
            clustered by person, over people who receive both), login_share_opened and
            login_share_unopened (check-in reminders' days with a log-in, Wilson
            interval) and login_lift (1 - the share of opened reminders' days without
            a log-in over the same share among unopened ones, clustered by person: the
            chance an opened reminder brings in a person who would not otherwise have
            used the app). A person who muted a kind is never sent one. Fewer people
            than --min-cell: suppressed.
            """
    )

    @OptionGroup var options: AnalyzeOptions

    func run() throws {
        let report = try options.reading { database in try PushAnalysis().run(on: database) }
        if report.groups.isEmpty { Console.message("the database has no push notifications") }
        try options.write(Self.table(report, smallCells: options.smallCells).table)
    }

    /// The long table of `report`.
    static func table(_ report: PushReport, smallCells: SmallCellRule) -> LongTable {
        var table = LongTable(smallCells: smallCells)
        for group in report.groups {
            let name = group.arm.isEmpty ? "all" : group.arm
            table.add("keep_all_share", group: name, proportion: group.keepAllShare, people: group.choosers)
            table.add("opened_share", group: name, group.openedByPerson?.estimate, group.openedByPerson?.interval,
                      people: group.openedByPerson?.people ?? 0)
            for row in group.rows {
                table.add("sent", item: row.kind, group: name, count: row.sent, people: row.recipients)
                table.add("opened", item: row.kind, group: name, count: row.opened, people: row.recipients)
                table.add("opened_share", item: row.kind, group: name, row.openedByPerson?.estimate,
                          row.openedByPerson?.interval, people: row.recipients)
                table.add("muted_share", item: row.kind, group: name, proportion: group.mutedShare(row), people: group.choosers)
                table.add("kept_share_if_specific", item: row.kind, group: name, proportion: group.keptShare(row),
                          people: group.specific)
            }
        }
        guard !report.groups.isEmpty else { return table }
        for (kind, estimate) in report.perDay {
            table.add("per_day", item: kind, estimate.estimate, estimate.interval, people: estimate.count)
        }
        table.add("login_share_opened", proportion: report.loginShareOpened, people: report.checkInPeople)
        table.add("login_share_unopened", proportion: report.loginShareUnopened, people: report.checkInPeople)
        table.add("login_lift", report.loginLift?.estimate, report.loginLift?.interval, people: report.checkInPeople)
        return table
    }
}
