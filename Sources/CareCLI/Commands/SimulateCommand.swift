import ArgumentParser
import CareAnalytics
import CareModel
import CareReports
import CareScenario
import CareSimulation
import CareStore
import Foundation

/// `carelab simulate`: runs a scenario and writes its database and report into a folder.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Simulate a scenario's population and write its database and report.",
        discussion: """
            EXAMPLE:
              carelab simulate Scenarios/default.yaml --out Reports/default
              carelab simulate Scenarios/default.yaml --out /tmp/run --seed 7 --people 50

            The folder gets carelab.sqlite (the run's database, readable by you only),
            CSV tables, an ASCII chart and README.md. It is written in full or not at all:
            a folder already there is replaced only when the new run succeeds.
            """
    )

    @Argument(help: "The scenario file (YAML).", completion: .file(extensions: ["yaml", "yml"]))
    var scenario: String

    @Option(name: .shortAndLong, help: "The run folder to write.")
    var out: String

    @Option(help: "Override the scenario's seed.")
    var seed: UInt64?

    @Option(help: "Override the number of people.")
    var people: Int?

    @Option(help: "Override the number of days.")
    var days: Int?

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        if let people, people < 1 { throw ValidationError("--people must be at least 1") }
        if let days, days < 1 { throw ValidationError("--days must be at least 1") }
    }

    func run() throws {
        var loaded: Scenario
        do {
            loaded = try ScenarioLoader.load(contentsOf: scenario)
        } catch {
            throw Failure.badData(error.description)
        }
        if let seed { loaded.seed = seed }
        if let people { loaded.people = people }
        if let days { loaded.days = days }
        let run = SimulationRun(scenario: loaded, scenarioPath: scenario)

        let clock = ContinuousClock()
        let started = clock.now
        let summary = try RunFolder.write(to: out) { folder in try run.write(into: folder) }
        let seconds = (clock.now - started).seconds

        guard !quiet else { return }
        let rate = seconds > 0 ? Double(summary.events) / seconds : 0
        Console.message("""
            simulated \(NumberFormat.grouped(loaded.people)) people × \(loaded.days) days: \
            \(NumberFormat.grouped(summary.events)) events in \(NumberFormat.fixed(seconds, 2)) s \
            (\(NumberFormat.grouped(Int(rate))) events/s), peak memory \(ProcessMemory.peakMegabytes) MB, \
            database \(NumberFormat.fixed(Double(summary.databaseBytes) / 1_048_576, 1)) MB
            results: \(out)/README.md
            """)
    }
}

extension Duration {
    /// The duration in seconds, as a Double.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
