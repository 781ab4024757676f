import CareReports
import CareStats

/// The tidy long table of analyses with many measures:
/// `measure,group,period,value,ci_lower,ci_upper,people,suppressed`, with the small-cell
/// rule applied to every row.
struct LongTable {
    private(set) var table = CSVTable(header: ["measure", "group", "period", "value", "ci_lower", "ci_upper", "people", "suppressed"])

    /// Adds one figure backed by `people` people; below the small-cell minimum its figures
    /// are NA.
    mutating func add(_ measure: String, _ group: String, _ period: String, _ value: Double?,
                      _ interval: ConfidenceInterval? = nil, people: Int) {
        let shown = AnalysisCSV.smallCells.allows(people)
        table.append([
            measure, group, period, AnalysisCSV.number(value, shown: shown),
            AnalysisCSV.number(interval?.lower, shown: shown), AnalysisCSV.number(interval?.upper, shown: shown),
            AnalysisCSV.count(people, shown: shown), AnalysisCSV.suppression(people: people),
        ])
    }

    /// Adds a count backed by `people` people.
    mutating func add(_ measure: String, _ group: String, _ period: String, count: Int, people: Int) {
        add(measure, group, period, nil, people: people)
        if AnalysisCSV.smallCells.allows(people) { table.rows[table.rows.count - 1][3] = String(count) }
    }

    /// Adds the mean, median and quartiles of a per-person distribution.
    mutating func addSummary(_ measure: String, _ summary: DistributionSummary?, group: String = "all") {
        guard let summary else { return }
        for (name, value) in [("mean", summary.mean), ("median", summary.median), ("q1", summary.lowerQuartile),
                              ("q3", summary.upperQuartile)] {
            add(measure, group, name, value, people: summary.count)
        }
    }
}
