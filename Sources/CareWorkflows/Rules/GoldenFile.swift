import CareReports
import CSV
import Foundation

/// A golden file: the committed CSV that a rule's results must reproduce. It changes only
/// when `carelab rules check --update` writes it.
public enum GoldenFile {
    /// The table at `path`, or nil when there is no file.
    ///
    /// - Throws: `Failure.badData` naming the file and row when it is not a CSV table.
    public static func read(_ path: String) throws(Failure) -> CSVTable? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw Failure.ioError("cannot read \(path): \(error.localizedDescription)")
        }
        let reader: CSVReader
        do { reader = try CSVReader(string: text, hasHeaderRow: true) } catch {
            throw Failure.badData("\(path): not a CSV table with a header row")
        }
        var table = CSVTable(header: reader.headerRow ?? [])
        while let row = reader.next() {
            guard row.count == table.header.count else {
                throw Failure.badData("\(path): row \(table.rows.count + 2) has \(row.count) fields, expected \(table.header.count)")
            }
            table.append(row)
        }
        if let error = reader.error { throw Failure.badData("\(path): \(error)") }
        return table
    }

    /// Writes `table` to `path` in full or not at all.
    public static func write(_ table: CSVTable, to path: String) throws {
        do {
            try Data(table.text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw Failure.ioError("cannot write \(path): \(error.localizedDescription)")
        }
    }
}
