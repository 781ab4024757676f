import ArgumentParser
import CareModel
import CareReports
import CareScenario
import CareSimulation
import CareWorkflows
import Foundation

/// `carelab simulate`: runs a scenario and writes its database, ground truth and report.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Simulate a scenario's population and write its database and report.",
        discussion: """
            EXAMPLE:
              carelab simulate Scenarios/default.yaml --out Reports/default
              carelab simulate Scenarios/default.yaml --out /tmp/run --seed 7 --people 50
              carelab simulate Scenarios/large.yaml --dry-run
              carelab simulate Scenarios/large.yaml --shard 3/8 --out /scratch/shard-3

            The folder gets carelab.sqlite (the run's database, readable by you only),
            truth.json (every planted effect and parameter), CSV tables, an ASCII chart
            and README.md. It is written in full or not at all: a folder already there is
            replaced only when the new run succeeds. The same scenario and seed give
            byte-identical files whatever the number of threads.

            The summary counts the rows stored in the event table (a blood pressure is two
            rows); a dry run counts the entries people logged (a blood pressure is one).

            --shard K/N simulates the K-th of N contiguous ranges of people and writes a
            shard folder: the shard's database and shard.json, no truth.json or report.
            Shards hold whole storage batches (256 people, fewer for runs of more than a
            year), so their sizes differ by one batch at most. `carelab merge` turns the N
            shard folders into the run folder this command writes for everyone, byte for
            byte: each person's data depend on the seed and the person only.
            """
    )

    @Argument(help: "The scenario file (YAML).", completion: .file(extensions: ["yaml", "yml"]))
    var scenario: String

    @Option(name: .shortAndLong, help: "The run folder to write (required unless --dry-run).")
    var out: String?

    @Option(help: "Override the scenario's seed.")
    var seed: UInt64?

    @Option(help: "Override the number of people.")
    var people: Int?

    @Option(help: "Override the number of days.")
    var days: Int?

    @Option(help: "Threads that simulate people (default: the number of cores).")
    var threads: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: ArgumentHelp("Simulate shard K of N only (K from 1) and write a shard folder for carelab merge.",
                               valueName: "K/N"),
            transform: { text in
                guard let shard = Shard(text) else {
                    throw ValidationError("--shard must be K/N with whole numbers 1 <= K <= N, not '\(text)'")
                }
                return shard
            })
    var shard: Shard?

    @Flag(help: "Simulate without storing or reporting: checks the scenario and measures generation speed.")
    var dryRun = false

    @Flag(help: "Write the database and truth.json only, without the analysis and report (for big runs).")
    var noReport = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        if let people, people < 1 { throw ValidationError("--people must be at least 1") }
        if let days, days < 1 { throw ValidationError("--days must be at least 1") }
        if threads < 1 { throw ValidationError("--threads must be at least 1") }
        if out == nil, !dryRun { throw ValidationError("Missing expected argument '--out <out>' (or use --dry-run)") }
    }

    func run() throws {
        try Failure.requireInput(scenario)
        var loaded: Scenario
        do {
            loaded = try ScenarioLoader.load(contentsOf: scenario)
        } catch {
            throw Failure.badData(error.description)
        }
        if let seed { loaded.seed = seed }
        if let people { loaded.people = people }
        if let days { loaded.days = days }
        let simulated = shard?.people(of: loaded.people, batchSize: SimulationRun.batchSize(days: loaded.days)).count
            ?? loaded.people
        let run = SimulationRun(scenario: loaded, scenarioPath: scenario, threads: threads, report: !noReport && shard == nil,
                                progress: ProgressLine(label: "simulating people", total: simulated, quiet: quiet), shard: shard)

        let clock = ContinuousClock(), started = clock.now
        let summary: SimulationRun.Summary
        if let out, !dryRun {
            summary = try RunFolder.write(to: out, notice: Console.message) { folder in try run.write(into: folder) }
        } else {
            summary = try run.dryRun()
        }
        guard !quiet else { return }
        Console.message(describe(summary, scenario: loaded, seconds: (clock.now - started).inSeconds))
    }

    private func describe(_ summary: SimulationRun.Summary, scenario: Scenario, seconds: Double) -> String {
        // A stored run counts the rows a query of `event` finds; a dry run the entries logged.
        let (count, singular, plural) = dryRun ? (summary.entries, "entry", "entries") : (summary.rowsStored, "event", "events")
        let rate = summary.simulateSeconds > 0 ? Double(count) / summary.simulateSeconds : 0
        var lines = [
            "simulated \(English.count(summary.people, "person", "people"))"
                + (shard.map { " (shard \($0) of \(NumberFormat.grouped(scenario.people)))" } ?? "")
                + " × \(English.count(scenario.days, "day")) on \(English.count(threads, "thread")): "
                + "\(English.count(count, singular, plural)) in "
                + "\(NumberFormat.fixed(summary.simulateSeconds, 2)) s (\(NumberFormat.grouped(Int(rate))) \(plural)/s)"
                + (dryRun ? ", nothing stored" : ""),
        ]
        if !dryRun, let out {
            let share = summary.simulateSeconds > 0 ? summary.storeSeconds / summary.simulateSeconds * 100 : 0
            lines.append("SQLite: \(NumberFormat.fixed(summary.storeSeconds, 2)) s of the simulation "
                         + "(\(NumberFormat.fixed(share, 0)) %)"
                         + (noReport || shard != nil ? "" : "; analysis and report: \(NumberFormat.fixed(summary.reportSeconds, 2)) s")
                         + "; total \(NumberFormat.fixed(seconds, 2)) s")
            lines.append("peak memory \(summary.peakMegabytesAfterStore) MB to simulate and store, "
                         + "\(ProcessMemory.peakMegabytes) MB in all; database "
                         + "\(NumberFormat.fixed(Double(summary.databaseBytes) / 1_048_576, 1)) MB")
            if let shard {
                lines.append("shard \(shard): \(out)/ (merge the \(shard.count) shards with carelab merge)")
            } else {
                lines.append("results: \(out)/" + (noReport ? SimulationRun.databaseName : "README.md"))
            }
        } else {
            lines.append("peak memory \(ProcessMemory.peakMegabytes) MB")
        }
        return lines.joined(separator: "\n")
    }
}
