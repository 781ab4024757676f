import CareAnalytics
import CareModel
import CareReports
import CareScenario
import CareSimulation
import CareStore
import Foundation

/// One pass through the whole pipeline: simulate a scenario, store its events, write the
/// ground truth, analyse the data and write the report.
public struct SimulationRun {
    /// The database's file name inside the run folder.
    public static let databaseName = "carelab.sqlite"
    /// The ground-truth manifest's file name inside the run folder.
    public static let truthName = "truth.json"
    /// People stored per transaction, at most.
    public static let maximumBatchSize = 256
    /// Person-days simulated per batch, at most: a batch holds fewer people when they live
    /// more days, so the memory a run holds (about two waves of batches on every thread)
    /// does not grow with the number of days.
    public static let personDaysPerBatch = 256 * 365

    /// People per batch for a run of `days` days.
    public static func batchSize(days: Int) -> Int {
        min(maximumBatchSize, max(1, personDaysPerBatch / max(1, days)))
    }

    public let scenario: Scenario
    /// The scenario file as the user named it, for the report.
    public let scenarioPath: String
    /// Threads that simulate people (storage has its own).
    public let threads: Int
    /// Whether to analyse the stored run and write its report.
    public let report: Bool
    public let progress: ProgressLine

    /// What a run produced and how long its parts took.
    public struct Summary {
        /// The people simulated (a shard's, for a shard).
        public var people = 0
        /// Entries the people logged (a blood pressure is one entry).
        public var entries = 0
        /// Rows stored in the `event` table (a blood pressure is two rows); 0 in a dry run.
        public var rowsStored = 0
        public var databaseBytes = 0
        public var simulateSeconds = 0.0
        public var storeSeconds = 0.0
        public var reportSeconds = 0.0
        /// Peak resident memory when simulating and storing were done, before the report.
        public var peakMegabytesAfterStore = 0
    }

    /// The part of the population to simulate, for a shard run; nil for all of it.
    public var shard: Shard? = nil

    /// A run of `scenario` (read from `scenarioPath`) on `threads` threads, with or without
    /// its report, showing `progress`; of `shard` only when one is given.
    public init(scenario: Scenario, scenarioPath: String, threads: Int, report: Bool, progress: ProgressLine,
                shard: Shard? = nil) {
        self.scenario = scenario
        self.scenarioPath = scenarioPath
        self.threads = threads
        self.report = report
        self.progress = progress
        self.shard = shard
    }

    /// Writes the database, the ground truth and the report files into `folder`; for a
    /// shard, the shard's database and its manifest (``ShardManifest``) only.
    public func write(into folder: URL) throws -> Summary {
        // A shard's settings and run information are the single run's, so that the first
        // shard's database is the single run's as it stood after the shard's batches.
        let database = try createDatabase(in: folder)
        let writer = RunWriter(database: database, keepsMembers: shard != nil)
        let clock = ContinuousClock(), loading = clock.now
        var summary = try database.bulkLoad { try simulate(into: writer) }
        // The foreign-key check that ends the load is storing too.
        let checking = (clock.now - loading).inSeconds - summary.simulateSeconds
        summary.storeSeconds += checking
        summary.simulateSeconds += checking
        summary.peakMegabytesAfterStore = ProcessMemory.peakMegabytes
        if let shard {
            try ShardManifest(run: self, shard: shard, members: writer.members).write(into: folder)
        } else {
            try finish(database: database, tally: writer.tally, in: folder, summary: &summary)
        }
        summary.databaseBytes = Self.fileSize(database.path)
        return summary
    }

    /// A new database in `folder` holding the run's settings (run information, symptoms,
    /// medications and tasks) and no people yet.
    private func createDatabase(in folder: URL) throws -> CareDatabase {
        let databasePath = folder.appendingPathComponent(Self.databaseName).path
        let database = try CareDatabase.create(at: databasePath, durability: .rebuildable)
        try database.setRunInfo(runInfo)
        try database.setSymptoms(scenario.symptoms.map(\.symptom))
        try database.setProgramme(medications: scenario.medications.map(\.medication),
                                  tasks: scenario.tasks.map { ($0.name, $0.label, $0.schedule) })
        try database.setTaskGroups(scenario.taskGroups.map { .init(group: $0.group, edits: $0.edits.map(\.edit)) })
        try database.setVideoCatalogue(scenario.videos?.videos ?? [])
        return database
    }

    /// Writes the ground truth of the people counted in `tally` and, unless the run has no
    /// report, analyses the stored run and writes its report.
    public func finish(database: CareDatabase, tally: PopulationTally, in folder: URL, summary: inout Summary) throws {
        try GroundTruth(scenario: scenario, tally: tally).json.write(to: folder.appendingPathComponent(Self.truthName))
        try Provenance(scenarioFile: scenarioPath, scenarioSHA256: ShardManifest.fingerprint(of: scenario), seed: scenario.seed)
            .write(into: folder)
        guard report else { return }
        let clock = ContinuousClock(), started = clock.now
        let report = try RunReport.analysing(database, context: reportContext, timeOfDay: scenario.modelsTimeOfDay)
        try report.write(into: folder)
        summary.reportSeconds = (clock.now - started).inSeconds
    }

    private static func fileSize(_ path: String) -> Int {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return (attributes?[.size] as? Int) ?? 0
    }

    /// Simulates without storing anything: checks the scenario and measures generation.
    public func dryRun() throws -> Summary {
        try simulate(into: RunWriter(database: nil))
    }

    private func simulate(into writer: RunWriter) throws -> Summary {
        let clock = ContinuousClock(), started = clock.now
        let progress = self.progress
        try Simulator(scenario: scenario).run(
            people: shard?.people(of: scenario.people, batchSize: Self.batchSize(days: scenario.days)),
            threads: threads, batchSize: Self.batchSize(days: scenario.days),
            progress: { progress.update(done: $0) },
            record: { writer.record($0) },
            sink: { try writer.write($0) })
        progress.finish()
        var summary = Summary()
        summary.people = writer.tally.total.people
        summary.entries = writer.tally.total.events
        summary.rowsStored = writer.rowsStored
        summary.simulateSeconds = (clock.now - started).inSeconds
        summary.storeSeconds = writer.storeSeconds
        return summary
    }

    /// What the database records of the run that produced it.
    private var runInfo: [String: String] {
        var info = [
            "source": "simulation",
            "scenario_name": scenario.name,
            "scenario_file": scenarioPath,
            "seed": String(scenario.seed),
            "people": String(scenario.people),
            "days": String(scenario.days),
            "start_date": scenario.startDay.description,
            "carelab_version": CareLabRelease.version,
            "scoring_rule_version": String(ScoringRule.version1.version),
            "scenario_sha256": ShardManifest.fingerprint(of: scenario),
            "scenario_description": scenario.description,
            "planted_effects": "[" + plantedEffects.map(JSONText.string).joined(separator: ", ") + "]",
        ]
        // Only a run that models time of day says so: the others' databases stay as they were.
        if scenario.modelsTimeOfDay { info[Self.timeOfDayKey] = "modelled" }
        return info
    }

    /// The run information key that says the scenario models time of day (its report then
    /// has the time-of-day section).
    public static let timeOfDayKey = "time_of_day"

    private var reportContext: RunReport.Context {
        RunReport.Context(
            name: scenario.name,
            source: "simulated from `\(scenarioPath)` with seed \(scenario.seed)",
            description: scenario.description,
            plantedEffects: plantedEffects,
            provenance: Provenance.reportLines(runInfo))
    }

    /// The planted effects, one sentence each.
    private var plantedEffects: [String] {
        scenario.effects.map { effect in
            let unit = scenario.factors.first { $0.name == effect.factor }?.logging.unitName ?? "unit"
            let later = effect.lagDays == 0 ? "the same day" : "day t+\(effect.lagDays)"
            let taken = effect.timeOfDay.map { " taken in the \($0.rawValue)" } ?? ""
            var sentence = "\(effect.factor)\(taken) → \(effect.symptom) on \(later): within a person, "
                + "\(effect.within) latent severity points per \(unit) above their habit"
            if effect.between != 0 {
                sentence += "; between people, \(effect.between) per \(unit) of habit above the population mean"
            }
            return sentence + "."
        } + scenario.symptomFactorEffects.map { effect in
            "\(effect.factor) noted as \(effect.role.rawValue) on a \(effect.symptom) entry → the person's next "
                + "\(effect.symptom) entry: \(effect.shift) latent severity points."
        }
    }
}

/// Turns simulated people into records on the simulator's threads, and receives the
/// records in batches on its serial writer thread: counts them, keeps what the tally keeps
/// of each person when asked (a shard hands it to the merge), and stores them when there is
/// a database.
public final class RunWriter: Sendable {
    /// What is kept of a simulated person until the writer thread takes it.
    public struct Record: Sendable {
        public var member: PopulationTally.Member
        /// The person's rows, encoded for the database; nil without one.
        public var rows: PersonRows?
    }

    /// What the writer thread has counted so far.
    private struct Totals {
        var tally = PopulationTally()
        var storeSeconds = 0.0
        var rowsStored = 0
        var members: [PopulationTally.Member] = []
    }

    private let database: CareDatabase?
    private let keepsMembers: Bool
    private let clock = ContinuousClock()
    /// The local days of the zones met, shared by the simulator's threads: each person's
    /// rows start from them, and what an encoder grows is kept for the next people.
    private let grids = Locked(DayGridCache())
    /// Written on the writer thread, read after the run: the lock is never waited for; it
    /// lets the compiler check the hand-over between the two threads.
    private let totals = Locked(Totals())

    public init(database: CareDatabase?, keepsMembers: Bool = false) {
        self.database = database
        self.keepsMembers = keepsMembers
    }

    /// The people written so far, counted.
    public var tally: PopulationTally { totals.withLock { $0.tally } }
    /// Seconds spent storing.
    public var storeSeconds: Double { totals.withLock { $0.storeSeconds } }
    /// Rows written to the `event` table.
    public var rowsStored: Int { totals.withLock { $0.rowsStored } }
    /// What the tally keeps of each person, in person order, when asked to keep it.
    public var members: [PopulationTally.Member] { totals.withLock { $0.members } }

    /// Called on the thread that simulated `person`.
    public func record(_ person: SimulatedPerson) -> Record {
        guard database != nil else { return Record(member: PopulationTally.Member(person), rows: nil) }
        var grids = self.grids.withLock { $0 }
        let rows = PersonRows(person.record, grids: &grids)
        self.grids.withLock { $0.merge(grids) }
        return Record(member: PopulationTally.Member(person), rows: rows)
    }

    /// Called on the writer thread with each batch, in person order.
    public func write(_ batch: [Record]) throws {
        totals.withLock { totals in
            for record in batch { totals.tally.add(record.member) }
            if keepsMembers { totals.members += batch.map(\.member) }
        }
        guard let database else { return }
        let started = clock.now
        let people = batch.compactMap(\.rows)
        try database.append(people)
        let rows = people.reduce(0) { $0 + $1.eventCount }, seconds = (clock.now - started).inSeconds
        totals.withLock { totals in
            totals.rowsStored += rows
            totals.storeSeconds += seconds
        }
    }
}
