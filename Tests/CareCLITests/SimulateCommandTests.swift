import ArgumentParser
import Foundation
import Testing
@testable import CareCLI

@Suite struct SimulateCommandTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-cli-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    @Test func runningTwiceGivesByteIdenticalFiles() throws {
        let first = scratch.appendingPathComponent("first"), second = scratch.appendingPathComponent("second")
        for folder in [first, second] {
            let outcome = try CarelabProcess.run(["simulate", "Scenarios/default.yaml", "--out", folder.path,
                                                  "--people", "25", "--days", "20", "--quiet"])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(outcome.stderr.isEmpty)
        }
        let a = try runFolderFiles(first), b = try runFolderFiles(second)
        #expect(Set(a.keys) == [".carelab-run", "README.md", "carelab.sqlite", "truth.json", "daily_scores_mean.csv",
                                "lagged_correlations.csv", "dose_response.txt", "daily_scores_chart.txt",
                                "correlation_heatmap.txt", "data_dictionary.md", "dropout_curve.txt", "report.html"])
        for (name, data) in a { #expect(b[name] == data, "\(name) differs between two runs") }
    }

    @Test func aBadScenarioExitsWith65AndOneLineAndWritesNothing() throws {
        let scenario = scratch.appendingPathComponent("bad.yaml")
        let text = try String(contentsOf: CarelabProcess.packageRoot.appendingPathComponent("Scenarios/default.yaml"),
                              encoding: .utf8)
        try text.replacingOccurrences(of: "dropout_hazard: 0.002", with: "dropout_hazard: 2")
            .write(to: scenario, atomically: true, encoding: .utf8)
        let out = scratch.appendingPathComponent("run")
        let outcome = try CarelabProcess.run(["simulate", scenario.path, "--out", out.path])
        #expect(outcome.status == 65)
        let lines = outcome.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("carelab: error: \(scenario.path):") == true)
        #expect(lines.first?.contains("'segments[0].traits.dropout_hazard' is 2, expected a probability from 0 to 1") == true)
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["bad.yaml"])
    }

    @Test func aMissingScenarioExits66() throws {
        let outcome = try CarelabProcess.run(["simulate", "nope.yaml", "--out", scratch.appendingPathComponent("x").path])
        #expect(outcome.status == 66)
        #expect(outcome.stderr == "carelab: error: nope.yaml: no such file\n")
    }

    @Test func aFailedRunKeepsThePreviousFolder() throws {
        let out = scratch.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: out.appendingPathComponent("README.md"))
        let outcome = try CarelabProcess.run(["simulate", "nope.yaml", "--out", out.path])
        #expect(outcome.status == 66)
        #expect(try String(contentsOf: out.appendingPathComponent("README.md"), encoding: .utf8) == "keep me")
    }

    @Test func aUsageErrorExitsWith64() throws {
        let outcome = try CarelabProcess.run(["simulate", "Scenarios/default.yaml"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("--out"))
    }

    @Test(arguments: [CareLabCommand.self, SimulateCommand.self] as [ParsableCommand.Type])
    func helpStartsWithAnExample(_ command: ParsableCommand.Type) throws {
        let help = CareLabCommand.helpMessage(for: command)
        let example = try #require(help.range(of: "EXAMPLE:\n  carelab "), "no example in the help")
        let usage = try #require(help.range(of: "USAGE:"), "no USAGE: in the help")
        #expect(example.lowerBound < usage.lowerBound)
    }
}
