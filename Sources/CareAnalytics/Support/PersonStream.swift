import CareModel
import CareStore

/// Reads people on a second thread while the caller's thread analyses the ones already
/// read: SQLite decoding and the analysis overlap, which on two cores nearly halves the
/// time of a pass over a large run. Logs arrive in person order; at most `capacity` wait
/// in memory.
enum PersonStream {
    /// Calls `body` with each person's log (of `people` only, when given), read from
    /// `database` on another thread. Throws the ``StoreError`` that stopped the reading, after
    /// `body` has had the people read before it, or rethrows what `body` throws.
    static func forEach(
        in database: CareDatabase, kinds: Set<EventKind>, people: Set<Int>? = nil, capacity: Int = 64,
        _ body: (PersonRecord) throws -> Void
    ) throws {
        try ProducerThread.run(capacity: capacity) { (channel: BoundedChannel<PersonRecord, StoreError>) throws(StoreError) in
            try database.forEachPerson(kinds: kinds, people: people) { log in
                guard channel.send(log) else { throw Cancelled() }
            }
        } consuming: { channel in
            while let log = try channel.receive() { try body(log) }
        }
    }

    /// Thrown through the reading to stop it once the consumer has cancelled.
    private struct Cancelled: Error {}
}
