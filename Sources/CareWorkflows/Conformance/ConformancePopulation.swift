import CareModel
import Foundation
import CareScenario

/// The people of conformance vectors: the hand-built edge-case people
/// (``EdgeCasePeople``), and optionally a random population for volume.
public struct ConformancePopulation: Sendable {
    /// The people in identifier order.
    public var people: [ConformancePerson]
    /// The random population's size and seed, nil when there is none.
    public var random: (people: Int, seed: UInt64)?

    /// The first random person's identifier; the edge-case people come before it.
    public static let firstRandomID = 101

    /// The edge-case people, and `random.people` people simulated with `random.seed` from
    /// the `carelab rules check` fixture's scenario (six weeks from 2 March 2026 in London,
    /// New York and Sydney) with the built-in medication and task added, as persons 101 on.
    public init(random: (people: Int, seed: UInt64)? = nil) throws(ScenarioError) {
        self.random = random
        people = EdgeCasePeople.all()
        guard let random, random.people > 0 else { return }
        let scenario = try ScenarioLoader.parse(Self.randomScenarioText(people: random.people, seed: random.seed),
                                                file: "conformance-random")
        let simulated = SimulatedPopulation(scenario: scenario)
        for (index, record) in simulated.people.enumerated() {
            var record = record
            record.personID = Self.firstRandomID + index
            // Reward points are an output the vectors expect, not something a person logs.
            record.rewards = []
            people.append(ConformancePerson(record: record, first: simulated.period.first, last: simulated.period.last,
                                            defaultEdge: .random))
        }
    }

    /// The fixture's scenario with another size and seed, and the built-in medication and
    /// task, so random people log doses and do tasks on the built-in schedules.
    public static func randomScenarioText(people: Int, seed: UInt64) -> String {
        SimulatedPopulation.fixtureScenarioText
            .replacingOccurrences(of: "seed: 20260302", with: "seed: \(seed)")
            .replacingOccurrences(of: "people: 12", with: "people: \(people)")
            .replacingOccurrences(of: "name: rules-fixture", with: "name: conformance-random")
            + """

            medications:
              - name: \(ConformanceSetup.medication)
                dose: {amount: 500, unit: mg}
                schedule: {repeat: daily, times: ["08:00", "20:00"]}
                adherence: {beta: [7, 2]}
                timing_sd_minutes: 30
            tasks:
              - {name: \(ConformanceSetup.task), label: medication, schedule: {repeat: daily, times: ["08:00"]}, completion: {beta: [8, 2]}}
            """
    }
}
