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

    /// The description as a Markdown table: `| column | type | meaning |`.
    public var dictionary: [String] {
        ["| column | type | meaning |", "|---|---|---|"]
            + columns.map { "| `\($0.name)` | \($0.kind.dictionaryName) | \($0.meaning) |" }
    }
}
