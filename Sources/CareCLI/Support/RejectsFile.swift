import CareImport
import CareReports
import Foundation

/// The CSV file that `--skip-invalid` writes rejected rows to: one row per rejected source
/// row with its place, the field at fault, the reason, and the row itself as CSV text.
///
/// Created only when a row is rejected, readable by its owner only (mode 0600): rejected
/// rows hold the source's raw data, identifiers included.
final class RejectsFile {
    static let header = ["file", "line", "column", "field", "reason", "row"]

    let path: String
    private var handle: FileHandle?
    private var pending = ""
    private(set) var count = 0

    init(path: String) {
        self.path = path
    }

    /// Appends one rejected row.
    func write(_ problem: RowProblem) throws(ImportError) {
        if handle == nil { try open() }
        let row = problem.raw.map(CSVTable.escape).joined(separator: ",")
        let fields = [problem.location.file, String(problem.location.line), String(problem.location.column),
                      problem.field ?? "", problem.reason, row]
        pending += fields.map(CSVTable.escape).joined(separator: ",") + "\r\n"
        count += 1
        if pending.utf8.count >= 1 << 16 { try flush() }
    }

    /// Writes what is buffered and closes the file.
    func close() throws(ImportError) {
        try flush()
        try? handle?.close()
        handle = nil
    }

    private func open() throws(ImportError) {
        guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]),
              let handle = FileHandle(forWritingAtPath: path)
        else { throw .cannotWriteRejects(file: path, reason: "cannot create the file") }
        self.handle = handle
        pending = Self.header.joined(separator: ",") + "\r\n"
    }

    private func flush() throws(ImportError) {
        guard let handle, !pending.isEmpty else { return }
        do {
            try handle.write(contentsOf: Data(pending.utf8))
        } catch {
            throw .cannotWriteRejects(file: path, reason: error.localizedDescription)
        }
        pending = ""
    }
}
