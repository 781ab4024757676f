import Synchronization
import Testing
@testable import CareModel

@Suite struct ParallelJobsTests {
    private struct Stop: Error, Equatable { var job: Int }

    /// Results come back in job order whatever the number of threads, even when later jobs
    /// finish first.
    @Test(arguments: [1, 2, 3, 8, 100])
    func resultsInJobOrder(threads: Int) {
        let results = ParallelJobs.map(count: 40, threads: threads) { Self.unevenWork($0) }
        #expect(results == (0..<40).map { Self.unevenWork($0) })
    }

    /// Early jobs are the slow ones, so later jobs finish first.
    private static func unevenWork(_ index: Int) -> [Int] {
        var sum = 0
        for step in 0..<((40 - index) * 2_000) { sum &+= step ^ index }
        return [index, sum]
    }

    @Test func everyJobRunsOnce() {
        let runs = Mutex([Int](repeating: 0, count: 500))
        _ = ParallelJobs.map(count: 500, threads: 4) { index in runs.withLock { $0[index] += 1 } }
        #expect(runs.withLock { $0 } == Array(repeating: 1, count: 500))
    }

    @Test func noJobsNoResults() {
        #expect(ParallelJobs.map(count: 0, threads: 4) { $0 }.isEmpty)
    }

    /// The first error is thrown, typed; jobs not started when it happened do not start: with
    /// one thread, none after the failing job.
    @Test func firstErrorStopsNewJobs() {
        let started = Mutex(0)
        #expect(throws: Stop(job: 3)) {
            _ = try ParallelJobs.map(count: 10, threads: 1) { (index: Int) throws(Stop) -> Int in
                started.withLock { $0 += 1 }
                if index == 3 { throw Stop(job: index) }
                return index
            }
        }
        #expect(started.withLock { $0 } == 4)

        // On several threads the error is thrown too (how many jobs started before it depends
        // on timing, so it is not asserted).
        #expect(throws: Stop(job: 0)) {
            _ = try ParallelJobs.map(count: 1_000, threads: 2) { (index: Int) throws(Stop) -> Int in
                if index == 0 { throw Stop(job: index) }
                return index
            }
        }
    }
}
