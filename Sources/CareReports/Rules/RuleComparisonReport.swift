import CareAnalytics
import CareModel

/// What `carelab rules diff` prints: how a change of scoring rule moves every person's
/// results, as text for a terminal or a notebook.
///
/// It says how many daily scores and people changed, how much the people's mean daily
/// total scores moved (least, median, mean, most), shows the distributions before and
/// after in one ``Histogram``, and lists the people moved most by synthetic identifier
/// only.
public struct RuleComparisonReport: Sendable {
    /// The comparison to describe.
    public var comparison: ScoringRuleComparison
    /// The old and new rules as the user named them, e.g. their files.
    public var oldName: String
    public var newName: String
    /// One line on the population, e.g. "Scenario default: 200 people, seed 20261121".
    public var population: String
    /// How many of the people moved most to list.
    public var top: Int
    /// Plain ASCII charts.
    public var ascii: Bool

    /// Creates a report.
    public init(comparison: ScoringRuleComparison, oldName: String, newName: String, population: String,
                top: Int = 10, ascii: Bool = false) {
        self.comparison = comparison
        self.oldName = oldName
        self.newName = newName
        self.population = population
        self.top = top
        self.ascii = ascii
    }

    /// The report, ending in a newline.
    public var text: String {
        let c = comparison
        let people = c.people.count
        let changes = c.people.map(\.change)
        var lines = [
            "Scoring rule version \(c.old.version) (\(oldName)) → version \(c.new.version) (\(newName))",
            "\(population); \(English.count(c.period.dayCount, "day")), \(c.period.first) to \(c.period.last)",
            "",
            "Daily scores (person × day × category or symptom) changed: \(NumberFormat.grouped(c.changedScores)) of "
                + "\(NumberFormat.grouped(c.scoreCount)) (\(Self.percent(c.changedScores, of: c.scoreCount)))",
            "People with a changed daily score: \(NumberFormat.grouped(c.changedPeople)) of "
                + "\(NumberFormat.grouped(people)) (\(Self.percent(c.changedPeople, of: people)))",
            "Change in a person's mean daily total score (points per day):",
            "  least \(Self.number(changes.min())), median \(Self.number(Self.median(changes))), "
                + "mean \(Self.number(changes.isEmpty ? nil : changes.reduce(0, +) / Double(changes.count))), "
                + "most \(Self.number(changes.max()))",
            "",
        ]
        let before = c.people.map(\.oldMean), after = c.people.map(\.newMean)
        let histogram = Histogram(
            title: "People by mean daily total score (points per day), before and after",
            edges: Histogram.edges(covering: before + after, count: 10),
            series: [.init(name: "before", values: before), .init(name: "after", values: after)],
            decimals: 2, width: 40, ascii: ascii)
        lines.append(histogram.text)
        lines.append("People moved most (synthetic identifiers; mean daily total score, points per day):")
        var table = CSVTable(columns: [
            TableColumn("person_id", .integer), TableColumn("before", .number), TableColumn("after", .number),
            TableColumn("change", .number), TableColumn("changed_scores", .integer),
        ])
        for person in c.movedMost(top) {
            table.append([String(person.personID), NumberFormat.fixed(person.oldMean, 3), NumberFormat.fixed(person.newMean, 3),
                          NumberFormat.fixed(person.change, 3), String(person.changedScores)])
        }
        lines.append(OutputFormat.table.render(table))
        return lines.joined(separator: "\n")
    }

    /// Every person's result as a tidy table: person_id, mean_before_points_per_day,
    /// mean_after_points_per_day, change_points_per_day, changed_scores.
    public var perPerson: CSVTable {
        var table = CSVTable(columns: [
            TableColumn("person_id", .integer, "the simulated person"),
            TableColumn("mean_before_points_per_day", .number, "mean daily total score under the old rule"),
            TableColumn("mean_after_points_per_day", .number, "under the new rule"),
            TableColumn("change_points_per_day", .number, "after minus before"),
            TableColumn("changed_scores", .integer, "daily scores that differ between the rules"),
        ])
        func fixed(_ value: Double) -> String { value.isNaN ? "" : NumberFormat.fixed(value, 6) }
        for person in comparison.people {
            table.append([String(person.personID), fixed(person.oldMean), fixed(person.newMean), fixed(person.change),
                          String(person.changedScores)])
        }
        return table
    }

    private static func percent(_ part: Int, of whole: Int) -> String {
        whole > 0 ? NumberFormat.fixed(100 * Double(part) / Double(whole), 1) + " %" : "NA"
    }

    private static func number(_ value: Double?) -> String {
        value.map { NumberFormat.fixed($0, 3) } ?? "NA"
    }

    /// The middle value, or the mean of the two middle values; nil when there is none.
    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted(), middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
