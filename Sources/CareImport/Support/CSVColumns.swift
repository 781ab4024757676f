import Foundation

/// Where a CSV format's columns are in one file's header: exporters reorder columns and
/// add new ones, so columns are found by name (trimmed, ignoring case), never by position.
struct CSVColumns {
    /// The header as the file spells it.
    let header: [String]
    private let indexes: [String: Int]

    /// Reads the header and checks that every `required` column is there.
    init(header: [String], required: [String], file: String) throws(ImportError) {
        self.header = header
        var indexes: [String: Int] = [:]
        for (index, name) in header.enumerated() {
            let key = Self.key(name)
            if indexes[key] == nil { indexes[key] = index }
        }
        self.indexes = indexes
        let missing = required.filter { indexes[Self.key($0)] == nil }
        guard missing.isEmpty else { throw .missingColumns(file: file, missing: missing, found: header) }
    }

    /// The 0-based position of column `name`, or nil when the header lacks it. Look
    /// positions up once per file, not once per row.
    func index(_ name: String) -> Int? { indexes[Self.key(name)] }

    private static func key(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespaces).lowercased()
    }
}

extension Array where Element == String {
    /// The field at `index`, or an empty string when the row is shorter or the column
    /// absent.
    func field(_ index: Int?) -> String {
        guard let index, index < count else { return "" }
        return self[index]
    }
}
