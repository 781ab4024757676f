import ArgumentParser
import CareModel
import CareReports
import CareWorkflows
import Foundation

/// `carelab merge`: the shards of a run into the run folder a single machine would write.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the shards of a simulated run into its run folder (byte-identical to a single run).",
        discussion: """
            EXAMPLE:
              carelab simulate Scenarios/default.yaml --people 512 --shard 1/2 -o shard-1
              carelab simulate Scenarios/default.yaml --people 512 --shard 2/2 -o shard-2
              carelab merge shard-1 shard-2 --out run

            Shards hold whole storage batches of 256 people (fewer for runs of more than
            a year), so a run of 200 people has one batch and its shard 1/2 is empty.

            Each shard folder holds a shard's database and shard.json (what the ground
            truth keeps of its people). The merge needs every shard of the run once, in
            any order, written from the same scenario, seed, people and days by the same
            CareLab version; anything else is refused before a byte is written. It reads
            the scenario file the shards name (as they named it, relative to the folder
            carelab runs in) or the one given with --scenario, and checks that its
            settings are the ones the shards simulated.

            The run folder it writes (database, truth.json, CSV tables, charts and
            README.md) is byte for byte the folder `carelab simulate` writes for the whole
            population: people are copied from the shards, never simulated again. Like
            simulate, it writes the folder in full or not at all. See deploy/slurm/ for a
            Slurm job array that simulates the shards and merges them.
            """
    )

    @Argument(help: ArgumentHelp("The shard folders (carelab simulate --shard K/N --out FOLDER).", valueName: "shard"),
              completion: .directory)
    var shards: [String]

    @Option(name: .shortAndLong, help: "The run folder to write.")
    var out: String

    @Option(help: ArgumentHelp("The scenario file, when the path the shards recorded does not lead to it from here.",
                               valueName: "file"))
    var scenario: String?

    @Flag(help: "Write the database and truth.json only, without the analysis and report.")
    var noReport = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        if shards.isEmpty { throw ValidationError("Give the shard folders to merge.") }
    }

    func run() throws {
        let merge = ShardMerge(folders: shards, scenarioOverride: scenario, report: !noReport, quiet: quiet)
        let plan = try merge.plan()
        let clock = ContinuousClock(), started = clock.now
        let summary = try RunFolder.write(to: out, notice: Console.message) { folder in try merge.write(plan, into: folder) }
        guard !quiet else { return }
        let scenario = plan.run.scenario
        Console.message("""
            merged \(English.count(plan.sources.count, "shard")): \
            \(English.count(scenario.people, "person", "people")) × \(English.count(scenario.days, "day")), \
            \(English.count(summary.entries, "entry", "entries")) in \(NumberFormat.fixed((clock.now - started).inSeconds, 2)) s \
            (copying \(NumberFormat.fixed(summary.storeSeconds, 2)) s)
            results: \(out)/\(noReport ? SimulationRun.databaseName : "README.md")
            """)
    }
}
