import ArgumentParser
import CSV
import CareWorkflows
import Foundation

/// A CSV table read for `carelab stats`: a header row and records, each with the line of the
/// file it starts on, so bad values can be reported as file:line:column.
///
/// Parsing (RFC 4180 quotes, embedded newlines) is yaslab/CSV.swift's. Cells that are empty
/// or read `NA`, `N/A`, `NaN` or `null` (any case) are missing.
struct CSVInput {
    /// The file's name in messages: its path, or `stdin`.
    let name: String
    /// The column names.
    let header: [String]
    /// The records, each with one field per column.
    let records: [[String]]
    /// The line each record starts on (the header is line 1).
    let lines: [Int]

    /// Reads `path`, or standard input when `path` is `-`.
    static func read(_ path: String, standardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() })
        throws -> CSVInput
    {
        let name = path == "-" ? "stdin" : path
        let data: Data
        if path == "-" {
            data = standardInput()
        } else {
            try Failure.requireInput(path)
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw Failure.ioError("cannot read \(path): \(error.localizedDescription)")
            }
        }
        guard var text = String(data: data, encoding: .utf8) else {
            throw Failure.badData("\(name): not UTF-8 text")
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return try parse(text, name: name)
    }

    /// Parses CSV `text` whose first row is the header.
    static func parse(_ text: String, name: String) throws -> CSVInput {
        let reader: CSVReader
        do {
            reader = try CSVReader(string: text, hasHeaderRow: true)
        } catch {
            throw Failure.badData("\(name): no header row")
        }
        let header = reader.headerRow ?? []
        var records: [[String]] = [], lines: [Int] = []
        var line = 1 + newlines(in: header) + 1
        while let row = reader.next() {
            defer { line += 1 + newlines(in: row) }
            if row == [""], header.count > 1 { continue }  // a blank line
            guard row.count == header.count else {
                throw Failure.badData("\(name):\(line): expected \(header.count) fields, found \(row.count)")
            }
            records.append(row)
            lines.append(line)
        }
        if let error = reader.error { throw Failure.badData("\(name):\(line): \(error)") }
        return CSVInput(name: name, header: header, records: records, lines: lines)
    }

    /// The number of line breaks inside the fields of a row.
    private static func newlines(in row: [String]) -> Int {
        row.reduce(0) { $0 + $1.filter(\.isNewline).count }
    }

    /// The index of the column named `column`.
    ///
    /// - Throws: `ValidationError` (a usage error) naming the columns there are.
    func index(of column: String) throws -> Int {
        guard let index = header.firstIndex(of: column) else {
            throw ValidationError("\(name) has no column \"\(column)\"; its columns are \(header.joined(separator: ", "))")
        }
        return index
    }

    /// Whether a cell means "missing".
    static func isMissing(_ cell: String) -> Bool {
        ["", "na", "n/a", "nan", "null"].contains(cell.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// The column's cells as numbers, NaN where missing.
    ///
    /// - Throws: `Failure.badData` with file:line:column for a cell that is not a finite number.
    func numbers(_ column: String) throws -> [Double] {
        let j = try index(of: column)
        return try records.indices.map { i in
            let cell = records[i][j]
            if Self.isMissing(cell) { return .nan }
            guard let value = Double(cell.trimmingCharacters(in: .whitespaces)), value.isFinite else {
                throw Failure.badData("\(name):\(lines[i]):\(j + 1): \"\(cell)\" in column \"\(column)\" is not a number")
            }
            return value
        }
    }

    /// The column's cells as labels, nil where missing.
    func labels(_ column: String) throws -> [String?] {
        let j = try index(of: column)
        return records.map { Self.isMissing($0[j]) ? nil : $0[j] }
    }

    /// The column's cells as event indicators (1/0, true/false), nil where missing.
    ///
    /// - Throws: `Failure.badData` with file:line:column for any other value.
    func events(_ column: String) throws -> [Bool?] {
        let j = try index(of: column)
        return try records.indices.map { i in
            let cell = records[i][j]
            if Self.isMissing(cell) { return nil }
            switch cell.trimmingCharacters(in: .whitespaces).lowercased() {
            case "1", "1.0", "true": return true
            case "0", "0.0", "false": return false
            default:
                throw Failure.badData(
                    "\(name):\(lines[i]):\(j + 1): \"\(cell)\" in column \"\(column)\" is not an event indicator (1/0, true/false)")
            }
        }
    }
}
