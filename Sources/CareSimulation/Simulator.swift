import CareModel
import CareScenario
import Foundation

/// Simulates a scenario's population.
///
/// A person's random stream derives from the scenario's seed and the person's index only,
/// so any person can be simulated alone, on any thread, and the population's data do not
/// depend on how it was split.
public struct Simulator: Sendable {
    /// The scenario being simulated.
    public var scenario: Scenario { plan.scenario }
    let plan: SimulationPlan

    /// Creates a simulator for a validated scenario.
    public init(scenario: Scenario) {
        plan = SimulationPlan(scenario: scenario)
    }

    /// Simulates the person with the given index.
    public func person(_ index: Int) -> SimulatedPerson {
        PersonSimulation(plan: plan, index: index).run()
    }

    /// Simulates people `range` on `threads` threads and hands them to `sink` in index
    /// order, in batches of at most `batchSize`, on one serial thread, while the next
    /// batches are being simulated. Memory holds about two waves of batches.
    ///
    /// - Parameter progress: called after each batch is handed over with the number of
    ///   people done so far.
    public func run(
        people range: Range<Int>? = nil,
        threads: Int = 1,
        batchSize: Int = 256,
        progress: @Sendable (Int) -> Void = { _ in },
        sink: @escaping @Sendable ([SimulatedPerson]) throws -> Void
    ) throws {
        try run(people: range, threads: threads, batchSize: batchSize, progress: progress, record: { $0 }, sink: sink)
    }

    /// Simulates people `range` like ``run(people:threads:batchSize:progress:sink:)``, but
    /// turns each person into a `Record` on the thread that simulated them and hands `sink`
    /// the records: work done per person there (encoding rows for storage, say) runs in
    /// parallel instead of on the serial thread, and memory holds records instead of people.
    public func run<Record: Sendable>(
        people range: Range<Int>? = nil,
        threads: Int = 1,
        batchSize: Int = 256,
        progress: @Sendable (Int) -> Void = { _ in },
        record: @escaping @Sendable (SimulatedPerson) -> Record,
        sink: @escaping @Sendable ([Record]) throws -> Void
    ) throws {
        try PopulationRunner(simulator: self, threads: max(1, threads), batchSize: max(1, batchSize))
            .run(people: range ?? 0..<scenario.people, progress: progress, record: record, sink: sink)
    }
}
