import CareReports
import Foundation

/// Streams a tidy table in an ``OutputFormat`` (through ``TableEncoder``) to stdout or to a
/// file, so a table of millions of rows never has to be held in memory (a terminal table
/// excepted: its column widths need every row).
///
/// A file is written under a hidden temporary name beside it, synced and moved into place
/// by ``finish()``: it is the old file or the complete new one, never half written.
final class TableOutput {
    private let handle: FileHandle
    private let destination: URL?
    private let staging: URL?
    private var encoder: TableEncoder
    private var buffer = ""
    private var finished = false
    /// Rows written so far, header excluded.
    private(set) var rowCount = 0

    /// Bytes gathered before each write.
    private static let blockSize = 1 << 20

    /// Starts a table with `columns` in `format`, on stdout when `path` is nil or `-`.
    init(path: String?, columns: [TableColumn], format: OutputFormat = .csv) throws {
        if let path, path != "-" {
            let target = URL(fileURLWithPath: path).standardizedFileURL
            let staging = target.deletingLastPathComponent()
                .appendingPathComponent(".\(target.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
            guard FileManager.default.createFile(atPath: staging.path, contents: nil),
                  let handle = FileHandle(forWritingAtPath: staging.path)
            else { throw Failure.ioError("cannot write \(path)") }
            self.handle = handle
            self.destination = target
            self.staging = staging
        } else {
            handle = .standardOutput
            destination = nil
            staging = nil
        }
        encoder = TableEncoder(format: format, columns: columns)
        buffer += encoder.start()
    }

    deinit {
        if !finished, let staging {
            try? handle.close()
            try? FileManager.default.removeItem(at: staging)
        }
    }

    /// Adds one row.
    func append(_ row: [String]) throws {
        buffer += encoder.encode(row)
        rowCount += 1
        if buffer.utf8.count >= Self.blockSize { try flush() }
    }

    /// Writes what is left and, for a file, moves it into place.
    func finish() throws {
        buffer += encoder.finish()
        try flush()
        finished = true
        guard let destination, let staging else { return }
        try handle.close()
        // rename(2) replaces an existing file atomically; FileManager.replaceItemAt fails on
        // Linux (swift-corelibs-foundation) when the destination exists.
        do {
            try DurableFiles.publishFile(staging, as: destination)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw Failure.ioError("cannot write \(destination.path): \(error)")
        }
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        do {
            try handle.write(contentsOf: Data(buffer.utf8))
        } catch {
            throw Failure.ioError("cannot write the output: \(error.localizedDescription)")
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
