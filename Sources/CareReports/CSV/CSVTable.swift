/// A table written as CSV following RFC 4180: comma-separated, CRLF line ends, fields with
/// a comma, a quote, a CR or an LF quoted, and quotes doubled.
///
/// Use tidy long format, a header row, and units in column names (`amount_mg`). A table
/// carries its description (``TableColumn``: name, kind, meaning), from which every format
/// and data dictionary follows, and against which ``validate()`` checks its fields.
public struct CSVTable: Sendable {
    /// The columns, in order: the table's description.
    public var columns: [TableColumn]
    /// Rows, each with one field per column.
    public var rows: [[String]]

    /// Column names.
    public var header: [String] { columns.map(\.name) }

    /// Creates a table of `columns` with the given rows.
    public init(columns: [TableColumn], rows: [[String]] = []) {
        self.columns = columns
        self.rows = rows
    }

    /// A table read from a file, whose columns are only names: every column is text.
    public init(header: [String], rows: [[String]] = []) {
        self.init(columns: header.map { TableColumn($0) }, rows: rows)
    }

    /// Adds a row; it must have one field per column.
    public mutating func append(_ row: [String]) {
        precondition(row.count == header.count, "a CSV row needs \(header.count) fields, got \(row.count)")
        rows.append(row)
    }

    /// The whole table as RFC 4180 text.
    public var text: String {
        var out = ""
        for row in [header] + rows {
            out += row.map(Self.escape).joined(separator: ",")
            out += "\r\n"
        }
        return out
    }

    /// Quotes a field when RFC 4180 requires it.
    ///
    /// The field's UTF-8 bytes are searched, not its characters: several times faster for
    /// tables of millions of rows, and a CR LF inside a field (one `Character`, equal to
    /// neither `"\r"` nor `"\n"`) is found too.
    public static func escape(_ field: String) -> String {
        guard field.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n")
            || $0 == UInt8(ascii: "\r") }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
