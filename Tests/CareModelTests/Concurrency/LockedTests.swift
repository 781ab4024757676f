import Dispatch
import Testing
@testable import CareModel

@Suite struct LockedTests {
    private struct Full: Error, Equatable {}

    /// Increments from several threads all land: the lock excludes.
    @Test func concurrentUpdatesAreNotLost() {
        let counts = Locked([Int](repeating: 0, count: 4))
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for _ in 0..<10_000 { counts.withLock { $0[thread] += 1 } }
        }
        let total = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<10_000 { total.withLock { $0 += 1 } }
        }
        #expect(counts.withLock { $0 } == [10_000, 10_000, 10_000, 10_000])
        #expect(total.withLock { $0 } == 40_000)
    }

    /// The body's result comes back and its typed error is rethrown with the change made
    /// before it kept.
    @Test func returnsTheResultAndRethrowsTheTypedError() {
        let queue = Locked([1, 2])
        #expect(queue.withLock { $0.removeFirst() } == 1)
        #expect(throws: Full()) {
            try queue.withLock { (items: inout [Int]) throws(Full) in
                items.append(3)
                if items.count > 1 { throw Full() }
            }
        }
        #expect(queue.withLock { $0 } == [2, 3])
    }
}
