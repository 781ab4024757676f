import Dispatch
import Foundation

/// Threads of their own, at a lower scheduling priority than the rest of the process, that
/// run one pass of ``ParallelJobs`` after another until stopped.
///
/// A simulation's workers run here while the database writer stores the wave before: the
/// writer sets the pace of a large run, and with three busy threads on two cores it got
/// about two thirds of one. Below it, the workers leave it a core whenever it has work and
/// use whatever it leaves. The threads live as long as the run (threads made per wave cost
/// more memory: each new thread's allocations go to whichever of the allocator's arenas it
/// is given).
///
/// Raising a thread's nice value needs no privilege, but lowering it again does, so the
/// priority is set on these threads only, never on the dispatch pool's.
public final class BackgroundWorkers: Sendable {
    /// What a thread does next: a pass's work, or stop.
    private enum Order { case work(@Sendable () -> Void), stop }

    private let orders: [Locked<Order?>]
    private let wakeUps: [DispatchSemaphore]
    private let finished = DispatchSemaphore(value: 0)

    /// Starts `threads` threads (at least one) with nice value 10 above the caller's.
    public init(threads: Int) {
        let count = max(1, threads)
        orders = (0..<count).map { _ in Locked<Order?>(nil) }
        wakeUps = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        for index in 0..<count {
            let order = orders[index], wakeUp = wakeUps[index], finished = self.finished
            Thread {
                Self.lowerThisThreadsPriority()
                while true {
                    wakeUp.wait()
                    let stopping = Self.follow(order)
                    finished.signal()
                    if stopping { return }
                }
            }.start()
        }
    }

    /// The number of threads.
    public var threads: Int { orders.count }

    /// ``ParallelJobs/map(count:threads:_:)`` on these threads; the caller waits.
    public func map<Result: Sendable, Failure: Error>(
        count: Int, _ job: @Sendable (Int) throws(Failure) -> Result
    ) throws(Failure) -> [Result] {
        guard count > 0 else { return [] }
        let jobs = JobQueue<Result, Failure>(count: count)
        let workers = min(threads, count)
        withoutActuallyEscaping(job) { job in
            for index in 0..<workers {
                orders[index].withLock { $0 = .work { jobs.work(job) } }
                wakeUps[index].signal()
            }
            for _ in 0..<workers { finished.wait() }
        }
        return try jobs.results()
    }

    /// Stops the threads once they are idle; call it once, after the last pass.
    public func stop() {
        for index in orders.indices {
            orders[index].withLock { $0 = .stop }
            wakeUps[index].signal()
        }
        for _ in orders.indices { finished.wait() }
    }

    /// Takes a thread's order out of its slot and carries it out: runs the work, or tells
    /// the thread to stop. The work is released before this returns, so no reference to a
    /// pass's `job` outlives the pass.
    private static func follow(_ order: Locked<Order?>) -> Bool {
        guard case .work(let work)? = order.withLock({ $0.take() }) else { return true }
        work()
        return false
    }

    /// Raises the calling thread's nice value by 10 (on Linux the value is the thread's).
    private static func lowerThisThreadsPriority() {
        #if os(Linux)
        _ = nice(10)
        #endif
    }
}
