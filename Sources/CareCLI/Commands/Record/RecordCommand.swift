import ArgumentParser
import CareModel
import CareStore
import CareWorkflows
import Foundation

/// `carelab record`: one person's medical record and dental chart as of a date (seed 001).
/// The one command that shows a person's own data by their identifier: it is for the
/// person's own record, never for a report.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Print one person's medical record and dental chart as of a date.",
        discussion: """
            EXAMPLE:
              carelab record --db /tmp/run/carelab.sqlite --person 12
              carelab record --db /tmp/run/carelab.sqlite --person 12 --as-of 2026-05-20

            The person's record as it stood at the end of the date in their home time
            zone (seed 001): blood type, conditions (with the day diagnosed and the note
            when given), allergies (with the reaction and its severity), medication
            references, and the dental chart, one line per charted tooth with its
            Universal and FDI numbers, its status and its charted surfaces; then how
            many changes (additions, edits, deletions) made it. Without --as-of, every
            stored change counts. Reports never show a person's record: this command
            is for the person's own.
            """
    )

    @Option(help: ArgumentHelp("The run's database (carelab.sqlite). " + DatabaseSelection.help, valueName: "file"),
            completion: .file(extensions: ["sqlite"]))
    var db: [String] = []

    @Option(help: ArgumentHelp("The person's id (person_id).", valueName: "id"))
    var person: Int

    @Option(help: ArgumentHelp("The record as of the end of this day (default: every stored change).", valueName: "YYYY-MM-DD"))
    var asOf: String?

    func validate() throws {
        if db.isEmpty { throw ValidationError("Missing expected argument '--db <file>'") }
        if let asOf, CalendarDay(iso8601: asOf) == nil {
            throw ValidationError("--as-of '\(asOf)' is not a date; write YYYY-MM-DD, e.g. 2026-05-20")
        }
    }

    func run() throws {
        var found: PersonRecord?
        try DatabaseSelection.open(db).forEachPerson(kinds: [.medicalRecord], people: [person]) { found = $0 }
        guard let found else { throw Failure.noInput("the database has no person \(person)") }
        let day = asOf.flatMap(CalendarDay.init(iso8601:))
        let end = day.flatMap { $0.adding(days: 1).start(in: found.timeZone) }?.addingTimeInterval(-1)
        let record = end.map { found.medicalRecord.asOf($0) } ?? found.medicalRecord
        print(RecordListing(personID: person, asOf: day, timeZone: found.timeZone, record: record).text, terminator: "")
    }
}
