import CareWorkflows
import Foundation

/// Bytes streamed to stdout or to a file, in blocks.
///
/// A file is written under a hidden temporary name beside it, synced and moved into place
/// by ``finish()``: it is the old file or the complete new one, never half written; an
/// output never finished is removed.
final class ByteOutput {
    private let handle: FileHandle
    private let destination: URL?
    private let staging: URL?
    private var buffer: [UInt8] = []
    private var finished = false

    /// Bytes gathered before each write.
    private static let blockSize = 1 << 20

    /// Starts an output: stdout when `path` is nil or `-`, else the file at `path`.
    init(path: String?) throws {
        guard let path, path != "-" else {
            handle = .standardOutput
            destination = nil
            staging = nil
            return
        }
        let target = URL(fileURLWithPath: path).standardizedFileURL
        let staging = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
        guard FileManager.default.createFile(atPath: staging.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: staging.path)
        else { throw Failure.ioError("cannot write \(path)") }
        self.handle = handle
        self.destination = target
        self.staging = staging
    }

    deinit {
        if !finished, let staging {
            try? handle.close()
            try? FileManager.default.removeItem(at: staging)
        }
    }

    /// Whether the bytes go to stdout.
    var isStandardOutput: Bool { destination == nil }

    /// Adds bytes.
    func write<Bytes: Sequence>(_ bytes: Bytes) throws where Bytes.Element == UInt8 {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.blockSize { try flush() }
    }

    /// Writes what is left and, for a file, moves it into place.
    func finish() throws {
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
            try handle.write(contentsOf: buffer)
        } catch {
            throw Failure.ioError("cannot write the output: \(error.localizedDescription)")
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
