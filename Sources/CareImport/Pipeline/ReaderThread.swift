import Foundation

/// Runs a source reader on a thread of its own, handing its rows to the database writer in
/// batches through a ``RowChannel``: reading and checking rows overlaps with SQLite's work.
/// Rows arrive in file order, so the first bad row is still the first one reported.
final class ReaderThread: @unchecked Sendable {
    // @unchecked: `reader` and `passedOver` are used by the reading thread only until it
    // calls `channel.finish`, and by the writer only after `channel.receive` returned nil.
    private var reader: any SourceReader
    private(set) var passedOver: [String: Int] = [:]
    private let batchSize = 4096

    private struct Stopped: Error {}

    init(reader: any SourceReader) {
        self.reader = reader
    }

    /// Starts reading; the rows come out of the returned channel.
    func start() -> RowChannel {
        let channel = RowChannel()
        let thread = Thread { [self] in run(into: channel) }
        thread.stackSize = 8 << 20
        thread.start()
        return channel
    }

    private func run(into channel: RowChannel) {
        var batch: [ReaderOutput] = []
        batch.reserveCapacity(batchSize)
        do {
            try reader.read { output in
                batch.append(output)
                guard batch.count == batchSize else { return }
                guard channel.send(batch) else { throw Stopped() }
                batch.removeAll(keepingCapacity: true)
            }
            if !batch.isEmpty { _ = channel.send(batch) }
            passedOver = reader.passedOver
            channel.finish(throwing: nil)
        } catch is Stopped {
            channel.finish(throwing: nil)
        } catch {
            channel.finish(throwing: error)
        }
    }
}
