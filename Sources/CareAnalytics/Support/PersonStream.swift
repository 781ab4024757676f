import CareModel
import CareStore
import Foundation

/// Reads people on a second thread while the caller's thread analyses the ones already
/// read: SQLite decoding and the analysis overlap, which on two cores nearly halves the
/// time of a pass over a large run. Logs arrive in person order; at most `capacity` wait
/// in memory.
final class PersonStream: @unchecked Sendable {
    private let condition = NSCondition()
    private var waiting: [PersonRecord] = []
    private var next = 0
    private var done = false
    private var stopped = false
    private var failure: StoreError?
    private let capacity: Int

    private init(capacity: Int) { self.capacity = capacity }

    /// Why the reader stopped early: the consumer gave up.
    private struct Stopped: Error {}

    /// Calls `body` with each person's log (of `people` only, when given), read from
    /// `database` on another thread.
    static func forEach(
        in database: CareDatabase, kinds: Set<EventKind>, people: Set<Int>? = nil, capacity: Int = 64,
        _ body: (PersonRecord) throws -> Void
    ) throws {
        let stream = PersonStream(capacity: capacity)
        let finished = DispatchSemaphore(value: 0)
        let reader = Thread {
            do {
                try database.forEachPerson(kinds: kinds, people: people) { log in
                    guard stream.put(log) else { throw Stopped() }
                }
                stream.finish(nil)
            } catch {
                stream.finish(error as? StoreError)
            }
            finished.signal()
        }
        reader.start()
        defer { finished.wait() }
        do {
            while let log = try stream.take() { try body(log) }
        } catch {
            stream.stop()
            throw error
        }
    }

    /// Hands one log over; false when the consumer has stopped.
    private func put(_ log: PersonRecord) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while waiting.count - next >= capacity, !stopped { condition.wait() }
        guard !stopped else { return false }
        waiting.append(log)
        condition.broadcast()
        return true
    }

    private func finish(_ error: StoreError?) {
        condition.lock()
        done = true
        if !stopped { failure = error }
        condition.broadcast()
        condition.unlock()
    }

    private func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next log, nil at the end, or the reader's error.
    private func take() throws(StoreError) -> PersonRecord? {
        condition.lock()
        defer { condition.unlock() }
        while next == waiting.count, !done { condition.wait() }
        if next == waiting.count {
            if let failure { throw failure }
            return nil
        }
        let log = waiting[next]
        next += 1
        if next >= capacity {
            waiting.removeFirst(next)
            next = 0
        }
        condition.broadcast()
        return log
    }
}
