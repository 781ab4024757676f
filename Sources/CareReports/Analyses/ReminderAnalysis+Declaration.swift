import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze reminders`: how often each reminder fired and the share of firings
/// followed (seed 000, Req 15), per reminder and per kind, per person, by part of the day
/// and by arm.
extension ReminderAnalysis: DeclaredAnalysis {
    public static let name = "reminders"
    public static let abstract = "Reminders: firings and the share followed per reminder and per kind, per person, by part of the day and arm (seed 000, Req 15)."
    public static let discussion = """
        Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
        suppressed), item a reminder's name or, for the rows per kind, the kind
        (kind:medication, kind:lifestyle_factor, kind:appointment,
        kind:device_change, kind:other); group all, a part of the day (morning,
        afternoon, evening, night, in the person's zone) or, when the run has arms,
        an arm; people the people with a firing in the cell. Measures: fired (a
        count); followed_share, the share of firings checked off within two hours
        with its Wilson interval over firings; followed_by_rule_share, the share
        followed by the whole rule: checked off, or a dose of the reminder's
        medication or an entry of its factor logged, within two hours (Wilson);
        and followed_share_by_person (group all), the checked-off share with an
        interval clustered by person. Fewer people than --min-cell:
        suppressed.
        """
    public static let exampleRun = "runs/tracker"
    public static let nothingToRead = "the database has no reminders"

    public static func run(on database: CareDatabase) throws -> ReminderReport {
        try ReminderAnalysis().run(on: database)
    }

    public static func isEmpty(_ result: ReminderReport) -> Bool { result.reminders.isEmpty }

    public static func table(_ report: ReminderReport, smallCells: SmallCellRule) -> CSVTable {
        var table = LongTable(smallCells: smallCells)
        let groups = report.reminders.map { ($0, $0.name) } + report.subjects.map { ($0, "kind:" + $0.name) }
        for (group, item) in groups {
            for cell in [group.all] + group.partsOfDay + group.arms {
                table.add("fired", item: item, group: cell.group, count: cell.fired, people: cell.people)
                table.add("followed_share", item: item, group: cell.group, proportion: cell.followedShare, people: cell.people)
                table.add("followed_by_rule_share", item: item, group: cell.group, proportion: cell.followedByRuleShare,
                          people: cell.people)
            }
            table.add("followed_share_by_person", item: item, group.all.followedByPerson?.estimate,
                      group.all.followedByPerson?.interval, people: group.all.people)
        }
        return table.table
    }

    // MARK: - Report section

    /// The header of the section's table.
    static let header = ["reminder", "for", "group", "people", "fired", "followed", "95 % interval", "followed or logged"]

    /// For each reminder, then each kind of reminder, a row of all its firings and one per
    /// part of the day (and per arm when the run has arms), with the share of firings checked
    /// off, its Wilson 95 % interval and the share followed by the whole rule; a row's figures
    /// `suppressed` when fewer people than the small-cell minimum back it.
    static func rows(_ reminders: ReminderReport, smallCells: SmallCellRule) -> [[String]] {
        var rows: [[String]] = []
        let groups = reminders.reminders.map { ($0, $0.name) } + reminders.subjects.map { ($0, "all " + $0.name) }
        for (group, label) in groups {
            for cell in [group.all] + group.partsOfDay + group.arms {
                guard smallCells.allows(cell.people) else {
                    rows.append([label, group.subject, cell.group, smallCells.shown(cell.people), "suppressed", "", "", ""])
                    continue
                }
                rows.append([label, group.subject, cell.group, NumberFormat.grouped(cell.people),
                             NumberFormat.grouped(cell.fired)]
                            + share(cell.followedShare)
                            + [cell.followedByRuleShare.map { RunReport.percent($0.estimate) } ?? "NA"])
            }
        }
        return rows
    }

    private static func share(_ proportion: Proportion?) -> [String] {
        [proportion.map { RunReport.percent($0.estimate) } ?? "NA",
         RunReport.range(proportion?.interval.lower, proportion?.interval.upper, 1, scale: 100, suffix: " %")]
    }

    /// The text above the section's table.
    static func text(_ reminders: ReminderReport) -> String {
        "Reminders (seed 000, Req 15) of \(English.count(reminders.people, "person", "people")): for each reminder and "
            + "each kind of reminder, its firings before the person dropped out, overall and by the part of the day "
            + "it fired in (in the person's zone), the share followed (checked off within two hours) with its Wilson "
            + "95 % interval over firings, and the share followed or logged (checked off, or a dose of its medication "
            + "or an entry of its factor logged, within two hours). "
            + "`carelab analyze reminders` writes the same figures with an interval clustered by person."
    }

    public static func markdown(_ result: ReminderReport, in report: RunReport) -> [String] {
        ["## Reminders", "", text(result), ""]
            + RunReport.markdownTable(header: header, rows: rows(result, smallCells: report.smallCells)) + [""]
    }

    /// The Markdown report's table.
    public static func html(_ result: ReminderReport, in report: RunReport) -> HTMLDocument.Section? {
        var table = HTMLTable(caption: "Reminders: share of firings followed", header: header, labelColumns: 3)
        rows(result, smallCells: report.smallCells).forEach { table.append($0) }
        return HTMLDocument.Section(id: "reminders", title: "Reminders", body: HTML.paragraph(text(result)) + "\n" + table.html)
    }

    // MARK: - Ground truth

    public static let truthKind: String? = "reminder"
    public static let truthSummary = "reminder follow-ups"
    public static let truthHelp = """
        Per planted reminder (kind reminder, seed 000 Req 15; item the reminder,
        parameter followed): the mean chance of following a firing against the
        share of its firings checked off within two hours, interval clustered by
        person.
        """

    public static func plants(_ truth: GroundTruth) -> Bool { !truth.reminders.isEmpty }

    /// Each planted reminder with its estimate, matched by name.
    public static func truthRows(_ truth: GroundTruth, _ report: ReminderReport) -> [TruthComparison.ParameterRecovery] {
        truth.reminders.map { reminder in
            let group = report.reminders.first { $0.name == reminder.name }
            let ratio = group?.all.followedByPerson
            return TruthComparison.ParameterRecovery(
                parameter: "followed", item: reminder.name, planted: reminder.followedMean,
                estimate: ratio?.estimate, interval: ratio?.interval, people: group?.all.people ?? 0,
                note: "share of the firings of the \(reminder.subject) reminder (\(reminder.schedule)) checked off "
                    + "within two hours, over firings before the person dropped out, interval clustered by person; "
                    + "planted the mean of " + reminder.followed)
        }
    }
}
