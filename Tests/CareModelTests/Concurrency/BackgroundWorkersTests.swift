import Foundation
import Synchronization
import Testing
@testable import CareModel

@Suite struct BackgroundWorkersTests {
    private struct Stop: Error, Equatable { var job: Int }

    /// Several passes on the same threads, each with its results in job order (later jobs
    /// finish first) and every job run once.
    @Test func passAfterPassResultsInJobOrder() {
        let workers = BackgroundWorkers(threads: 3)
        defer { workers.stop() }
        for count in [40, 1, 7, 0] {
            let runs = Mutex([Int](repeating: 0, count: count))
            let results = workers.map(count: count) { index in
                runs.withLock { $0[index] += 1 }
                var sum = 0
                for step in 0..<((40 - index) * 2_000) { sum &+= step ^ index }
                return index
            }
            #expect(results == Array(0..<count))
            #expect(runs.withLock { $0 } == Array(repeating: 1, count: count))
        }
    }

    @Test func theFirstErrorIsThrownAndTheThreadsServeTheNextPass() {
        let workers = BackgroundWorkers(threads: 2)
        defer { workers.stop() }
        #expect(throws: Stop(job: 5)) {
            _ = try workers.map(count: 100) { (index: Int) throws(Stop) -> Int in
                if index == 5 { throw Stop(job: index) }
                return index
            }
        }
        #expect(workers.map(count: 3) { $0 * 2 } == [0, 2, 4])
    }

    #if os(Linux)
    /// The jobs run at a nice value 10 above the caller's; the caller's is unchanged.
    @Test func theWorkersRunBelowTheCallersPriority() {
        errno = 0
        let callers = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        let workers = BackgroundWorkers(threads: 2)
        defer { workers.stop() }
        let seen = workers.map(count: 4) { _ in getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) }
        #expect(seen == Array(repeating: min(19, callers + 10), count: 4))
        #expect(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) == callers)
    }
    #endif
}
