import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze notifications`: the life cycle of task notifications in seed 003's
/// caregiver task app (stories 1 and 6-8): seen on the alarm page and how soon, then
/// resolved, snoozed or left, by task label and arm.
extension NotificationAnalysis: DeclaredAnalysis {
    public static let name = "notifications"
    public static let abstract = "Task notifications: share seen on the alarm page, minutes to seen, shares resolved, snoozed and left (seed 003)."
    public static let discussion = """
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
    public static let exampleRun = "runs/tasks"
    public static let nothingToRead = "the database has no task notifications"

    public static func run(on database: CareDatabase) throws -> NotificationReport {
        try NotificationAnalysis().run(on: database)
    }

    public static func isEmpty(_ result: NotificationReport) -> Bool { result.overall == nil }

    public static func table(_ report: NotificationReport, smallCells: SmallCellRule) -> CSVTable {
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
        return table.table
    }

    // MARK: - Report section

    /// The header of the section's table.
    static let header = ["task label", "arm", "people", "sent", "seen", "minutes to seen, median (95 % interval)",
                         "resolved", "snoozed", "left"]

    /// A share with its Wilson 95 % interval.
    private static func share(_ proportion: Proportion) -> String {
        RunReport.percent(proportion.estimate) + " ("
            + RunReport.range(proportion.interval.lower, proportion.interval.upper, 1, scale: 100, suffix: " %") + ")"
    }

    /// One row per label and arm (every label first), shares with their Wilson 95 %
    /// intervals; a row backed by fewer people than the small-cell minimum shows `suppressed`.
    static func rows(_ notifications: NotificationReport, smallCells: SmallCellRule) -> [[String]] {
        func share(_ proportion: Proportion?) -> String { proportion.map { Self.share($0) } ?? "NA" }
        return notifications.cells.map { cell in
            let label = cell.item.isEmpty ? "all" : cell.item
            guard smallCells.allows(cell.people) else {
                return [label, cell.group, "fewer than \(smallCells.minimumCount)", "suppressed", "", "", "", "", ""]
            }
            let median = cell.minutesToSeen(share: 0.5).map { minutes in
                NumberFormat.fixed(minutes.estimate, 1)
                    + (minutes.interval.map { " (" + RunReport.range($0.lower, $0.upper, 1) + ")" } ?? "")
            } ?? "NA"
            return [label, cell.group, NumberFormat.grouped(cell.people), NumberFormat.grouped(cell.sent), share(cell.seenShare),
                    median, share(cell.resolvedShare), share(cell.snoozedShare), share(cell.leftShare)]
        }
    }

    /// The text above the section's table.
    static func text(_ notifications: NotificationReport, overall: NotificationReport.Cell, smallCells: SmallCellRule) -> String {
        "Task notifications (seed 003, stories 1 and 6-8) sent to \(smallCells.shown(overall.people)) of "
            + "\(English.count(notifications.people, "person", "people")): seen on the alarm page, and then resolved (the task "
            + "done by its deadline, after a snooze too), snoozed at least once, or left (not done by its deadline), judged "
            + "at the end of the study. Shares have Wilson 95 % intervals; the median minutes to seen is over the "
            + "notifications seen. `carelab analyze notifications` writes the same figures with quartiles."
            + caregiverText(notifications, smallCells: smallCells)
    }

    /// The caregivers' opt-ins and messages (seed 003, story 16) in a sentence; empty when
    /// not recorded, the figures left out when fewer people than the small-cell minimum.
    private static func caregiverText(_ notifications: NotificationReport, smallCells: SmallCellRule) -> String {
        let caregivers = notifications.caregivers
        guard caregivers.people > 0 else { return "" }
        guard smallCells.allows(caregivers.people), let misses = caregivers.missesShare,
              let completions = caregivers.completionsShare else {
            return " Caregivers' opt-ins are suppressed (fewer than \(smallCells.minimumCount) people)."
        }
        func rate(_ kind: CaregiverOptIn.Message.Kind) -> String {
            notifications.caregiverMessagesPerPersonWeek(kind).map { NumberFormat.fixed($0, 2) } ?? "NA"
        }
        return " Caregivers opted in to be told of misses: \(share(misses)); of completions: \(share(completions)) "
            + "(story 16); they were sent \(English.count(caregivers.missed, "message")) of misses and "
            + "\(NumberFormat.grouped(caregivers.completed)) of completions, \(rate(.missed)) and \(rate(.completed)) "
            + "per person-week."
    }

    public static func markdown(_ result: NotificationReport, in report: RunReport) -> [String] {
        guard let overall = result.overall else { return [] }
        return ["## Task notifications", "", text(result, overall: overall, smallCells: report.smallCells), ""]
            + RunReport.markdownTable(header: header, rows: rows(result, smallCells: report.smallCells)) + [""]
    }

    /// The share seen on the alarm page per task label (every arm) as a forest plot beside
    /// the Markdown report's table.
    public static func html(_ result: NotificationReport, in report: RunReport) -> HTMLDocument.Section? {
        let smallCells = report.smallCells
        guard let overall = result.overall else { return nil }
        var table = HTMLTable(caption: "Task notifications", header: header, labelColumns: 2)
        rows(result, smallCells: smallCells).forEach { table.append($0) }
        let plotRows = result.cells.filter { $0.group == "all" }.map { cell in
            let label = cell.item.isEmpty ? "all labels" : cell.item
            guard smallCells.allows(cell.people), let seen = cell.seenShare else {
                return ForestPlot.Row(label: label, estimate: nil, lower: nil, upper: nil,
                                      note: smallCells.allows(cell.people) ? "NA"
                                        : "suppressed (fewer than \(smallCells.minimumCount) people)")
            }
            return ForestPlot.Row(label: label, estimate: seen.estimate * 100, lower: seen.interval.lower * 100,
                                  upper: seen.interval.upper * 100,
                                  note: "\(NumberFormat.fixed(seen.estimate * 100, 1)) % (n=\(cell.sent))")
        }
        let plot = ForestPlot(title: "Notifications seen on the alarm page", xTitle: "seen of sent (%)",
                              domain: 0...100, reference: nil, decimals: 0, rows: plotRows, plotWidth: 300)
        let body = HTML.paragraph(text(result, overall: overall, smallCells: smallCells)) + "\n"
            + RunReport.figure(plot.svg, table, caption: "Share of notifications seen per task label with its Wilson 95 % "
                + "interval (every arm); the table adds the minutes to seen and the shares resolved, snoozed and left.")
        return HTMLDocument.Section(id: "notifications", title: "Task notifications", body: body)
    }

    // MARK: - Ground truth

    public static let truthKind: String? = "notification"
    public static let truthSummary = "notification parameters"
    public static let truthHelp = """
        Per planted notification parameter (kind notification, seed 003 stories 1,
        6 and 16): opt_in_misses and opt_in_completions (caregivers opted in of
        the patients whose choice is recorded, Wilson interval), seen_chance (notifications seen on the alarm page of all sent,
        Wilson interval) and median_minutes_to_seen (over the notifications seen,
        interval from the empirical curve's exponential Greenwood band).
        """

    public static func plants(_ truth: GroundTruth) -> Bool { truth.notifications != nil }

    /// The planted chances of a caregiver's opt-ins (story 16), of seeing a task notification
    /// and the median minutes to seen with their estimates, over every patient or
    /// notification (seed 003, stories 1, 6 and 16).
    public static func truthRows(_ truth: GroundTruth, _ report: NotificationReport) -> [TruthComparison.ParameterRecovery] {
        guard let planted = truth.notifications, let all = report.overall else { return [] }
        let median = all.minutesToSeen(share: 0.5)
        var optIns: [TruthComparison.ParameterRecovery] = []
        for (parameter, chance, share) in [("opt_in_misses", planted.optInMisses, report.caregivers.missesShare),
                                           ("opt_in_completions", planted.optInCompletions, report.caregivers.completionsShare)] {
            guard let chance else { continue }
            optIns.append(TruthComparison.ParameterRecovery(
                parameter: parameter, planted: chance, estimate: share?.estimate, interval: share?.interval,
                people: report.caregivers.people,
                note: "caregivers opted in to be told of " + (parameter == "opt_in_misses" ? "misses" : "completions")
                    + " of the patients whose choice is recorded (seed 003 story 16; Wilson 95 % interval)"))
        }
        return optIns + [
            TruthComparison.ParameterRecovery(
                parameter: "seen_chance", planted: planted.seenChance, estimate: all.seenShare?.estimate,
                interval: all.seenShare?.interval, people: all.people,
                note: "task notifications seen on the alarm page of all sent (Wilson 95 % interval)"),
            TruthComparison.ParameterRecovery(
                parameter: "median_minutes_to_seen", planted: planted.medianMinutesToSeen, estimate: median?.estimate,
                interval: median?.interval, people: all.people,
                note: "median minutes from sending to seeing over the notifications seen (interval from the empirical "
                    + "curve's exponential Greenwood band); planted log-normal, log-scale sd \(planted.spread)"),
        ]
    }
}
