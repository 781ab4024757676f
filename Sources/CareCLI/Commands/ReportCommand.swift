import ArgumentParser
import CareAnalytics
import CareReports
import CareStore
import CareWorkflows
import Foundation

/// `carelab report`: the Markdown report, CSV tables and chart of any stored run, simulated
/// or imported.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write the report of a stored run or import: README.md, CSV tables and a chart.",
        discussion: """
            EXAMPLE:
              carelab report --db Reports/default/carelab.sqlite --out /tmp/default-report
              carelab report --db imported.sqlite --out Reports/my-study

            The folder is written in full or not at all. Cells backed by fewer than
            --min-cell people or person-days are suppressed. The database is only read.
            """
    )

    @Option(help: ArgumentHelp("The database to report on. " + DatabaseSelection.help, valueName: "file"))
    var db: [String] = []

    @Option(name: .shortAndLong, help: "The folder to write the report into.")
    var out: String

    @Option(help: "The smallest count a report may show (the small-cell rule).")
    var minCell: Int = SmallCellRule().minimumCount

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        if db.isEmpty { throw ValidationError("Missing expected argument '--db <file>'") }
        if minCell < 1 { throw ValidationError("--min-cell must be at least 1") }
    }

    func run() throws {
        let database = try DatabaseSelection.open(db)
        let info = try database.runInfo()
        let isImported = try !database.imports().isEmpty
        var report = try ReadingProgress.reading(database, label: "report", quiet: quiet) { database in
            try RunReport.analysing(
                database,
                context: RunReport.Context(
                    name: info["scenario_name"] ?? URL(fileURLWithPath: database.path).deletingPathExtension().lastPathComponent,
                    source: Self.source(of: info),
                    description: info["scenario_description"] ?? "",
                    plantedEffects: Self.plantedEffects(of: info),
                    provenance: Provenance.reportLines(info)),
                // Runs that model time of day, and real data, have the time-of-day section.
                timeOfDay: info[SimulationRun.timeOfDayKey] != nil || isImported,
                smallCells: SmallCellRule(minimumCount: minCell))
        }
        report.isImported = isImported
        try RunFolder.write(to: out, notice: Console.message) { folder in
            try report.write(into: folder)
            try Provenance(scenarioFile: info["scenario_file"], scenarioSHA256: info["scenario_sha256"],
                           seed: info["seed"].flatMap { UInt64($0) }).write(into: folder)
        }
        if !quiet { Console.message("report: \(out)/README.md") }
    }

    /// The planted effects the simulation recorded, one sentence each; none for imported data.
    static func plantedEffects(of info: [String: String]) -> [String] {
        guard let text = info["planted_effects"] else { return [] }
        return (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? []
    }

    /// Where the data came from, in words, from the database's run information.
    static func source(of info: [String: String]) -> String {
        if info["source"] == "simulation", let file = info["scenario_file"] {
            return "simulated from `\(file)` with seed \(info["seed"] ?? "?")"
        }
        return "read from a CareLab database" + (info["source"].map { " (\($0))" } ?? "")
    }
}
