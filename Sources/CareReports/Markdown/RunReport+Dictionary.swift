extension RunReport {
    /// The run's data dictionary: every column of every CSV file of the report.
    var dataDictionary: String {
        let tables: [(file: String, about: String, table: CSVTable)] = [
            (Self.dailyScoresFile, "One row per day, level (category or symptom) and name: the mean daily score "
                + "(seed 000, Req 8-9) of the people who logged anything that day.", dailyScores),
            (Self.correlationsFile, "One row per lifestyle factor, category or symptom score and lag: the correlation of the "
                + "factor's daily total on day t with the score on day t + lag, pooled, between and within persons, over "
                + "the person-days where the factor was logged and the person logged anything on day t + lag. The same "
                + "table as `carelab analyze correlations --max-lag 1` writes.", correlations),
        ].filter { ($0.file != Self.correlationsFile || showsCorrelations) && ($0.file != Self.dailyScoresFile || hasDailyScores) }
        var lines = ["# Data dictionary", "",
                     "CSV files follow RFC 4180 (comma-separated, CRLF line ends, a header row); dates are ISO 8601.",
                     "Empty cells are missing or suppressed values.", ""]
        for table in tables {
            lines.append("## `\(table.file)`")
            lines.append("")
            lines.append(table.about)
            lines.append("")
            lines.append(contentsOf: table.table.dictionary)
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
