import Synchronization

/// How many person records a database has handed out (``CareDatabase/forEachPerson(kinds:positions:_:)``),
/// over every connection reopened from it: what a progress line shows while analyses read.
public final class PersonReadCounter: Sendable {
    private let count = Atomic<Int>(0)

    /// Creates a counter at 0.
    public init() {}

    /// The records handed out so far.
    public var value: Int { count.load(ordering: .relaxed) }

    func add() {
        count.add(1, ordering: .relaxed)
    }
}
