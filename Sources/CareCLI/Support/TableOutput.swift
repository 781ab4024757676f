import CareReports
import CareWorkflows
import Foundation

/// Streams a tidy table in an ``OutputFormat`` (through ``TableEncoder``) to stdout or to a
/// file (``ByteOutput``), so a table of millions of rows never has to be held in memory (a
/// terminal table excepted: its column widths need every row).
///
/// A file is written under a hidden temporary name beside it, synced and moved into place
/// by ``finish()``: it is the old file or the complete new one, never half written.
final class TableOutput {
    private let output: ByteOutput
    private var encoder: TableEncoder
    /// Rows written so far, header excluded.
    private(set) var rowCount = 0

    /// Starts a table with `columns` in `format`, on stdout when `path` is nil or `-`.
    init(path: String?, columns: [TableColumn], format: OutputFormat = .csv) throws {
        output = try ByteOutput(path: path)
        encoder = TableEncoder(format: format, columns: columns)
        try output.write(encoder.start().utf8)
    }

    /// Adds one row. A debug build (the tests) checks every field against its column's
    /// description first; a release build streams without the check.
    func append(_ row: [String]) throws {
        #if DEBUG
        do { try CSVTable.validate(row, columns: encoder.columns, rowNumber: rowCount + 1) } catch {
            throw Failure.misfit("a table", error)
        }
        #endif
        try output.write(encoder.encode(row).utf8)
        rowCount += 1
    }

    /// Writes what is left and, for a file, moves it into place.
    func finish() throws {
        try output.write(encoder.finish().utf8)
        try output.finish()
    }
}
