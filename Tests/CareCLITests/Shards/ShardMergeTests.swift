import Foundation
import Testing

/// `carelab simulate --shard K/N` then `carelab merge` writes the run folder the single run
/// writes, byte for byte; shards that do not make one run are refused.
@Suite struct ShardMergeTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-shards-\(UUID().uuidString)")
    /// 600 people: three of the single run's 256-people batches, so two or three shards hold
    /// people and more are empty.
    let population = ["Scenarios/recovery-programme.yaml", "--people", "600", "--days", "5", "--quiet"]

    init() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    func simulate(_ name: String, _ extra: [String] = []) throws -> URL {
        let out = scratch.appendingPathComponent(name)
        let outcome = try CarelabProcess.run(["simulate"] + population + ["--out", out.path] + extra)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return out
    }

    /// The shard folders of an N-shard run, in reverse order (a merge takes any order).
    func shards(_ count: Int, prefix: String, _ extra: [String] = []) throws -> [String] {
        try (1...count).reversed().map { try simulate("\(prefix)-\($0)-of-\(count)", ["--shard", "\($0)/\(count)"] + extra).path }
    }

    func merge(_ folders: [String], into name: String, _ extra: [String] = []) throws -> (URL, CarelabProcess.Outcome) {
        let out = scratch.appendingPathComponent(name)
        return (out, try CarelabProcess.run(["merge"] + folders + ["--out", out.path, "--quiet"] + extra))
    }

    /// Every file of a run folder, by name, with its bytes (``runFolderFiles(_:)``).
    func files(_ folder: URL) throws -> [String: Data] {
        try runFolderFiles(folder)
    }

    @Test(arguments: [1, 2, 7])
    func mergedShardsAreTheSingleRunByteForByte(count: Int) throws {
        let single = try simulate("single-\(count)", ["--no-report"])
        let (merged, outcome) = try merge(try shards(count, prefix: "run"), into: "merged-\(count)", ["--no-report"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let expected = try files(single)
        #expect(expected.keys.contains("carelab.sqlite") && expected.keys.contains("truth.json"))
        #expect(try files(merged) == expected)
    }

    @Test func threeShardsOnTwoThreadsMergeIntoTheSingleRunWithItsReport() throws {
        let single = try simulate("single", ["--threads", "1"])
        let (merged, outcome) = try merge(try shards(3, prefix: "run", ["--threads", "2"]), into: "merged")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let expected = try files(single)
        #expect(expected.keys.contains("README.md"))
        #expect(try files(merged) == expected)
    }

    @Test func aShardFolderHoldsItsDatabaseAndManifestOnly() throws {
        let shard = try simulate("only", ["--shard", "2/3"])
        #expect(Set(try files(shard).keys) == [".carelab-run", "carelab.sqlite", "shard.json"])
    }

    @Test func aMissingOrRepeatedShardIsRefusedBeforeAnythingIsWritten() throws {
        let folders = try shards(3, prefix: "part")
        let (missingOut, missing) = try merge(Array(folders.prefix(2)), into: "missing")
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("shard 1/3 missing"))
        #expect(!FileManager.default.fileExists(atPath: missingOut.path))
        let (_, twice) = try merge(folders + [folders[0]], into: "twice")
        #expect(twice.status == 65)
        #expect(twice.stderr.contains("given twice"))
    }

    @Test func shardsOfDifferentRunsAreRefused() throws {
        let one = try shards(2, prefix: "seed-a")
        let other = try shards(2, prefix: "seed-b", ["--seed", "7"])
        let (_, outcome) = try merge([one[0], other[1]], into: "mixed")
        #expect(outcome.status == 65)
        #expect(outcome.stderr.contains("belongs to another run"))
        #expect(outcome.stderr.contains("seed"))
    }

    @Test func aScenarioWhoseSettingsChangedIsRefused() throws {
        let folders = try shards(2, prefix: "edited")
        let (_, outcome) = try merge(folders, into: "edited-run", ["--scenario", "Scenarios/symptom-tracker.yaml"])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.contains("is not the scenario the shards simulated"))
    }

    @Test func aFolderThatIsNoShardIsRefused() throws {
        let run = try simulate("plain", ["--no-report"])
        let (_, outcome) = try merge([run.path], into: "plain-merged")
        #expect(outcome.status == 66)
        #expect(outcome.stderr.contains("is not a shard folder"))
        let bad = try CarelabProcess.run(["simulate"] + population + ["--shard", "3/2", "--out", scratch.appendingPathComponent("bad").path])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--shard must be K/N"))
    }
}
