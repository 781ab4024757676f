import CareAnalytics
import CareStats

/// The table of `carelab analyze time-of-day`: onset shares, then the factor-by-part and
/// hour-lag regressions, each row under the small-cell rule.
extension TimeOfDayAnalysis {
    public static func columns(_ smallCells: SmallCellRule) -> [TableColumn] {
        [
            TableColumn("measure", .text, "`onset_share`, `factor_part` or `hour_lag`"),
            TableColumn("factor", .text, "the lifestyle factor (factor_part, hour_lag)", isDataLabel: true),
            TableColumn("factor_unit", .text, "its unit, `level` for a level factor"),
            TableColumn("symptom", .text, "the symptom, or `all symptoms`", isDataLabel: true),
            TableColumn("part", .text, "the part of the day of the onsets (onset_share) or of the factor (factor_part)"),
            TableColumn("lag_days", .integer, "days from the factor to the score (factor_part)"),
            TableColumn("window_hours", .text, "hours after the factor entry (hour_lag), from included to excluded"),
            TableColumn("people", .integer, "people with an onset of the symptom (onset_share), or with rows (others)"),
            TableColumn("people_in_cell", .integer, "people with an onset in the part (onset_share), or with rows (others): "
                + "the count the small-cell rule applies to"),
            TableColumn("n", .integer, "onsets of the symptom (onset_share), day pairs (factor_part) or factor entries (hour_lag)"),
            TableColumn("events", .integer, "onsets in the part (onset_share), or entries followed by an onset in the window (hour_lag)"),
            TableColumn("estimate", .number, "share of the onsets in the part, or score points (factor_part) or chance of "
                + "an onset (hour_lag) per unit of the factor, within persons"),
            TableColumn("se_cluster_robust", .number, "its standard error, clustered by person"),
            TableColumn("ci_lower", .number, "its 95 % interval, lower end"),
            TableColumn("ci_upper", .number, "its 95 % interval, upper end"),
            TableColumn("p", .probability, "its two-sided p-value (factor_part, hour_lag)"),
            TableColumn("q", .probability, "its Benjamini-Hochberg q over the rows of the same measure"),
            TableColumn("people_summarised", .integer, "people with at least 5 onsets of the symptom (onset_share)"),
            TableColumn("person_share_q1", .number, "lower quartile of their own share in the part"),
            TableColumn("person_share_median", .number, "median of their own share in the part"),
            TableColumn("person_share_q3", .number, "upper quartile of their own share in the part"),
            TableColumn("people_most_often", .integer, "of them, people with the most onsets in the part"),
            TableColumn("note", .text, "why an estimate is missing"),
            AnalysisCSV.suppressedColumn(smallCells),
        ]
    }

    public static func table(_ report: TimeOfDayReport, smallCells rule: SmallCellRule) -> CSVTable {
        var table = CSVTable(columns: columns(rule))
        for row in report.onsets {
            let shown = rule.allows(row.peopleInPart)
            func number(_ value: Double?) -> String { AnalysisCSV.number(value, shown: shown) }
            func count(_ value: Int) -> String { AnalysisCSV.count(value, shown: shown) }
            table.rows.append([
                "onset_share", "", "", row.symptom, row.part.rawValue, "", "", count(row.people), count(row.peopleInPart),
                count(row.totalOnsets), count(row.onsets), number(row.share?.estimate), number(row.share?.standardError),
                number(row.share?.interval.lower), number(row.share?.interval.upper), "", "", count(row.peopleSummarised),
                number(row.personShares?.lowerQuartile), number(row.personShares?.median),
                number(row.personShares?.upperQuartile),
                AnalysisCSV.count(row.peopleMostOften, shown: shown && (row.peopleMostOften == 0 || rule.allows(row.peopleMostOften))),
                shown && row.share == nil ? "fewer than 2 people" : "", AnalysisCSV.suppression(people: row.peopleInPart, rule: rule),
            ])
        }
        for cell in report.factorParts {
            table.rows.append(slopeRow("factor_part", factor: cell.factor, unit: cell.unit, symptom: cell.symptom,
                                       part: cell.part.rawValue, lag: String(cell.lagDays), window: "", people: cell.people,
                                       n: cell.personDays, events: nil, slope: cell.slope, q: cell.qValue,
                                       undefined: cell.undefined, rule: rule))
        }
        for cell in report.hourLags {
            table.rows.append(slopeRow("hour_lag", factor: cell.factor, unit: cell.unit, symptom: cell.symptom, part: "",
                                       lag: "", window: cell.window.description, people: cell.people, n: cell.entries,
                                       events: cell.entriesWithOnset, slope: cell.slope, q: cell.qValue,
                                       undefined: cell.undefined, rule: rule))
        }
        return table
    }

    /// A regression row (factor_part, hour_lag).
    private static func slopeRow(
        _ measure: String, factor: String, unit: String, symptom: String, part: String, lag: String, window: String,
        people: Int, n: Int, events: Int?, slope: LinearRegression.Term?, q: Double, undefined: String?, rule: SmallCellRule
    ) -> [String] {
        let shown = rule.allows(people)
        return [
            measure, factor, unit, symptom, part, lag, window, AnalysisCSV.count(people, shown: shown),
            AnalysisCSV.count(people, shown: shown), AnalysisCSV.count(n, shown: shown),
            events.map { AnalysisCSV.count($0, shown: shown) } ?? "", AnalysisCSV.number(slope?.estimate, shown: shown),
            AnalysisCSV.number(slope?.standardError, shown: shown), AnalysisCSV.number(slope?.interval.lower, shown: shown),
            AnalysisCSV.number(slope?.interval.upper, shown: shown), AnalysisCSV.probability(slope?.pValue, shown: shown),
            AnalysisCSV.probability(q.isNaN ? nil : q, shown: shown), "", "", "", "", "",
            shown ? undefined ?? "" : "", AnalysisCSV.suppression(people: people, rule: rule),
        ]
    }
}
