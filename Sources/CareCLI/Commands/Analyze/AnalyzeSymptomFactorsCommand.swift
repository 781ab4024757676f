import ArgumentParser
import CareAnalytics
import CareReports

/// `carelab analyze symptom-factors`: relieving and aggravating factors on symptom entries
/// against the next entry's severity (seed 000, Req 5-6).
struct AnalyzeSymptomFactorsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symptom-factors",
        abstract: "Relieving and aggravating factors on symptom entries against the next entry's severity (seed 000, Req 5-6).",
        discussion: """
            EXAMPLE:
              carelab analyze symptom-factors --db /tmp/tracker/carelab.sqlite -o symptom-factors.csv
              python3 -c 'import pandas as pd; print(pd.read_csv("symptom-factors.csv").dropna(subset=["estimate"]))'

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
    )

    @OptionGroup var options: AnalyzeOptions

    /// The columns.
    static let header = [
        "symptom", "role", "factor", "people", "people_with_factor", "pairs", "pairs_with_factor", "estimate",
        "se_cluster_robust", "ci_lower", "ci_upper", "p", "q", "note", "suppressed",
    ]

    func run() throws {
        let cells = try SymptomFactorAnalysis().run(on: try options.open())
        if cells.isEmpty { Console.message("no symptom entry in the database documents a relieving or aggravating factor") }
        var table = CSVTable(header: Self.header)
        for cell in cells {
            let shown = options.smallCells.allows(cell.peopleWithFactor)
            func number(_ value: Double?) -> String { shown ? value.map(NumberFormat.roundTrip) ?? "" : "" }
            func count(_ value: Int) -> String { shown ? String(value) : "" }
            table.rows.append([
                cell.symptom, cell.role.rawValue, cell.factor, count(cell.people), count(cell.peopleWithFactor),
                count(cell.pairs), count(cell.pairsWithFactor), number(cell.slope?.estimate),
                number(cell.slope?.standardError), number(cell.slope?.interval.lower), number(cell.slope?.interval.upper),
                number(cell.slope?.pValue), number(cell.qValue), shown ? cell.undefined ?? "" : "",
                shown ? "false" : "true",
            ])
        }
        try options.write(table)
    }
}
