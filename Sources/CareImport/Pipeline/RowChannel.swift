import Foundation

/// A bounded queue of row batches between the thread that reads and checks a source file
/// and the thread that writes the database, so that on a machine with two cores parsing
/// and SQLite run side by side. At most `capacity` batches wait, so memory stays constant
/// however large the file.
final class RowChannel: @unchecked Sendable {
    // @unchecked: every stored property is read and written only while `condition` is locked.
    private let condition = NSCondition()
    private var batches: [[ReaderOutput]] = []
    private var finished = false
    private var cancelled = false
    private var failure: (any Error)?
    private let capacity: Int

    init(capacity: Int = 8) {
        self.capacity = capacity
    }

    /// Hands a batch to the writer, waiting while the queue is full; false once the writer
    /// has stopped.
    func send(_ batch: [ReaderOutput]) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while batches.count >= capacity, !cancelled { condition.wait() }
        guard !cancelled else { return false }
        batches.append(batch)
        condition.broadcast()
        return true
    }

    /// Marks the end of the rows, with the reader's error if it stopped on one.
    func finish(throwing error: (any Error)?) {
        condition.lock()
        finished = true
        failure = error
        condition.broadcast()
        condition.unlock()
    }

    /// The next batch, waiting for one; nil after the last, or the reader's error.
    func receive() throws -> [ReaderOutput]? {
        condition.lock()
        defer { condition.unlock() }
        while batches.isEmpty, !finished { condition.wait() }
        if !batches.isEmpty {
            let batch = batches.removeFirst()
            condition.broadcast()
            return batch
        }
        if let failure { throw failure }
        return nil
    }

    /// Stops the reader: the writer failed and wants no more rows.
    func cancel() {
        condition.lock()
        cancelled = true
        batches.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until the reader has finished (after a cancel, it stops at its next batch).
    func waitUntilFinished() {
        condition.lock()
        while !finished { condition.wait() }
        condition.unlock()
    }
}
