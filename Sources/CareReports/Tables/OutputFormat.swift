import CareModel

/// The formats a command can write a tidy table in (`--format`).
///
/// - `csv`: RFC 4180 (``CSVTable``), the default for data.
/// - `tsv`: tab-separated, one line per row; a tab, line break or backslash inside a field
///   is written `\t`, `\n`, `\r`, `\\` (the "linear TSV" escapes that PostgreSQL's `COPY`
///   text format also uses), so every line is one row.
/// - `json`: an array of objects, one per row, keys in column order; a numeric column's
///   values are JSON numbers, and its empty or `NA` fields are `null` (RFC 8259).
/// - `table`: columns aligned with spaces for reading in a terminal; numbers right-aligned.
public enum OutputFormat: String, CaseIterable, Sendable {
    case csv
    case tsv
    case json
    case table

    /// The whole of `table` in this format. A column is numeric when every field that is
    /// not empty or `NA` is a number and at least one is.
    public func render(_ table: CSVTable) -> String {
        let columns = table.header.indices.map { index in
            TableColumn(table.header[index], Self.isNumeric(table.rows.map { $0[index] }) ? .number : .text)
        }
        var encoder = TableEncoder(format: self, columns: columns)
        var text = encoder.start()
        for row in table.rows { text += encoder.encode(row) }
        return text + encoder.finish()
    }

    /// Whether a column's fields are numbers, allowing missing ones.
    static func isNumeric(_ fields: [String]) -> Bool {
        var sawNumber = false
        for field in fields where !TableColumn.isMissing(field) {
            guard JSONText.isNumber(field) else { return false }
            sawNumber = true
        }
        return sawNumber
    }
}

/// A column of a table written in an ``OutputFormat``: its name and whether its values are
/// numbers (JSON numbers, right-aligned in a terminal table) or `true`/`false` (JSON
/// booleans).
public struct TableColumn: Hashable, Sendable {
    /// What a column holds.
    public enum Kind: Hashable, Sendable {
        case text
        case number
        case boolean
    }

    /// The column's name, with its unit (`score_points`).
    public var name: String
    /// Text or numbers.
    public var kind: Kind

    /// Creates a column.
    public init(_ name: String, _ kind: Kind = .text) {
        self.name = name
        self.kind = kind
    }

    /// Whether a field means "no value": empty, or `NA` as ``NumberFormat`` writes it.
    static func isMissing(_ field: String) -> Bool { field.isEmpty || field == "NA" }
}
