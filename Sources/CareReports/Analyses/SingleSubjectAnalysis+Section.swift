import CareAnalytics
import CareStats

/// The run report's section of a one-person database: the associations found in the
/// person's days, strongest first, with their autocorrelation-aware intervals.
extension SingleSubjectAnalysis {
    /// The most rows the section shows; `carelab analyze single-subject` writes all.
    static let reportRows = 12

    static let header = ["exposure", "outcome", "lag (days)", "days", "slope (95 % interval)", "q", "rho", "effective days"]

    /// The defined cells, smallest q (then p) first, at most ``reportRows`` of them.
    static func shown(_ result: SingleSubjectReport) -> [SingleSubjectReport.Cell] {
        let defined = result.cells.filter { $0.slope != nil }
        return Array(defined.sorted { ($0.qValue, $0.slope!.pValue) < ($1.qValue, $1.slope!.pValue) }.prefix(reportRows))
    }

    /// The table's rows of the cells ``shown(_:)``.
    static func rows(_ result: SingleSubjectReport) -> [[String]] {
        shown(result).map { cell in
            let slope = cell.slope!
            return [cell.exposure, cell.outcome, String(cell.lagDays), String(cell.days),
                    NumberFormat.significant(slope.estimate, 3) + " ("
                        + NumberFormat.significant(slope.interval.lower, 3) + " to "
                        + NumberFormat.significant(slope.interval.upper, 3) + ")",
                    NumberFormat.pValue(cell.qValue),
                    cell.fit?.residualAutocorrelation.map { NumberFormat.fixed($0, 2) } ?? "NA",
                    cell.fit?.effectiveObservations.map { NumberFormat.fixed($0, 1) } ?? "NA"]
        }
    }

    /// "" on the same day, ", next day", ", N days later".
    static func lagPhrase(_ lag: Int) -> String {
        lag == 0 ? "" : lag == 1 ? ", next day" : ", \(lag) days later"
    }

    static func text(_ result: SingleSubjectReport) -> String {
        let defined = result.cells.count { $0.slope != nil }
        let shown = min(defined, reportRows)
        return "This database holds one person: \(NumberFormat.grouped(result.daysLogged)) days logged of "
            + "\(NumberFormat.grouped(result.period.dayCount)) from \(result.period.first) to \(result.period.last). Each row is "
            + "the outcome on a day regressed on an exposure that day (lag 0) or the day before (lag 1), with a 95 % interval "
            + "from Newey-West standard errors, which allow for one day resembling the next (bandwidth floor(4 (n/100)^(2/9)) "
            + "days). rho is the lag-1 autocorrelation of the residuals and the effective days n (1 - rho)/(1 + rho) (a negative "
            + "rho counts as 0) what the days are worth as independent observations; q is Benjamini-Hochberg over all \(result.cells.count) rows. "
            + (shown < defined ? "The \(shown) rows with the smallest q of \(defined) are shown; " : "")
            + "`carelab analyze single-subject` writes every row. \(privacyNote)."
    }

    /// Said instead of the table when no slope is defined.
    static let noSlope = "No slope could be estimated: every exposure was constant over the days paired with an outcome, or too few days were paired."

    public static func markdown(_ result: SingleSubjectReport, in report: RunReport) -> [String] {
        let rows = rows(result)
        guard !rows.isEmpty else { return ["## A study of one", "", text(result), "", noSlope, ""] }
        return ["## A study of one", "", text(result), ""] + RunReport.markdownTable(header: header, rows: rows) + [""]
    }

    public static func html(_ result: SingleSubjectReport, in report: RunReport) -> HTMLDocument.Section? {
        var table = HTMLTable(caption: "A study of one: associations in one person's days", header: header, labelColumns: 2)
        rows(result).forEach { table.append($0) }
        let cells = shown(result)
        guard !cells.isEmpty else {
            return HTMLDocument.Section(id: name, title: "A study of one", body: HTML.paragraph(text(result)) + "\n" + HTML.paragraph(noSlope))
        }
        let reach = cells.compactMap(\.slope).flatMap { [abs($0.interval.lower), abs($0.interval.upper)] }.max() ?? 0
        let bound = RunReport.axisTop(reach)
        let plot = ForestPlot(
            title: "Slopes with 95 % Newey-West intervals", xTitle: "outcome units per exposure unit", domain: -bound...bound,
            reference: 0, decimals: 2,
            rows: cells.map { cell in
                let slope = cell.slope!
                return ForestPlot.Row(label: "\(cell.exposure) → \(cell.outcome)\(lagPhrase(cell.lagDays))",
                                      estimate: slope.estimate, lower: slope.interval.lower, upper: slope.interval.upper,
                                      note: "q \(NumberFormat.pValue(cell.qValue))")
            }, plotWidth: 300)
        let figure = RunReport.figure(plot.svg, table, caption: "Each slope is in its outcome's units per unit of its exposure "
            + "(1 = the activity was logged that day); intervals from Newey-West standard errors, which allow for autocorrelation.")
        return HTMLDocument.Section(id: name, title: "A study of one", body: HTML.paragraph(text(result)) + "\n" + figure)
    }
}
