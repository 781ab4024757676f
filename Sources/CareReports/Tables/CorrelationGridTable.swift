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
    /// A column of the table: its name, type and meaning, as the data dictionary shows them.
    public struct Column: Sendable {
        public var name: String
        public var type: String
        public var meaning: String
    }

    /// The columns in order; `rank` comes first when the table lists findings.
    public static func columns(smallCells: SmallCellRule, ranked: Bool = false) -> [Column] {
        let estimates: [(prefix: String, what: String)] = [
            ("pooled", "Pearson correlation over all person-days"),
            ("between", "Pearson correlation of the people's mean factor amount with their mean outcome"),
        ]
        var columns = ranked ? [Column(name: "rank", type: "integer", meaning: "1 for the smallest within-person q")] : []
        columns += [
            Column(name: "factor", type: "text", meaning: "the lifestyle factor (or other exposure)"),
            Column(name: "factor_unit", type: "text", meaning: "the unit of its daily total (`mg`, `hours`, …), or `level` for a "
                + "factor logged as a level (its daily mean level, 1-3)"),
            Column(name: "outcome", type: "text", meaning: "the category, symptom or other outcome"),
            Column(name: "outcome_level", type: "text", meaning: "`category`, `symptom`, `mood`, `measurement` or `questionnaire`"),
            Column(name: "lag_days", type: "integer", meaning: "days from the factor to the outcome"),
            Column(name: "people", type: "integer", meaning: "people with pairs"),
            Column(name: "pooled_pairs", type: "integer", meaning: "complete person-day pairs"),
        ]
        for (prefix, what) in estimates {
            columns += [
                Column(name: "\(prefix)_r", type: "number", meaning: "the \(what), -1 to 1"),
                Column(name: "\(prefix)_ci_lower", type: "number", meaning: "its 95 % Fisher-z interval, lower end"),
                Column(name: "\(prefix)_ci_upper", type: "number", meaning: "its 95 % Fisher-z interval, upper end"),
                Column(name: "\(prefix)_p", type: "number", meaning: "its two-sided p-value (Student's t); never 0: "
                    + "one too small for a double is written 5e-324"),
                Column(name: "\(prefix)_q", type: "number", meaning: "its Benjamini-Hochberg q-value over every cell of the grid"),
            ]
        }
        columns += [
            Column(name: "within_pairs", type: "integer", meaning: "person-day pairs of people with at least two"),
            Column(name: "within_df", type: "integer", meaning: "degrees of freedom of the within-person test (pairs - people - 1)"),
            Column(name: "within_r", type: "number", meaning: "the repeated-measures correlation (Bakdash & Marusich 2017): "
                + "each person compared with themselves"),
            Column(name: "within_ci_lower", type: "number", meaning: "its 95 % interval, lower end"),
            Column(name: "within_ci_upper", type: "number", meaning: "its 95 % interval, upper end"),
            Column(name: "within_p", type: "number", meaning: "its two-sided p-value"),
            Column(name: "within_q", type: "number", meaning: "its Benjamini-Hochberg q-value over every cell of the grid"),
            Column(name: "within_slope_points_per_unit", type: "number", meaning: "the common within-person slope: outcome "
                + "units per factor unit above the person's own mean"),
            Column(name: "pooled_spearman_rho", type: "number", meaning: "for a level factor, Spearman's rho over all person-days"),
            Column(name: "pooled_spearman_p", type: "number", meaning: "its p-value"),
            Column(name: "pooled_kendall_tau", type: "number", meaning: "for a level factor, Kendall's tau-b over all person-days"),
            Column(name: "pooled_kendall_p", type: "number", meaning: "its p-value"),
            Column(name: "note", type: "text", meaning: "why an estimate is undefined, and a warning when the pooled and "
                + "within-person estimates disagree in sign"),
            Column(name: "suppressed", type: "true/false", meaning: "true when fewer than \(smallCells.minimumCount) people have "
                + "pairs: every number of the row is then empty"),
        ]
        return columns
    }

    /// The table of `cells`, in their order; `ranked` adds the `rank` column (findings).
    public static func table(_ cells: [CorrelationGrid.Cell], smallCells: SmallCellRule, ranked: Bool = false) -> CSVTable {
        var table = CSVTable(header: columns(smallCells: smallCells, ranked: ranked).map(\.name))
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
            ] + estimate(cell.pooled) + estimate(cell.between) + [
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
