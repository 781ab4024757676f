import ArgumentParser
import CareModel
import CareScenario
import CareStore
import CareWorkflows
import Foundation

/// `carelab programme`: declares the medications and tasks a real study's people followed,
/// so that adherence and missed tasks can be judged on imported data.
struct ProgrammeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "programme",
        abstract: "Declare the medications and tasks an imported study's people followed (their schedules).",
        discussion: """
            EXAMPLE:
              carelab programme docs/examples/programme.yaml --db study.sqlite

            A simulated run stores its scenario's medications and tasks; an export does
            not carry them, so analyze adherence and analyze tasks have nothing to judge
            doses and task outcomes against. The programme file names them in the
            scenario's own syntax, without what a scenario plants: start (the day
            schedules start from unless they say otherwise), medications (name, dose
            {amount, unit}, schedule; optionally alternative_names, prescriber,
            directions) and tasks (name, label, schedule). See docs/generic-csv.md.

            A medication or task declared again replaces the earlier one of the same
            name; the database is created when missing (mode 0600). A bad file is
            reported as FILE:LINE:COLUMN and changes nothing.
            """
    )

    @Argument(help: "The programme file (YAML).", completion: .file(extensions: ["yaml", "yml"]))
    var file: String

    @Option(help: "The research database (created when missing).")
    var db: String

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func run() throws {
        try Failure.requireInput(file)
        let programme: ProgrammeFile.Programme
        do { programme = try ProgrammeFile.load(contentsOf: file) } catch { throw Failure.badData(error.description) }
        let database = try CareDatabase.openOrCreate(at: db)
        try database.setProgramme(medications: programme.medications, tasks: programme.tasks)
        guard !quiet else { return }
        Console.message("declared \(English.count(programme.medications.count, "medication")) and "
                        + "\(English.count(programme.tasks.count, "task")) in \(db)")
    }
}
