import CareModel
import CareScenario
import CareSimulation
import CareStore
import Foundation

/// Merges the folders of a run's shards (`carelab simulate --shard K/N`) into the run folder
/// the single run would have written, byte for byte: the database, `truth.json` and the
/// report.
///
/// The database is rebuilt as the single run stored it: shards hold whole batches, so the
/// first shard's database is the single run's after those batches; the merge copies it and
/// appends the other shards' people in the single run's batches, one transaction per batch
/// (``CareDatabase/appendPeople(_:from:)``). The ground truth adds the people's tally
/// members from the shard manifests in person order. Nothing is simulated again.
public struct ShardMerge {
    /// The shard folders, in any order.
    public let folders: [String]
    /// The scenario file to read instead of the one the shards name.
    public let scenarioOverride: String?
    /// Whether to analyse the merged run and write its report.
    public let report: Bool
    public let quiet: Bool

    /// A merge of the shards in `folders`, reading `scenarioOverride` instead of the scenario
    /// they name when given, with or without the merged run's report.
    public init(folders: [String], scenarioOverride: String?, report: Bool, quiet: Bool) {
        self.folders = folders
        self.scenarioOverride = scenarioOverride
        self.report = report
        self.quiet = quiet
    }

    /// The shards, checked to be every shard of one run, once each, in shard order.
    public struct Plan {
        public var run: SimulationRun
        public var manifests: [ShardManifest]
        public var sources: [CareDatabase.ShardSource]

        /// The ground-truth tally of the whole population: the shards' members added in
        /// person order, as the single run adds them.
        public var tally: PopulationTally {
            var tally = PopulationTally()
            for manifest in manifests {
                for member in manifest.members { tally.add(member) }
            }
            return tally
        }
    }

    /// Reads and checks the shards and their scenario before anything is written.
    public func plan() throws -> Plan {
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
            throw Failure.noInput("\(English.word("shard", count: missing.count)) "
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
        guard first.carelabVersion == CareLabRelease.version else {
            throw Failure.badData("the shards were written by CareLab \(first.carelabVersion); merge them with that "
                                  + "version (this is \(CareLabRelease.version))")
        }
        for (index, shard) in shards.enumerated() {
            let expected = Shard(number: index + 1, of: total)!.people(
                of: first.people, batchSize: SimulationRun.batchSize(days: first.days))
            guard shard.manifest.peopleFrom == expected.lowerBound, shard.manifest.peopleTo == expected.upperBound else {
                throw Failure.badData("\(shard.folder)/\(ShardManifest.fileName): shard \(index + 1)/\(total) of "
                                      + "\(first.people) people holds people \(expected), not "
                                      + "\(shard.manifest.peopleFrom)..<\(shard.manifest.peopleTo)")
            }
        }
        let scenario = try loadScenario(of: first)
        let run = SimulationRun(scenario: scenario, scenarioPath: first.scenarioFile, threads: 1, report: report,
                                progress: ProgressLine(label: "merging people", total: first.people, quiet: quiet))
        let sources = shards.map { folder, manifest in
            CareDatabase.ShardSource(path: URL(fileURLWithPath: folder).appendingPathComponent(SimulationRun.databaseName).path,
                                     people: (manifest.peopleFrom + 1)..<(manifest.peopleTo + 1))
        }
        for source in sources { try Failure.requireInput(source.path, "shard database") }
        return Plan(run: run, manifests: shards.map(\.manifest), sources: sources)
    }

    /// Writes the merged run into `folder`.
    public func write(_ plan: Plan, into folder: URL) throws -> SimulationRun.Summary {
        let run = plan.run
        let clock = ContinuousClock(), started = clock.now
        for source in plan.sources where try CareDatabase.appliedMigrations(at: source.path) != CareDatabase.schemaMigrations {
            throw Failure.badData("\(source.path): not a shard database of this CareLab's schema")
        }
        // The first shard's database is the single run's as it stood after the first shard's
        // batches (the same settings, then the same batches): the others' people follow.
        let path = folder.appendingPathComponent(SimulationRun.databaseName).path
        do {
            try FileManager.default.copyItem(atPath: plan.sources[0].path, toPath: path)
        } catch {
            throw Failure.ioError("cannot copy \(plan.sources[0].path): \(error.localizedDescription)")
        }
        let database = try CareDatabase.open(at: path, durability: .rebuildable)
        let batchSize = SimulationRun.batchSize(days: run.scenario.days)
        // Each person's row is copied with their events, from shards whose own load checked
        // them: checking the foreign keys again would only take a sixth of the merge's time.
        try database.bulkLoad(checking: false) {
            for source in plan.sources.dropFirst() {
                // Person identifiers count from 1: batches start at multiples of the batch size, plus 1.
                for start in stride(from: source.people.lowerBound, to: source.people.upperBound, by: batchSize) {
                    let end = min(source.people.upperBound, start + batchSize)
                    try database.appendPeople(start..<end, from: source)
                    run.progress.update(done: end - 1)
                }
            }
        }
        run.progress.finish()
        let tally = plan.tally
        var summary = SimulationRun.Summary()
        summary.people = tally.total.people
        summary.entries = tally.total.events
        summary.storeSeconds = (clock.now - started).inSeconds
        summary.peakMegabytesAfterStore = ProcessMemory.peakMegabytes
        try run.finish(database: database, tally: tally, in: folder, summary: &summary)
        return summary
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
