import CareAnalytics
import CareStats

/// The one table of a ``CorrelationGrid``: what `carelab analyze correlations` writes and
/// what the run report's `lagged_correlations.csv` holds, with the same columns, full
/// precision and small-cell rule.
///
/// An empty cell is missing (the estimate is undefined) or suppressed; `suppressed` is
/// `true` when fewer people than the rule's minimum have pairs in the cell, and every
/// number of the row is then empty.
public enum CorrelationGridTable {
    /// The columns in order; `rank` comes first when the table lists findings.
    public static func columns(smallCells: SmallCellRule, ranked: Bool = false) -> [TableColumn] {
        let estimates: [(prefix: String, what: String)] = [
            ("pooled", "Pearson correlation over all person-days"),
            ("between", "Pearson correlation of the people's mean factor amount with their mean outcome"),
        ]
        var columns = ranked ? [TableColumn("rank", .integer, "1 for the smallest within-person q")] : []
        columns += [
            TableColumn("factor", .text, "the lifestyle factor (or other exposure)", isDataLabel: true),
            TableColumn("factor_unit", .text, "the unit of its daily total (`mg`, `hours`, …), or `level` for a "
                + "factor logged as a level (its daily mean level, 1-3)"),
            TableColumn("outcome", .text, "the category, symptom or other outcome", isDataLabel: true),
            TableColumn("outcome_level", .text, "`category`, `symptom`, `mood`, `measurement` or `questionnaire`"),
            TableColumn("lag_days", .integer, "days from the factor to the outcome"),
            TableColumn("people", .integer, "people with pairs"),
            TableColumn("pooled_pairs", .integer, "complete person-day pairs"),
        ]
        for (prefix, what) in estimates {
            let test = prefix == "pooled"
                ? "its two-sided p-value, naive: Student's t treating every person-day as independent (see "
                    + "`pooled_p_clustered`); never 0: one too small for a double is written 5e-324"
                : "its two-sided p-value (Student's t); never 0: one too small for a double is written 5e-324"
            columns += [
                TableColumn("\(prefix)_r", .number, "the \(what), -1 to 1"),
                TableColumn("\(prefix)_ci_lower", .number, "its 95 % Fisher-z interval, lower end"),
                TableColumn("\(prefix)_ci_upper", .number, "its 95 % Fisher-z interval, upper end"),
                TableColumn("\(prefix)_p", .probability, test),
                TableColumn("\(prefix)_q", .probability, "its Benjamini-Hochberg q-value over every cell of the grid"),
            ]
            if prefix == "pooled" {
                columns.append(TableColumn("pooled_p_clustered", .probability, "the pooled estimate's two-sided p-value "
                    + "with errors clustered by person: the pooled slope's cluster-robust (CRV1) t test on people - 1 "
                    + "degrees of freedom"))
            }
        }
        columns += [
            TableColumn("within_pairs", .integer, "person-day pairs of people with at least two"),
            TableColumn("within_df", .integer, "degrees of freedom of the within-person test (pairs - people - 1)"),
            TableColumn("within_r", .number, "the repeated-measures correlation (Bakdash & Marusich 2017): "
                + "each person compared with themselves"),
            TableColumn("within_ci_lower", .number, "its 95 % interval, lower end"),
            TableColumn("within_ci_upper", .number, "its 95 % interval, upper end"),
            TableColumn("within_p", .probability, "its two-sided p-value"),
            TableColumn("within_q", .probability, "its Benjamini-Hochberg q-value over every cell of the grid"),
            TableColumn("within_slope_points_per_unit", .number, "the common within-person slope: outcome "
                + "units per factor unit above the person's own mean"),
            TableColumn("pooled_spearman_rho", .number, "for a level factor, Spearman's rho over all person-days"),
            TableColumn("pooled_spearman_p", .probability, "its p-value"),
            TableColumn("pooled_kendall_tau", .number, "for a level factor, Kendall's tau-b over all person-days"),
            TableColumn("pooled_kendall_p", .probability, "its p-value"),
            TableColumn("note", .text, "why an estimate is undefined, and a warning when the pooled and "
                + "within-person estimates disagree in sign"),
            TableColumn("suppressed", .boolean, "true when fewer than \(smallCells.minimumCount) people have "
                + "pairs: every number of the row is then empty"),
        ]
        return columns
    }

    /// The table of `cells`, in their order; `ranked` adds the `rank` column (findings).
    public static func table(_ cells: [CorrelationGrid.Cell], smallCells: SmallCellRule, ranked: Bool = false) -> CSVTable {
        var table = CSVTable(columns: columns(smallCells: smallCells, ranked: ranked))
        for (index, cell) in cells.enumerated() {
            let shown = smallCells.allows(cell.within.people)
            func number(_ value: Double?) -> String { shown ? NumberFormat.csvNumber(value) : "" }
            func probability(_ value: Double?) -> String { shown ? NumberFormat.csvProbability(value) : "" }
            func count(_ value: Int?) -> String { shown ? value.map(String.init) ?? "" : "" }
            func estimate(_ e: CorrelationEstimate) -> [String] {
                [number(e.r), number(e.interval?.lower), number(e.interval?.upper), probability(e.pValue), probability(e.qValue)]
            }
            table.append((ranked ? [String(index + 1)] : []) + [
                cell.factor, cell.unit, cell.outcome, cell.level.rawValue, String(cell.lagDays),
                count(cell.within.people), count(cell.pooled.pairs),
            ] + estimate(cell.pooled) + [probability(cell.pooledClusteredPValue)] + estimate(cell.between) + [
                count(cell.within.pairs), count(cell.within.degreesOfFreedom),
            ] + estimate(cell.within) + [
                number(cell.withinSlope),
                number(cell.ordinal?.spearman.r), probability(cell.ordinal?.spearman.pValue),
                number(cell.ordinal?.kendall.r), probability(cell.ordinal?.kendall.pValue),
                shown ? note(cell) : "", String(!shown),
            ])
        }
        return table
    }

    /// Why the cell's estimates are undefined, and the sign warning.
    private static func note(_ cell: CorrelationGrid.Cell) -> String {
        var notes: [String] = []
        for (name, estimate) in [("pooled", cell.pooled), ("between", cell.between), ("within", cell.within)] {
            if let why = estimate.undefined { notes.append("\(name): \(why.description)") }
        }
        if cell.signsDisagree { notes.append("pooled and within-person estimates disagree in sign") }
        return notes.joined(separator: "; ")
    }
}
