import CareScenario
import CareSimulation
import CareStore
import Foundation

/// Merges the folders of a run's shards (`carelab simulate --shard K/N`) into the run folder
/// the single run would have written, byte for byte: the database, `truth.json` and the
/// report.
///
/// The database is rebuilt as the single run stored it: the same settings, then the people
/// copied from the shards' databases in the single run's batches, one transaction per
/// batch (``CareDatabase/appendPeople(_:from:)``). The ground truth adds the people's tally
/// members from the shard manifests in person order. Nothing is simulated again.
struct ShardMerge {
    /// The shard folders, in any order.
    let folders: [String]
    /// The scenario file to read instead of the one the shards name.
    let scenarioOverride: String?
    /// Whether to analyse the merged run and write its report.
    let report: Bool
    let quiet: Bool

    /// The shards, checked to be every shard of one run, once each, in shard order.
    struct Plan {
        var run: SimulationRun
        var manifests: [ShardManifest]
        var sources: [CareDatabase.ShardSource]
    }

    /// Reads and checks the shards and their scenario before anything is written.
    func plan() throws -> Plan {
        guard !folders.isEmpty else { throw Failure.noInput("no shard folder given") }
        var byNumber: [Int: (folder: String, manifest: ShardManifest)] = [:]
        var count: Int?
        for folder in folders {
            try Failure.requireInput(folder, "shard folder")
            let manifest = try ShardManifest.read(from: folder)
            guard let shard = Shard(manifest.shard) else {
                throw Failure.badData("\(folder)/\(ShardManifest.fileName): '\(manifest.shard)' is not a shard K/N")
            }
            if let count, count != shard.count {
                throw Failure.badData("\(folder) is shard \(shard) but the others are shards of \(count): "
                                      + "give the shards of one run")
            }
            count = shard.count
            if let earlier = byNumber[shard.number] {
                throw Failure.badData("shard \(shard) is given twice: \(earlier.folder) and \(folder)")
            }
            byNumber[shard.number] = (folder, manifest)
        }
        let total = count ?? 0
        let missing = (1...total).filter { byNumber[$0] == nil }
        guard missing.isEmpty else {
            throw Failure.noInput("shard\(missing.count == 1 ? "" : "s") "
                                  + missing.map { "\($0)/\(total)" }.joined(separator: ", ") + " missing: a merge needs all \(total)")
        }
        let shards = (1...total).map { byNumber[$0]! }
        let first = shards[0].manifest
        for (folder, manifest) in shards.dropFirst() {
            let differences = [
                ("scenario", manifest.scenarioFingerprint != first.scenarioFingerprint),
                ("scenario file", manifest.scenarioFile != first.scenarioFile),
                ("seed", manifest.seed != first.seed), ("people", manifest.people != first.people),
                ("days", manifest.days != first.days), ("CareLab version", manifest.carelabVersion != first.carelabVersion),
            ].filter(\.1).map(\.0)
            guard differences.isEmpty else {
                throw Failure.badData("\(folder) belongs to another run than \(shards[0].folder): its "
                                      + differences.joined(separator: ", ") + " differ")
            }
        }
        guard first.carelabVersion == CareLabCommand.version else {
            throw Failure.badData("the shards were written by CareLab \(first.carelabVersion); merge them with that "
                                  + "version (this is \(CareLabCommand.version))")
        }
        for (index, shard) in shards.enumerated() {
            let expected = Shard(number: index + 1, of: total)!.people(of: first.people)
            guard shard.manifest.peopleFrom == expected.lowerBound, shard.manifest.peopleTo == expected.upperBound else {
                throw Failure.badData("\(shard.folder)/\(ShardManifest.fileName): shard \(index + 1)/\(total) of "
                                      + "\(first.people) people holds people \(expected), not "
                                      + "\(shard.manifest.peopleFrom)..<\(shard.manifest.peopleTo)")
            }
        }
        let scenario = try loadScenario(of: first)
        let run = SimulationRun(scenario: scenario, scenarioPath: first.scenarioFile, threads: 1, report: report,
                                progress: Progress(label: "merging people", total: first.people, quiet: quiet))
        let sources = shards.map { folder, manifest in
            CareDatabase.ShardSource(path: URL(fileURLWithPath: folder).appendingPathComponent(SimulationRun.databaseName).path,
                                     people: (manifest.peopleFrom + 1)..<(manifest.peopleTo + 1))
        }
        for source in sources { try Failure.requireInput(source.path, "shard database") }
        try checkBatches(of: run.scenario, against: sources)
        return Plan(run: run, manifests: shards.map(\.manifest), sources: sources)
    }

    /// Writes the merged run into `folder`.
    func write(_ plan: Plan, into folder: URL) throws -> SimulationRun.Summary {
        let run = plan.run
        let clock = ContinuousClock(), started = clock.now
        let database = try run.createDatabase(in: folder, info: run.runInfo)
        let schema = try database.appliedMigrations()
        for source in plan.sources where try CareDatabase.appliedMigrations(at: source.path) != schema {
            throw Failure.badData("\(source.path): not a shard database of this CareLab's schema")
        }
        let people = run.scenario.people
        let batchSize = SimulationRun.batchSize(days: run.scenario.days)
        // Each person's row is copied with their events, from shards whose own load checked
        // them: checking the foreign keys again would only take a sixth of the merge's time.
        try database.bulkLoad(checking: false) {
            for start in stride(from: 0, to: people, by: batchSize) {
                let end = min(people, start + batchSize)
                try database.appendPeople((start + 1)..<(end + 1), from: plan.sources)
                run.progress.update(done: end)
            }
        }
        run.progress.finish()
        var tally = PopulationTally()
        for manifest in plan.manifests {
            for member in manifest.members { tally.add(member) }
        }
        var summary = SimulationRun.Summary()
        summary.entries = tally.total.events
        summary.storeSeconds = (clock.now - started).inSeconds
        summary.peakMegabytesAfterStore = ProcessMemory.peakMegabytes
        try run.finish(database: database, tally: tally, in: folder, summary: &summary)
        return summary
    }

    /// Fails when one of the single run's batches, which the merge copies in one
    /// transaction, spans more shards than a transaction can read from: shards of a few
    /// dozen people each.
    private func checkBatches(of scenario: Scenario, against sources: [CareDatabase.ShardSource]) throws {
        let batchSize = SimulationRun.batchSize(days: scenario.days)
        for start in stride(from: 0, to: scenario.people, by: batchSize) {
            let batch = (start + 1)..<(min(scenario.people, start + batchSize) + 1)
            let spanned = sources.filter { $0.people.overlaps(batch) }.count
            guard spanned <= CareDatabase.maximumShardsPerTransaction else {
                throw Failure.badData("""
                    the single run stores people \(batch.lowerBound)-\(batch.upperBound - 1) in one transaction, and \
                    \(spanned) of these \(sources.count) shards hold them; a merge reads at most \
                    \(CareDatabase.maximumShardsPerTransaction) shards per transaction: simulate fewer, larger shards \
                    (at least \(batchSize / CareDatabase.maximumShardsPerTransaction + 1) people each)
                    """)
            }
        }
    }

    /// The scenario the shards simulated, with their seed, people and days, checked against
    /// their fingerprint.
    private func loadScenario(of manifest: ShardManifest) throws -> Scenario {
        let path = scenarioOverride ?? manifest.scenarioFile
        guard FileManager.default.fileExists(atPath: path) else {
            throw Failure.noInput("\(path): no such scenario file (the shards name it; give it with --scenario FILE "
                                  + "when they ran from another folder)")
        }
        var scenario: Scenario
        do {
            scenario = try ScenarioLoader.load(contentsOf: path)
        } catch {
            throw Failure.badData(error.description)
        }
        scenario.seed = manifest.seed
        scenario.people = manifest.people
        scenario.days = manifest.days
        guard ShardManifest.fingerprint(of: scenario) == manifest.scenarioFingerprint else {
            throw Failure.badData("\(path) is not the scenario the shards simulated (its settings differ from theirs: "
                                  + "edited since?); give the one they ran with --scenario FILE")
        }
        return scenario
    }
}
