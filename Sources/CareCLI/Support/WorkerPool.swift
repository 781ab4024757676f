import Dispatch
import Synchronization

/// Runs jobs 0..<count on at most `threads` workers, each worker taking the next job when
/// it is done with one: for jobs of uneven length (a power study's replicates). Results
/// must be stored by job index, never in the order jobs finish.
enum WorkerPool {
    /// Runs `job` once for every index; after the first error no new job starts, and the
    /// error is rethrown when the running ones are done.
    static func run(count: Int, threads: Int, _ job: @Sendable (Int) throws -> Void) throws {
        guard count > 0 else { return }
        let next = Atomic<Int>(0)
        let failure = Mutex<(any Error)?>(nil)
        DispatchQueue.concurrentPerform(iterations: max(1, min(threads, count))) { _ in
            while failure.withLock({ $0 == nil }) {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                do {
                    try job(index)
                } catch {
                    failure.withLock { if $0 == nil { $0 = error } }
                }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
    }
}
