import Foundation
import Testing

/// `carelab analyze --db` over a run's shards (repeated, or a folder of shard folders) gives
/// the results of the merged database, byte for byte, without merging files; `analyze
/// truth` rebuilds the run's truth from the shards' manifests.
@Suite struct ShardAnalysisTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-shard-analysis-\(UUID().uuidString)")
    /// Three batches of at most 256 people: one per shard.
    let population = ["Scenarios/recovery-programme.yaml", "--people", "600", "--days", "5", "--quiet"]

    init() throws {
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("shards"), withIntermediateDirectories: true)
    }

    /// Three shards in `shards/`, and their merge in `merged/`.
    func run() throws -> (shards: [String], merged: URL) {
        let shards = try (1...3).map { k in
            let out = scratch.appendingPathComponent("shards/shard-\(k)")
            let outcome = try CarelabProcess.run(["simulate"] + population + ["--shard", "\(k)/3", "--out", out.path])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            return out.path
        }
        let merged = scratch.appendingPathComponent("merged")
        let outcome = try CarelabProcess.run(["merge"] + shards + ["--out", merged.path, "--quiet", "--no-report"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return (shards, merged)
    }

    func analyze(_ arguments: [String]) throws -> String {
        let outcome = try CarelabProcess.run(["analyze"] + arguments + ["--quiet"])
        #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
        return outcome.stdout
    }

    @Test func everyAnalysisOfTheShardsIsTheMergedRunsAnalysis() throws {
        let (shards, merged) = try run()
        let mergedDatabase = merged.appendingPathComponent("carelab.sqlite").path
        let repeated = shards.reversed().flatMap { ["--db", "\($0)/carelab.sqlite"] }
        let folder = ["--db", scratch.appendingPathComponent("shards").path]
        let analyses: [[String]] = [
            ["correlations", "--exposures", "all", "--outcomes", "all"], ["adherence"], ["rewards"], ["mood"],
            ["engagement"], ["arms"], ["truth", "--truth", merged.appendingPathComponent("truth.json").path],
            ["truth"],
        ]
        for analysis in analyses {
            // Without --truth, the merged run reads its truth.json and the shards rebuild it.
            let expected = try analyze(analysis + ["--db", mergedDatabase])
            #expect(expected.split(whereSeparator: \.isNewline).count > 1, "\(analysis) has rows")
            #expect(try analyze(analysis + repeated) == expected, "\(analysis), --db repeated")
            #expect(try analyze(analysis + folder) == expected, "\(analysis), a folder of shards")
        }
    }

    @Test func scoresAndTheReportOfTheShardsAreTheMergedRuns() throws {
        let (_, merged) = try run()
        let folder = scratch.appendingPathComponent("shards").path
        let scores = try CarelabProcess.run(["scores", "--db", merged.appendingPathComponent("carelab.sqlite").path])
        #expect(scores.status == 0, "\(scores.stderr)")
        #expect(try CarelabProcess.run(["scores", "--db", folder]).stdout == scores.stdout)
        var reports: [[String: Data]] = []
        for (name, db) in [("report-merged", merged.path), ("report-shards", folder)] {
            let out = scratch.appendingPathComponent(name)
            let outcome = try CarelabProcess.run(["report", "--db", db, "--out", out.path, "--quiet"])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            reports.append(try runFolderFiles(out))
        }
        #expect(reports[0]["README.md"] != nil)
        #expect(reports[0] == reports[1])
    }

    @Test func shardsThatAreNotOneRunAreRefused() throws {
        let (shards, _) = try run()
        let twice = try CarelabProcess.run(["analyze", "adherence", "--db", shards[0], "--db", "\(shards[0])/carelab.sqlite"])
        #expect(twice.status != 0)
        #expect(twice.stderr.contains("shards of one run hold different people"))

        let other = scratch.appendingPathComponent("other")
        _ = try CarelabProcess.run(["simulate"] + population + ["--seed", "9", "--shard", "2/3", "--out", other.path])
        let mixed = try CarelabProcess.run(["analyze", "adherence", "--db", shards[0], "--db", other.path])
        #expect(mixed.status != 0)
        #expect(mixed.stderr.contains("is not a shard of the run"))

        let incomplete = try CarelabProcess.run(["analyze", "truth", "--db", shards[0], "--db", shards[2]])
        #expect(incomplete.status == 66)
        #expect(incomplete.stderr.contains("shard 2/3 missing"))
    }
}
