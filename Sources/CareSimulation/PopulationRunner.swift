import CareModel
import Dispatch
import Foundation

/// Simulates a population on several threads and delivers it in person order.
///
/// People are cut into waves of `threads × batchSize`. The batches of a wave are simulated
/// in parallel, each person turned into a `Record` on the thread that simulated them; the
/// wave is then handed, batch by batch, to the sink on one serial writer thread while the
/// next wave is simulated. Output order never depends on thread timing.
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

        var waveStart = range.lowerBound
        while waveStart < range.upperBound {
            let wave = waveStart..<min(range.upperBound, waveStart + waveSize)
            let batches = simulate(wave, record: record)
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
    private func simulate(_ wave: Range<Int>, record: @escaping @Sendable (SimulatedPerson) -> Record) -> [[Record]] {
        let chunks = stride(from: wave.lowerBound, to: wave.upperBound, by: batchSize).map {
            $0..<min(wave.upperBound, $0 + batchSize)
        }
        let simulator = self.simulator
        return ParallelJobs.map(count: chunks.count, threads: chunks.count) { index in
            chunks[index].map { record(simulator.person($0)) }
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
