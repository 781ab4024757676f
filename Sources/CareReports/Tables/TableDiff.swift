/// The differences between two versions of a tidy table whose rows are identified by key
/// columns, e.g. golden daily scores (person, date, level, name) against recomputed ones.
///
/// Rows are matched by key, not by position, so a reordered table has no differences; a
/// changed value is reported with its key, its column and the old and new value.
public struct TableDiff: Sendable {
    /// One value that differs between the tables.
    public struct Change: Hashable, Sendable {
        /// The row's key values, in key-column order.
        public var key: [String]
        /// The column whose value changed.
        public var column: String
        public var old: String
        public var new: String
    }

    /// The key columns.
    public let keyColumns: [String]
    /// Rows compared (present in both tables).
    public let comparedRows: Int
    /// Keys of rows only in the old table.
    public let removed: [[String]]
    /// Keys of rows only in the new table.
    public let added: [[String]]
    /// Changed values, in the new table's row order, then column order.
    public let changes: [Change]

    /// Compares `old` with `new`.
    ///
    /// - Throws: ``TableDiffError`` when the tables' columns differ, a key column is
    ///   missing, or a key appears twice.
    public init(old: CSVTable, new: CSVTable, keyColumns: [String]) throws(TableDiffError) {
        guard old.header == new.header else { throw .differentColumns(old: old.header, new: new.header) }
        let keyIndices = try keyColumns.map { name throws(TableDiffError) in
            guard let index = new.header.firstIndex(of: name) else { throw .missingKeyColumn(name) }
            return index
        }
        let valueIndices = new.header.indices.filter { !keyIndices.contains($0) }
        func key(_ row: [String]) -> [String] { keyIndices.map { row[$0] } }
        var oldRows: [[String]: [String]] = [:]
        for row in old.rows {
            guard oldRows.updateValue(row, forKey: key(row)) == nil else { throw .duplicateKey(key(row)) }
        }
        var seen = Set<[String]>(), changes: [Change] = [], added: [[String]] = []
        for row in new.rows {
            let rowKey = key(row)
            guard seen.insert(rowKey).inserted else { throw .duplicateKey(rowKey) }
            guard let before = oldRows[rowKey] else {
                added.append(rowKey)
                continue
            }
            for index in valueIndices where before[index] != row[index] {
                changes.append(Change(key: rowKey, column: new.header[index], old: before[index], new: row[index]))
            }
        }
        self.keyColumns = keyColumns
        comparedRows = seen.count - added.count
        self.added = added
        removed = old.rows.map(key).filter { !seen.contains($0) }
        self.changes = changes
    }

    /// Whether the tables hold the same rows and values.
    public var isEmpty: Bool { changes.isEmpty && added.isEmpty && removed.isEmpty }

    /// Rows with at least one changed value.
    public var changedRows: Int { Set(changes.map(\.key)).count }

    /// The distinct values of one key column among changed, added and removed rows, which
    /// people, dates or names a change touched: in numeric order when every value is a
    /// whole number, else in text order (which orders ISO 8601 dates by time).
    public func affected(_ keyColumn: String) -> [String] {
        guard let index = keyColumns.firstIndex(of: keyColumn) else { return [] }
        let values = Set((changes.map(\.key) + added + removed).map { $0[index] })
        let numbers = values.compactMap(Int.init)
        return numbers.count == values.count ? numbers.sorted().map(String.init) : values.sorted()
    }
}

/// Why two tables cannot be compared.
public enum TableDiffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The tables have different columns.
    case differentColumns(old: [String], new: [String])
    /// A key column is not in the tables.
    case missingKeyColumn(String)
    /// Two rows of one table have the same key.
    case duplicateKey([String])

    public var description: String {
        switch self {
        case .differentColumns(let old, let new):
            "the columns differ: \(old.joined(separator: ",")) before, \(new.joined(separator: ",")) now"
        case .missingKeyColumn(let name):
            "the key column '\(name)' is missing"
        case .duplicateKey(let key):
            "two rows have the key \(key.joined(separator: ","))"
        }
    }
}
