import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze symptom-factors`: relieving and aggravating factors on symptom entries
/// against the next entry's severity (seed 000, Req 5-6). Its report section is
/// ``RunReport/symptomFactorsSection`` (Markdown only).
extension SymptomFactorAnalysis: DeclaredAnalysis {
    public static let name = "symptom-factors"
    public static let abstract = "Relieving and aggravating factors on symptom entries against the next entry's severity (seed 000, Req 5-6)."
    public static let example = """
        carelab analyze symptom-factors --db /tmp/tracker/carelab.sqlite \\
            -o symptom-factors.csv
          python3 -c 'import pandas as pd; \\
            print(pd.read_csv("symptom-factors.csv").dropna(subset=["estimate"]))'
        """
    public static let discussion = """
        One row per symptom, role (relieving or aggravating) and factor documented
        on at least one entry of the symptom. The pairs are each person's
        consecutive entries of the symptom; estimate is the within-person (person
        fixed effects) regression of the second entry's severity rank (0 absent,
        1 mild ... 4 debilitating) on whether the first carries the factor, with
        standard errors clustered by person, a 95 % interval on G - 1 degrees of
        freedom, p, and the Benjamini-Hochberg q over every row with a p. people
        and pairs count those with pairs of the symptom; people_with_factor and
        pairs_with_factor those whose first entry carries the factor. A row whose
        people_with_factor is below --min-cell keeps its labels, leaves every
        number empty and says suppressed true. Empty means missing: note says why
        an estimate is missing (the factor never varies within a person, too few
        people). In a simulated run the factors are chosen at random, so the
        estimate targets the planted effect (analyze truth, kind symptom_factor);
        in real data people choose them, so it is an association.
        """
    public static let tableRows = "one per symptom, role and factor"
    public static let nothingToRead = "no symptom entry in the database documents a relieving or aggravating factor"

    public static func columns(_ smallCells: SmallCellRule) -> [TableColumn] {
        [
            TableColumn("symptom", .text, "the symptom whose entries carry the factor", isDataLabel: true),
            TableColumn("role", .text, "`relieving` or `aggravating`"),
            TableColumn("factor", .text, "the factor as noted on the entry", isDataLabel: true),
            TableColumn("people", .integer, "people with pairs of consecutive entries of the symptom"),
            TableColumn("people_with_factor", .integer, "of them, people whose first entry of a pair carries the factor"),
            TableColumn("pairs", .integer, "pairs of consecutive entries"),
            TableColumn("pairs_with_factor", .integer, "pairs whose first entry carries the factor"),
            TableColumn("estimate", .number, "within-person change of the next entry's severity rank with the factor"),
            TableColumn("se_cluster_robust", .number, "its standard error, clustered by person"),
            TableColumn("ci_lower", .number, "its 95 % interval (G - 1 degrees of freedom), lower end"),
            TableColumn("ci_upper", .number, "its 95 % interval, upper end"),
            TableColumn("p", .probability, "its two-sided p-value"),
            TableColumn("q", .probability, "its Benjamini-Hochberg q over every row with a p"),
            TableColumn("note", .text, "why the estimate is missing"),
            TableColumn("suppressed", .boolean, "true when people_with_factor is below \(smallCells.minimumCount): "
                + "every number is then empty"),
        ]
    }

    public static func run(on database: CareDatabase) throws -> [SymptomFactorCell] {
        try SymptomFactorAnalysis().run(on: database)
    }

    public static func isEmpty(_ result: [SymptomFactorCell]) -> Bool { result.isEmpty }

    /// A row whose factor fewer people than the small-cell minimum carry keeps its labels only.
    public static func table(_ cells: [SymptomFactorCell], smallCells: SmallCellRule) -> CSVTable {
        var table = CSVTable(columns: columns(smallCells))
        for cell in cells {
            let shown = smallCells.allows(cell.peopleWithFactor)
            func number(_ value: Double?) -> String { AnalysisCSV.number(value, shown: shown) }
            func probability(_ value: Double?) -> String { AnalysisCSV.probability(value, shown: shown) }
            func count(_ value: Int) -> String { AnalysisCSV.count(value, shown: shown) }
            table.rows.append([
                cell.symptom, cell.role.rawValue, cell.factor, count(cell.people), count(cell.peopleWithFactor),
                count(cell.pairs), count(cell.pairsWithFactor), number(cell.slope?.estimate),
                number(cell.slope?.standardError), number(cell.slope?.interval.lower), number(cell.slope?.interval.upper),
                probability(cell.slope?.pValue), probability(cell.qValue), shown ? cell.undefined ?? "" : "",
                String(!shown),
            ])
        }
        return table
    }

    public static func markdown(_ result: [SymptomFactorCell], in report: RunReport) -> [String] {
        report.symptomFactorsSection
    }

    /// None: the Markdown report's table is the section.
    public static func html(_ result: [SymptomFactorCell], in report: RunReport) -> HTMLDocument.Section? { nil }
}
