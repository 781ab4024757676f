import CareModel
import CareScenario
import CareSimulation
import CareStore
import Foundation

/// A simulated run stored the way `carelab simulate` stores it (people, run information,
/// symptoms, programme and `truth.json`), in a temporary folder.
struct SimulatedDatabase {
    let folder: URL
    let database: CareDatabase
    let scenario: Scenario

    var truthPath: String { folder.appendingPathComponent("truth.json").path }

    /// Simulates the scenario written in `yaml` and stores it.
    init(yaml: String) throws {
        scenario = try ScenarioLoader.parse(yaml, file: "test.yaml")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-analytics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        database = try CareDatabase.create(at: folder.appendingPathComponent("carelab.sqlite").path, durability: .rebuildable)
        try database.setRunInfo(["start_date": scenario.startDay.description, "days": String(scenario.days)])
        try database.setSymptoms(scenario.symptoms.map(\.symptom))
        try database.setProgramme(medications: scenario.medications.map(\.medication),
                                  tasks: scenario.tasks.map { ($0.name, $0.label, $0.schedule) })
        try database.setTaskGroups(scenario.taskGroups.map { .init(group: $0.group, edits: $0.edits.map(\.edit)) })
        try database.setVideoCatalogue(scenario.videos?.videos ?? [])
        let simulator = Simulator(scenario: scenario)
        var tally = PopulationTally()
        let people = (0..<scenario.people).map { simulator.person($0) }
        for person in people { tally.add(person) }
        try database.append(people.map(\.record))
        try GroundTruth(scenario: scenario, tally: tally).json.write(to: folder.appendingPathComponent("truth.json"))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
