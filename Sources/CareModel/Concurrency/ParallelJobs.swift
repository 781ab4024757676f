import Dispatch
import Synchronization

/// The one runner of CareLab's parallel passes: numbered jobs on several threads, results by
/// job number.
///
/// A simulation wave's batches of people, an analysis's parts of the population and a power
/// study's replicates all run through here. Each worker takes the next job when it is done
/// with one, so jobs of uneven length balance; results come back in job order, never in the
/// order jobs finish, so the outcome is the same on any number of threads. The workers are
/// the dispatch pool's, or a ``BackgroundWorkers``' threads of lowered priority.
public enum ParallelJobs {
    /// The results of `job` for every number in `0..<count`, in that order, computed on at
    /// most `threads` threads (one thread: in order, on the caller's). After the first error
    /// no new job starts, and that error is thrown once the running jobs are done.
    public static func map<Result: Sendable, Failure: Error>(
        count: Int, threads: Int, _ job: @Sendable (Int) throws(Failure) -> Result
    ) throws(Failure) -> [Result] {
        guard count > 0 else { return [] }
        let workers = max(1, min(threads, count))
        if workers == 1 { return try (0..<count).map(job) }
        let jobs = JobQueue<Result, Failure>(count: count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in jobs.work(job) }
        return try jobs.results()
    }
}

/// The jobs of one pass: the next number to take, and the results and first error so far.
final class JobQueue<Result: Sendable, Failure: Error>: Sendable {
    private let count: Int
    private let next = Atomic<Int>(0)
    private let outcome: Locked<(results: [Result?], failure: Failure?)>

    init(count: Int) {
        self.count = count
        outcome = Locked((Array(repeating: nil, count: count), nil))
    }

    /// Takes jobs and runs them until none is left or one has failed.
    func work(_ job: (Int) throws(Failure) -> Result) {
        while outcome.withLock({ $0.failure == nil }) {
            let index = next.add(1, ordering: .relaxed).oldValue
            guard index < count else { return }
            do throws(Failure) {
                let result = try job(index)
                outcome.withLock { $0.results[index] = result }
            } catch {
                outcome.withLock { if $0.failure == nil { $0.failure = error } }
            }
        }
    }

    /// The results in job order, or the first error.
    func results() throws(Failure) -> [Result] {
        let (results, failure) = outcome.withLock { ($0.results, $0.failure) }
        if let failure { throw failure }
        return results.compactMap { $0 }
    }
}
