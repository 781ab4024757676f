/// A field that does not fit its column's description: a bug in the code that wrote it.
public struct TableMismatch: Error, Equatable, CustomStringConvertible {
    /// The 1-based data row (the header is row 0).
    public var row: Int
    /// The column's name.
    public var column: String
    /// The field as written.
    public var field: String
    /// What the column's description expects.
    public var expected: String

    public var description: String {
        "row \(row), column \(column): '\(field)' is not \(expected)"
    }
}

extension CSVTable {
    /// Checks every field against its column's kind (``TableColumn/problem(with:)``); the
    /// first field that does not fit is thrown.
    public func validate() throws(TableMismatch) {
        for (index, row) in rows.enumerated() { try Self.validate(row, columns: columns, rowNumber: index + 1) }
    }

    /// Checks one row of a table of `columns`, the `rowNumber`th (from 1), as ``validate()`` does.
    public static func validate(_ row: [String], columns: [TableColumn], rowNumber: Int) throws(TableMismatch) {
        for (column, field) in zip(columns, row) {
            if let expected = column.problem(with: field) {
                throw TableMismatch(row: rowNumber, column: column.name, field: field, expected: expected)
            }
        }
    }

    /// The description as a Markdown table: `| column | type | meaning |`; a column of
    /// names from the data says so.
    public var dictionary: [String] {
        ["| column | type | meaning |", "|---|---|---|"]
            + columns.map { column in
                let label = column.isDataLabel ? " (a name from the data: empty on a suppressed row of imported data)" : ""
                return "| `\(column.name)` | \(column.kind.dictionaryName) | \(column.meaning)\(label) |"
            }
    }

    /// The table with every ``TableColumn/isDataLabel`` field emptied on the rows whose
    /// `suppressed` column says `true`: for imported data, where a name logged by fewer
    /// people than the small-cell minimum can be a person's own words.
    public func hidingDataLabelsOfSuppressedRows() -> CSVTable {
        guard let flag = header.firstIndex(of: "suppressed") else { return self }
        let labels = columns.indices.filter { columns[$0].isDataLabel }
        var table = self
        for row in table.rows.indices where table.rows[row][flag] == "true" {
            for column in labels { table.rows[row][column] = "" }
        }
        return table
    }
}
