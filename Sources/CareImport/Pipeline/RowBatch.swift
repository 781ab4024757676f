import CareStore

/// What the reading thread hands the database writer: the rows in file order, in batches,
/// then what the reader passed over on purpose. Batches amortise the hand-over between the
/// two threads; the channel holds a few of them, so memory stays constant however large
/// the file.
enum RowBatch: Sendable {
    /// Rows and rejected rows in file order, at most ``SourceReader/rowsPerBatch`` of them.
    case rows([ReaderOutput])
    /// The end of the file: the reader's ``SourceReader/passedOver`` counts.
    case end(passedOver: [String: Int])
}

extension SourceReader {
    /// Rows handed over at once.
    static var rowsPerBatch: Int { 4096 }

    /// Reads the whole file into `channel` in batches of ``rowsPerBatch`` rows, then its
    /// passed-over counts; returns early once the consumer has cancelled. Throws what
    /// ``read(_:)`` throws.
    mutating func read(into channel: BoundedChannel<RowBatch, any Error>) throws {
        var batch: [ReaderOutput] = []
        batch.reserveCapacity(Self.rowsPerBatch)
        do {
            try read { output in
                batch.append(output)
                guard batch.count == Self.rowsPerBatch else { return }
                guard channel.send(.rows(batch)) else { throw Cancelled() }
                batch.removeAll(keepingCapacity: true)
            }
        } catch is Cancelled {
            return
        }
        if !batch.isEmpty, !channel.send(.rows(batch)) { return }
        _ = channel.send(.end(passedOver: passedOver))
    }
}

/// Thrown through the reader to stop it once the consumer has cancelled.
private struct Cancelled: Error {}
