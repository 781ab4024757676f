extension RunReport {
    /// The run's data dictionary: every column of every CSV file of the report.
    var dataDictionary: String {
        let tables: [(file: String, about: String, columns: [(String, String, String)])] = [
            (Self.dailyScoresFile, "One row per day, level (category or symptom) and name: the mean daily score "
                + "(seed 000, Req 8-9) of the people who logged anything that day.", [
                ("date", "ISO 8601 date", "the local calendar day scored"),
                ("level", "text", "`category` or `symptom`"),
                ("name", "text", "the category's or symptom's name"),
                ("people", "integer", "people who logged anything that day; empty when suppressed"),
                ("mean_score_points", "number", "their mean score, in points; empty when suppressed"),
                ("suppressed", "true/false", "true when fewer than \(smallCells.minimumCount) people logged that day"),
            ]),
            (Self.correlationsFile, "One row per lifestyle factor, symptom and lag: the correlation of the "
                + "factor's daily total on day t with the symptom's score on day t + lag, pooled and within "
                + "persons, over the person-days where the factor was logged and the person logged anything "
                + "on day t + lag.", [
                ("factor", "text", "the lifestyle factor"),
                ("factor_unit", "text", "the unit of its daily total (`mg`, `hours`, …), or `level` for a factor logged as a level (its daily mean level, 1-3)"),
                ("symptom", "text", "the symptom"),
                ("lag_days", "integer", "days from the factor to the score"),
                ("n_person_days", "integer", "complete pairs"),
                ("pearson_r", "number", "the pooled correlation coefficient over all person-days, -1 to 1"),
                ("p_value", "number", "two-sided p-value of Student's t test with n - 2 degrees of freedom"),
                ("within_people", "integer", "people with pairs, for the within-person correlation"),
                ("within_r", "number", "the repeated-measures correlation (Bakdash & Marusich 2017): each person compared with themselves"),
                ("within_p", "number", "its two-sided p-value, with n - people - 1 degrees of freedom"),
                ("note", "text", "why an estimate is undefined, and a warning when pooled and within-person disagree in sign"),
                ("suppressed", "true/false", "true when fewer than \(smallCells.minimumCount) people have pairs (or the "
                    + "within-person correlation is undefined): every number of the row is then empty"),
            ]),
        ]
        var lines = ["# Data dictionary", "",
                     "CSV files follow RFC 4180 (comma-separated, CRLF line ends, a header row); dates are ISO 8601.",
                     "Empty cells are missing or suppressed values.", ""]
        for table in tables {
            lines.append("## `\(table.file)`")
            lines.append("")
            lines.append(table.about)
            lines.append("")
            lines.append("| column | type | meaning |")
            lines.append("|---|---|---|")
            lines.append(contentsOf: table.columns.map { "| `\($0.0)` | \($0.1) | \($0.2) |" })
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
