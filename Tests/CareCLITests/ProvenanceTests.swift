@testable import CareCLI
@testable import CareWorkflows
import Foundation
import Testing

/// Every run folder says what made it: the report's deterministic lines (version, the
/// scenario's SHA-256, seed) and `provenance.json` (commit, command line, time).
@Suite struct ProvenanceTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-provenance-\(UUID().uuidString)")

    func simulate(_ name: String, environment: [String: String] = [:]) throws -> URL {
        let out = scratch.appendingPathComponent(name)
        let outcome = try CarelabProcess.run(["simulate", "Scenarios/default.yaml", "--out", out.path, "--people", "20",
                                              "--days", "15", "--seed", "9", "--quiet"], environment: environment)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return out
    }

    func provenance(_ folder: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("provenance.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func aRunFolderRecordsVersionCommitCommandTimeAndScenario() throws {
        let run = try simulate("run", environment: ["SOURCE_DATE_EPOCH": "1767225600"])
        let json = try provenance(run)
        #expect(json["carelab_version"] as? String == CareLabCommand.version)
        #expect(json["written_at"] as? String == "2026-01-01T00:00:00Z", "SOURCE_DATE_EPOCH fixes the time")
        #expect((json["command_line"] as? String)?.hasPrefix("carelab simulate Scenarios/default.yaml --out ") == true)
        #expect(json["scenario_file"] as? String == "Scenarios/default.yaml")
        #expect(json["seed"] as? Int == 9)
        let hash = try #require(json["scenario_sha256"] as? String)
        #expect(hash.count == 64 && hash.allSatisfy(\.isHexDigit))
        // The tests run from a git checkout, so the build's commit is known.
        let commit = try #require(json["commit"] as? String)
        #expect(commit.count == 40 && commit.allSatisfy(\.isHexDigit))

        let readme = try String(contentsOf: run.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("## Provenance"))
        #expect(readme.contains("Scenario `Scenarios/default.yaml`, SHA-256 of its settings `\(hash)`."))
        #expect(readme.contains("Seed 9, 20 people, 15 days."))
        let marker = try String(contentsOf: run.appendingPathComponent(".carelab-run"), encoding: .utf8)
        #expect(marker.contains("provenance.json"), "CareLab wrote it, so a later run may replace it")
    }

    @Test func theVersionNamesTheCommit() throws {
        let outcome = try CarelabProcess.run(["--version"])
        #expect(outcome.status == 0)
        let commit = try #require(BuildCommit.commit(ofCheckout: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)))
        #expect(outcome.stdout == "\(CareLabCommand.version) (commit \(commit.prefix(12)))\n")
    }

    @Test func theReportOfAStoredRunKeepsItsDescriptionPlantedEffectsAndProvenance() throws {
        let run = try simulate("stored")
        let out = scratch.appendingPathComponent("report")
        let outcome = try CarelabProcess.run(["report", "--db", run.appendingPathComponent("carelab.sqlite").path,
                                              "--out", out.path, "--quiet"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let simulated = try String(contentsOf: run.appendingPathComponent("README.md"), encoding: .utf8)
        let reported = try String(contentsOf: out.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(reported.contains("## Planted effects (ground truth)"))
        #expect(reported == simulated, "report --db writes the README simulate wrote")
        #expect((try provenance(out)["command_line"] as? String)?.hasPrefix("carelab report --db ") == true)
    }

    @Test(arguments: [("plain", "plain"), ("two words", "'two words'"), ("it's", "'it'\\''s'"), ("", "''")])
    func argumentsAreQuotedAsAShellReadsThemBack(_ argument: String, _ quoted: String) {
        #expect(Provenance.shellQuoted(argument) == quoted)
    }
}
