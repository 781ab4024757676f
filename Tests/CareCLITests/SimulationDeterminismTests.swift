import CareScenario
import CareSimulation
import CareStore
import Foundation
import Testing
@testable import CareCLI
@testable import CareWorkflows

/// Same scenario and seed, byte-identical databases: whatever the number of threads, and
/// when the population is simulated in two halves and stored one after the other.
@Suite struct SimulationDeterminismTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-det-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    func scenario() throws -> Scenario {
        var scenario = try ScenarioLoader.load(
            contentsOf: CarelabProcess.packageRoot.appendingPathComponent("Scenarios/recovery-programme.yaml").path)
        scenario.people = 40
        scenario.days = 30
        return scenario
    }

    /// Stores the people of `parts`, each simulated on its own, into one new database.
    func database(_ name: String, parts: [Range<Int>], threads: Int) throws -> Data {
        let path = scratch.appendingPathComponent(name).path
        let database = try CareDatabase.create(at: path)
        let writer = RunWriter(database: database)
        let simulator = Simulator(scenario: try scenario())
        for part in parts {
            try simulator.run(people: part, threads: threads, batchSize: 3, record: { writer.record($0) }) {
                try writer.write($0)
            }
        }
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test func oneThreadTwoThreadsAndTwoHalvesGiveIdenticalDatabases() throws {
        let whole = try database("one.sqlite", parts: [0..<40], threads: 1)
        #expect(try database("two.sqlite", parts: [0..<40], threads: 2) == whole)
        #expect(try database("halves.sqlite", parts: [0..<17, 17..<40], threads: 2) == whole)
    }

    @Test func theCommandGivesIdenticalRunFoldersOnOneAndTwoThreads() throws {
        var folders: [URL] = []
        for threads in ["1", "2"] {
            let out = scratch.appendingPathComponent("run-\(threads)")
            let outcome = try CarelabProcess.run(["simulate", "Scenarios/recovery-programme.yaml", "--out", out.path,
                                                  "--people", "30", "--days", "20", "--threads", threads, "--quiet"])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            folders.append(out)
        }
        let first = try runFolderFiles(folders[0]), second = try runFolderFiles(folders[1])
        #expect(first.keys.sorted() == second.keys.sorted() && first.keys.contains("README.md"))
        for (name, bytes) in first { #expect(bytes == second[name], "\(name) differs") }
    }
}
