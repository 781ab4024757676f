import ArgumentParser
import CareAnalytics
import CareReports
import CareStore
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
        var report = try ReadingProgress.reading(database, label: "report", quiet: quiet) { database in RunReport(
            context: RunReport.Context(
                name: info["scenario_name"] ?? URL(fileURLWithPath: database.path).deletingPathExtension().lastPathComponent,
                source: Self.source(of: info),
                description: info["scenario_description"] ?? "",
                plantedEffects: Self.plantedEffects(of: info),
                provenance: Provenance.reportLines(info)),
            overview: try RunOverviewAnalysis().run(on: database),
            engagement: try EngagementAnalysis().run(on: database),
            adherence: try AdherenceAnalysis().run(on: database),
            measurements: try MeasurementAnalysis().run(on: database),
            questionnaires: try QuestionnaireAnalysis().run(on: database),
            symptomFactors: try SymptomFactorAnalysis().run(on: database),
            // Runs that model time of day, and real data, have the time-of-day section.
            timeOfDay: try info[SimulationRun.timeOfDayKey] != nil || !database.imports().isEmpty
                ? try TimeOfDayAnalysis().run(on: database) : nil,
            smallCells: SmallCellRule(minimumCount: minCell)) }
        report.medicalRecord = try MedicalRecordAnalysis().run(on: database)
        report.forum = try ForumAnalysis().run(on: database)
        report.rewards = try RewardAnalysis().run(on: database)
        report.notes = try NoteAnalysis().run(on: database)
        report.goals = try GoalAnalysis().run(on: database)
        report.modules = try ModuleAnalysis().run(on: database)
        report.sections = try SectionAnalysis().run(on: database)
        report.notifications = try NotificationAnalysis().run(on: database)
        report.mood = try MoodAnalysis().run(on: database)
        report.isImported = try !database.imports().isEmpty
        try RunFolder.write(to: out) { folder in
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
