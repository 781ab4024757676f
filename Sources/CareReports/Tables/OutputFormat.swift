import CareModel

/// The formats a command can write a tidy table in (`--format`).
///
/// - `csv`: RFC 4180 (``CSVTable``), the default for data.
/// - `tsv`: tab-separated, one line per row; a tab, line break or backslash inside a field
///   is written `\t`, `\n`, `\r`, `\\` (the "linear TSV" escapes that PostgreSQL's `COPY`
///   text format also uses), so every line is one row.
/// - `json`: an array of objects, one per row, keys in column order; a numeric column's
///   values are JSON numbers, a true/false column's JSON booleans, and an empty field of either
///   is `null` (RFC 8259).
/// - `table`: columns aligned with spaces for reading in a terminal; numbers right-aligned,
///   and any written with more digits rounded to four significant ones
///   (``NumberFormat/readable(_:)``); the other formats keep every digit.
public enum OutputFormat: String, CaseIterable, Sendable {
    case csv
    case tsv
    case json
    case table

    /// The whole of `table` in this format, typed by its columns' descriptions.
    public func render(_ table: CSVTable) -> String {
        var encoder = TableEncoder(format: self, columns: table.columns)
        var text = encoder.start()
        for row in table.rows { text += encoder.encode(row) }
        return text + encoder.finish()
    }
}
