import Foundation
import Testing

/// `carelab power` end to end: the same files whatever the threads, the shards and the
/// interruptions; other arguments and foreign folders refused; bad input named.
@Suite struct PowerCommandTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-power-\(UUID().uuidString)")
    static let summaryFiles = ["replicates.csv", "power.csv", "power-curve.txt", "README.md"]
    /// Small enough for a debug build: 2 grid points × 3 replicates of 6 and 10 people.
    static let study = ["power", "Scenarios/default.yaml", "--replicates", "3", "--people", "6,10", "--quiet"]

    init() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    /// Runs the study into `name` with `extra` arguments; returns stdout.
    @discardableResult
    func power(_ name: String, _ extra: [String] = []) throws -> String {
        let outcome = try CarelabProcess.run(Self.study + ["--out", scratch.appendingPathComponent(name).path] + extra)
        #expect(outcome.status == 0, "\(extra): \(outcome.stderr)")
        return outcome.stdout
    }

    func summary(_ name: String) throws -> [Data] {
        try Self.summaryFiles.map { try Data(contentsOf: scratch.appendingPathComponent(name).appendingPathComponent($0)) }
    }

    @Test func theFilesAreIdenticalWhateverTheThreadsShardsAndInterruptions() throws {
        let printed = try power("one", ["--threads", "1"])
        let expected = try summary("one")
        #expect(printed.contains("caffeine → headache, lag 1"))

        #expect(try power("two", ["--threads", "2"]) == printed)
        #expect(try summary("two") == expected)

        try power("shards", ["--shard", "2/2"])
        try power("shards", ["--shard", "1/2", "--threads", "2"])
        let shards = scratch.appendingPathComponent("shards")
        #expect(!FileManager.default.fileExists(atPath: shards.appendingPathComponent("power.csv").path))
        let replicates = try FileManager.default.contentsOfDirectory(atPath: shards.appendingPathComponent("replicates").path)
        #expect(replicates.count == 6)
        try power("shards")
        #expect(try summary("shards") == expected)

        // An interrupted run: one replicate's file missing, the summary gone.
        let one = scratch.appendingPathComponent("one")
        try FileManager.default.removeItem(at: one.appendingPathComponent("replicates/p1-r2.json"))
        try FileManager.default.removeItem(at: one.appendingPathComponent("power.csv"))
        try power("one", ["--threads", "2"])
        #expect(try summary("one") == expected)
    }

    @Test func aRerunWithOtherArgumentsIsRefused() throws {
        try power("study")
        let outcome = try CarelabProcess.run(["power", "Scenarios/default.yaml", "--replicates", "4", "--people", "6,10",
                                              "--out", scratch.appendingPathComponent("study").path])
        #expect(outcome.status == 73)
        #expect(outcome.stderr.contains("--replicates 3 before, 4 now"))
    }

    @Test func aFolderCareLabDidNotWriteIsLeftAlone() throws {
        let folder = scratch.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let outcome = try CarelabProcess.run(Self.study + ["--out", folder.path])
        #expect(outcome.status == 73)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
    }

    @Test(arguments: [
        (["--vary", "effects[0].withn=0,0.004"], "unknown parameter path 'effects[0].withn'"),
        (["--vary", "effects[3].within=0"], "the scenario plants 1 effect"),
        (["--vary", "effects[0].within=0,x"], "finite numbers"),
        (["--people", "1,10"], "at least 2 people"),
        (["--replicates", "0"], "--replicates must be at least 1"),
        (["--shard", "3/2"], "--shard takes K/N"),
    ])
    func badInputIsAUsageError(arguments: [String], message: String) throws {
        let out = scratch.appendingPathComponent("bad")
        let outcome = try CarelabProcess.run(["power", "Scenarios/default.yaml", "--replicates", "2", "--out", out.path]
                                             + arguments)
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
