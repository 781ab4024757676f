import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze goals`: goal attainment of seed 000, Req 16, per goal kind and period,
/// per person and by arm.
extension GoalAnalysis: DeclaredAnalysis {
    public static let name = "goals"
    public static let abstract = "Goals with targets: share of periods met per goal kind and period, per person and by arm (seed 000, Req 16)."
    public static let discussion = """
        Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
        suppressed), item the goal's kind and period (e.g. steps daily), people
        the people with a recorded period of it: people_with_goal and periods
        (counts); attainment_share, the share of periods met with its Wilson
        interval over periods, for group all and, when the run has arms, each
        arm; attainment_share_by_person, the same share with an interval
        clustered by person; checked_off_share, the share of periods checked off
        by hand rather than measured (Wilson); person_share_met (period mean,
        median, q1, q3), each person's share of their periods met. A period is
        met when it was checked off, or when the amount measured reached the
        target. Fewer people than --min-cell: suppressed.
        """
    public static let exampleRun = "runs/tracker"
    public static let nothingToRead = "the database has no goals"

    public static func run(on database: CareDatabase) throws -> GoalReport {
        try GoalAnalysis().run(on: database)
    }

    public static func isEmpty(_ result: GoalReport) -> Bool { result.groups.isEmpty }

    public static func table(_ report: GoalReport, smallCells: SmallCellRule) -> CSVTable {
        var table = LongTable(smallCells: smallCells)
        for group in report.groups {
            let item = "\(group.kind) \(group.repeats)", people = group.people
            table.add("people_with_goal", item: item, count: people, people: people)
            table.add("periods", item: item, count: group.periods, people: people)
            table.add("attainment_share", item: item, proportion: group.attainment, people: people)
            for arm in group.arms {
                table.add("attainment_share", item: item, group: arm.arm, proportion: arm.attainment, people: arm.people)
            }
            table.add("attainment_share_by_person", item: item, group.attainmentByPerson?.estimate,
                      group.attainmentByPerson?.interval, people: people)
            table.add("checked_off_share", item: item, proportion: group.checkedOffShare, people: people)
            table.add("person_share_met", item: item, summary: group.personShares)
        }
        return table.table
    }

    // MARK: - Report section

    /// The header of the section's table.
    static let header = ["goal", "group", "targets", "people", "periods", "met", "95 % interval", "median person"]

    /// One row per goal kind and period, and one per arm of it when the run has arms, with
    /// the share of periods met, its Wilson 95 % interval and the median person's share; a
    /// row's figures `suppressed` when fewer people than the small-cell minimum back it.
    static func rows(_ goals: GoalReport, smallCells: SmallCellRule) -> [[String]] {
        var rows: [[String]] = []
        for group in goals.groups {
            let goal = "\(group.kind) \(group.repeats)"
            let targets = group.targets.joined(separator: ", ")
            guard smallCells.allows(group.people) else {
                rows.append([goal, "all", "", smallCells.shown(group.people), "suppressed", "", "", ""])
                continue
            }
            rows.append([goal, "all", targets, NumberFormat.grouped(group.people), NumberFormat.grouped(group.periods)]
                        + share(group.attainment)
                        + [group.personShares.map { RunReport.percent($0.median) } ?? "NA"])
            for arm in group.arms {
                guard smallCells.allows(arm.people) else {
                    rows.append([goal, arm.arm, "", smallCells.shown(arm.people), "suppressed", "", "", ""])
                    continue
                }
                rows.append([goal, arm.arm, targets, NumberFormat.grouped(arm.people), NumberFormat.grouped(arm.periods)]
                            + share(arm.attainment) + [""])
            }
        }
        return rows
    }

    private static func share(_ proportion: Proportion?) -> [String] {
        [proportion.map { RunReport.percent($0.estimate) } ?? "NA",
         RunReport.range(proportion?.interval.lower, proportion?.interval.upper, 1, scale: 100, suffix: " %")]
    }

    /// The text above the section's table.
    static func text(_ goals: GoalReport) -> String {
        "Goals with targets (seed 000, Req 16) of \(English.count(goals.people, "person", "people")): for each goal "
            + "kind and period, the share of its periods met (checked off by hand, or the amount measured reaching "
            + "the target), over the periods that ended while the person used the app, with its Wilson 95 % interval "
            + "over periods, and the median of each person's share of their periods met. "
            + "`carelab analyze goals` writes the same figures with an interval clustered by person."
    }

    public static func markdown(_ result: GoalReport, in report: RunReport) -> [String] {
        ["## Goals", "", text(result), ""]
            + RunReport.markdownTable(header: header, rows: rows(result, smallCells: report.smallCells)) + [""]
    }

    /// The Markdown report's table.
    public static func html(_ result: GoalReport, in report: RunReport) -> HTMLDocument.Section? {
        var table = HTMLTable(caption: "Goals: share of periods met", header: header, labelColumns: 2)
        rows(result, smallCells: report.smallCells).forEach { table.append($0) }
        return HTMLDocument.Section(id: "goals", title: "Goals", body: HTML.paragraph(text(result)) + "\n" + table.html)
    }

    // MARK: - Ground truth

    public static let truthKind: String? = "goal"
    public static let truthSummary = "goal attainments"
    public static let truthHelp = """
        Per planted goal (kind goal, seed 000 Req 16; item the goal, parameter
        attainment): the mean chance of meeting it in a period against the share of
        its kind and period's recorded periods met, interval clustered by person.
        """

    public static func plants(_ truth: GroundTruth) -> Bool { !truth.goals.isEmpty }

    /// Each planted goal with its estimate, matched by kind and period.
    public static func truthRows(_ truth: GroundTruth, _ report: GoalReport) -> [TruthComparison.ParameterRecovery] {
        truth.goals.map { goal in
            let group = report.groups.first { $0.kind == goal.kind && $0.repeats == goal.repeats }
            let mean = group?.attainmentByPerson
            return TruthComparison.ParameterRecovery(
                parameter: "attainment", item: goal.name, planted: goal.attainmentMean,
                estimate: mean?.estimate, interval: mean?.interval, people: group?.people ?? 0,
                note: (goal.repeats == "once" ? "share of people who met the one-off \(goal.kind) goal (\(goal.target)), "
                    : "share of \(goal.repeats) periods of the \(goal.kind) goal (\(goal.target)) met, ")
                    + "over periods ended while the person used the app, interval clustered by person; planted the mean of "
                    + goal.attainment)
        }
    }
}
