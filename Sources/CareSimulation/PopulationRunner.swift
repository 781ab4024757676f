import CareModel
import Dispatch
import Foundation

/// Simulates a population on several threads and delivers it in person order.
///
/// People are cut into waves of `threads × batchSize`. The people of a wave are simulated
/// in parallel on ``BackgroundWorkers`` (below the writer's priority), each person turned
/// into a `Record` on the thread that simulated them; the wave is then handed, batch by
/// batch, to the sink on one serial writer thread while the next wave is simulated. Output
/// order never depends on thread timing.
struct PopulationRunner<Record: Sendable> {
    let simulator: Simulator
    let threads: Int
    let batchSize: Int

    func run(
        people range: Range<Int>,
        progress: @Sendable (Int) -> Void,
        record: @escaping @Sendable (SimulatedPerson) -> Record,
        sink: @escaping @Sendable ([Record]) throws -> Void
    ) throws {
        let writer = DispatchQueue(label: "carelab.simulation.writer")
        let pending = DispatchGroup()
        let failure = FailureBox()
        let waveSize = threads * batchSize
        // Below the writer's priority: it sets the pace, and they fill the cores it leaves.
        let workers = BackgroundWorkers(threads: threads)
        defer { workers.stop() }

        var waveStart = range.lowerBound
        while waveStart < range.upperBound {
            let wave = waveStart..<min(range.upperBound, waveStart + waveSize)
            let batches = simulate(wave, on: workers, record: record)
            pending.wait()
            if let error = failure.error { throw error }
            pending.enter()
            writer.async {
                defer { pending.leave() }
                do {
                    for batch in batches where !batch.isEmpty { try sink(batch) }
                } catch {
                    failure.record(error)
                }
            }
            progress(wave.upperBound - range.lowerBound)
            waveStart = wave.upperBound
        }
        pending.wait()
        if let error = failure.error { throw error }
    }

    /// The wave's people, simulated in parallel, as batches of records in person order.
    ///
    /// The workers take the people in jobs of an eighth of a batch, so that a worker slowed
    /// down (the writer runs first) leaves its share to the others instead of holding up the
    /// wave; the batches are the same whatever the jobs.
    private func simulate(
        _ wave: Range<Int>, on workers: BackgroundWorkers, record: @escaping @Sendable (SimulatedPerson) -> Record
    ) -> [[Record]] {
        let jobSize = max(1, batchSize / 8)
        let jobs = stride(from: wave.lowerBound, to: wave.upperBound, by: jobSize).map {
            $0..<min(wave.upperBound, $0 + jobSize)
        }
        let simulator = self.simulator
        let records = workers.map(count: jobs.count) { index in
            jobs[index].map { record(simulator.person($0)) }
        }.flatMap { $0 }
        return stride(from: 0, to: records.count, by: batchSize).map {
            Array(records[$0..<min(records.count, $0 + batchSize)])
        }
    }
}

/// The first error the writer thread met.
private final class FailureBox: Sendable {
    private let stored = Locked<(any Error)?>(nil)

    func record(_ error: any Error) {
        stored.withLock { if $0 == nil { $0 = error } }
    }

    var error: (any Error)? { stored.withLock { $0 } }
}
