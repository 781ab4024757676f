import CareModel

/// Writes a tidy table in an ``OutputFormat`` row by row, so a command can stream millions
/// of rows: ``start()``, then ``encode(_:)`` for each row, then ``finish()``, each returning
/// the text to write next.
///
/// CSV, TSV and JSON stream with constant memory; a terminal table has to see every row
/// before it knows the column widths, so it holds the rows and ``finish()`` returns it all.
public struct TableEncoder: Sendable {
    /// The format written.
    public let format: OutputFormat
    /// The columns, in order.
    public let columns: [TableColumn]
    private var rowCount = 0
    private var held: [[String]] = []

    /// Creates an encoder.
    public init(format: OutputFormat, columns: [TableColumn]) {
        self.format = format
        self.columns = columns
    }

    /// The text before the first row: the header, or the opening bracket of a JSON array.
    public func start() -> String {
        switch format {
        case .csv: Self.csvLine(columns.map(\.name))
        case .tsv: Self.tsvLine(columns.map(\.name))
        case .json: "["
        case .table: ""
        }
    }

    /// The text of one row, which must have one field per column.
    public mutating func encode(_ row: [String]) -> String {
        precondition(row.count == columns.count, "a row needs \(columns.count) fields, got \(row.count)")
        defer { rowCount += 1 }
        switch format {
        case .csv:
            return Self.csvLine(row)
        case .tsv:
            return Self.tsvLine(row)
        case .json:
            let members = zip(columns, row).map { column, field in
                JSONText.string(column.name) + ": " + Self.jsonValue(field, kind: column.kind)
            }
            return (rowCount == 0 ? "\n" : ",\n") + "  {" + members.joined(separator: ", ") + "}"
        case .table:
            held.append(zip(columns, row).map { column, field in Self.tsvEscape(Self.readable(field, kind: column.kind)) })
            return ""
        }
    }

    /// The text after the last row: the closing bracket of a JSON array, or the whole
    /// terminal table.
    public mutating func finish() -> String {
        switch format {
        case .csv, .tsv: return ""
        case .json: return rowCount == 0 ? "]\n" : "\n]\n"
        case .table:
            defer { held = [] }
            return Self.aligned(header: columns, rows: held)
        }
    }

    private static func csvLine(_ fields: [String]) -> String {
        var line = ""
        line.reserveCapacity(fields.reduce(2) { $0 + $1.utf8.count + 1 })
        for (index, field) in fields.enumerated() {
            if index > 0 { line += "," }
            line += CSVTable.escape(field)
        }
        return line + "\r\n"
    }

    private static func tsvLine(_ fields: [String]) -> String {
        fields.map(tsvEscape).joined(separator: "\t") + "\n"
    }

    /// A field with backslash, tab, LF and CR written as `\\`, `\t`, `\n`, `\r`.
    static func tsvEscape(_ field: String) -> String {
        guard field.contains(where: { $0 == "\\" || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else {
            return field
        }
        var out = ""
        for scalar in field.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func jsonValue(_ field: String, kind: TableColumn.Kind) -> String {
        switch kind {
        case .text, .date: return JSONText.string(field)
        case .boolean where field == "true" || field == "false": return field
        case .boolean, .integer, .number, .probability:
            if field.isEmpty { return "null" }
            return kind.isNumeric && JSONText.isNumber(field) ? field : JSONText.string(field)
        }
    }

    /// A field as a terminal table shows it: a number of a `number` or `probability` column
    /// written with more than four significant digits rounded for reading
    /// (``NumberFormat/readable(_:)``); any other field as it is, so a figure its command already
    /// wrote for reading (`1.00`, `3.33e-04`) keeps its form.
    private static func readable(_ field: String, kind: TableColumn.Kind) -> String {
        guard kind == .number || kind == .probability, let value = Double(field), value.isFinite else { return field }
        let mantissa = field.prefix { $0 != "e" && $0 != "E" }.filter(\.isNumber).drop(while: { $0 == "0" })
        return mantissa.count > 4 ? NumberFormat.readable(value) : field
    }

    /// Columns padded to their widest field and separated by two spaces, with a rule of
    /// dashes under the header; numbers right-aligned, text left-aligned.
    private static func aligned(header: [TableColumn], rows: [[String]]) -> String {
        let widths = header.indices.map { index in
            ([header[index].name] + rows.map { $0[index] }).map(\.count).max() ?? 0
        }
        func line(_ fields: [String]) -> String {
            let cells = fields.indices.map { index -> String in
                let padding = String(repeating: " ", count: widths[index] - fields[index].count)
                return header[index].kind.isNumeric ? padding + fields[index] : fields[index] + padding
            }
            return cells.joined(separator: "  ").trailingSpacesRemoved + "\n"
        }
        return line(header.map(\.name)) + line(widths.map { String(repeating: "-", count: $0) })
            + rows.map(line).joined()
    }
}
