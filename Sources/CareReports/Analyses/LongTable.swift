import CareStats

/// The tidy long table of analyses with many measures:
/// `measure,item,group,period,value,ci_lower,ci_upper,people,suppressed`, with the
/// small-cell rule applied to every row.
///
/// `item` names what is measured (a medication, a label, a mood, an app section), `group`
/// whom (all people, an arm, a cohort), `period` when or at which step.
public struct LongTable: Sendable {
    public private(set) var table: CSVTable
    /// The smallest number of people a row may show figures for.
    public let smallCells: SmallCellRule

    /// An empty table under `smallCells`.
    public init(smallCells: SmallCellRule) {
        self.smallCells = smallCells
        table = CSVTable(columns: Self.columns(smallCells))
    }

    /// What a row of the long table is, for `docs/tables.md`.
    public static let rows = "one per measure, item, group and period (the tidy long table)"

    /// The description of the long table's columns.
    public static func columns(_ smallCells: SmallCellRule) -> [TableColumn] {
        [
            TableColumn("measure", .text, "what is measured (e.g. `retention`, `taken_share`); `--measure` keeps some"),
            TableColumn("item", .text, "of what: a medication, a label, a mood, an app section; empty for the whole population",
                        isDataLabel: true),
            TableColumn("group", .text, "of whom: `all`, an arm or a cohort"),
            TableColumn("period", .text, "when or at which step (a date, a week, a day number, or a statistic's name)"),
            TableColumn("value", .number, "the figure, in the unit the measure names"),
            TableColumn("ci_lower", .number, "its 95 % interval, lower end (Wilson for proportions)"),
            TableColumn("ci_upper", .number, "its 95 % interval, upper end"),
            TableColumn("people", .integer, "people backing the figure"),
            AnalysisCSV.suppressedColumn(smallCells),
        ]
    }

    /// Adds one figure backed by `people` people; below the small-cell minimum its figures
    /// are empty.
    public mutating func add(_ measure: String, item: String = "", group: String = "all", period: String = "",
                      _ value: Double?, _ interval: ConfidenceInterval? = nil, people: Int) {
        let shown = smallCells.allows(people)
        table.append([
            measure, item, group, period, AnalysisCSV.number(value, shown: shown),
            AnalysisCSV.number(interval?.lower, shown: shown), AnalysisCSV.number(interval?.upper, shown: shown),
            AnalysisCSV.count(people, shown: shown), AnalysisCSV.suppression(people: people, rule: smallCells),
        ])
    }

    /// Adds a count backed by `people` people.
    public mutating func add(_ measure: String, item: String = "", group: String = "all", period: String = "",
                      count: Int, people: Int) {
        add(measure, item: item, group: group, period: period, nil, people: people)
        if smallCells.allows(people) { table.rows[table.rows.count - 1][4] = String(count) }
    }

    /// Adds a proportion with its Wilson interval; `people` backs it.
    public mutating func add(_ measure: String, item: String = "", group: String = "all", period: String = "",
                      proportion: Proportion?, people: Int) {
        add(measure, item: item, group: group, period: period, proportion?.estimate, proportion?.interval, people: people)
    }

    /// Adds the mean, median and quartiles of a per-person distribution (period names the
    /// statistic).
    public mutating func add(_ measure: String, item: String = "", group: String = "all", summary: DistributionSummary?) {
        guard let summary else { return }
        for (name, value) in [("mean", summary.mean), ("median", summary.median), ("q1", summary.lowerQuartile),
                              ("q3", summary.upperQuartile)] {
            add(measure, item: item, group: group, period: name, value, people: summary.count)
        }
    }
}
