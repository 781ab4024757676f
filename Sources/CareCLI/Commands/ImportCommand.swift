import ArgumentParser
import CareImport
import CareModel
import CareReports
import CareStore
import CareWorkflows
import Foundation

/// `carelab import`: reads an app's export into a research database, pseudonymising people.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import real usage data (generic CSV, Flaredown, Apple Health, Daylio, Bearable, FHIR) into a database.",
        discussion: """
            EXAMPLE:
              carelab import csv docs/examples/generic.csv --db study.sqlite
              carelab import flaredown export.csv --db study.sqlite --skip-invalid
              carelab import apple-health export.zip --db study.sqlite --user P017
              carelab import fhir Examples/fhir/bundle.json --db study.sqlite
              carelab import fhir Observation.ndjson --db study.sqlite
              my-export-tool | carelab import csv - --db study.sqlite

            FORMAT is csv, flaredown, apple-health, daylio, bearable or fhir (a FHIR R4
            Bundle in JSON, or Bulk Data NDJSON with one resource a line; each Patient
            is a person); the formats and their mappings are described in
            Sources/CareImport/README.md. The database is created when missing (mode
            0600). User identifiers are replaced by keyed pseudonyms (HMAC-SHA256 with
            a secret kept beside the database in DB.pseudonym-key, mode 0600): keep the
            key with the database and share neither. Apple Health, Daylio and Bearable
            exports hold one person: name them with --user.

            FILE may be - for standard input, or a ZIP archive: the export.zip the
            Health app shares (its apple_health_export/export.xml is read), or an
            archive holding one export file of the other formats.

            The import is one transaction. A bad row (malformed, an unknown kind, a
            bad date, an impossible value) is reported as FILE:LINE:COLUMN and stops
            the import, leaving the database exactly as it was. With --skip-invalid
            the good rows are kept and each rejected row goes to the rejects CSV
            with its reason. Importing the same file again adds nothing, and an
            event already stored by an earlier import is never added twice.
            """
    )

    @Argument(help: "The export's format: csv, flaredown, apple-health, daylio, bearable or fhir.")
    var format: String

    @Argument(help: "The export file, a ZIP archive holding it (export.zip), or - for standard input.",
              completion: .file())
    var file: String

    @Option(help: "The research database (created when missing).")
    var db: String

    @Flag(help: "Keep the good rows and write rejected rows to the rejects file, instead of stopping.")
    var skipInvalid = false

    @Option(help: "Where rejected rows go with --skip-invalid (default: FILE.rejects.csv).")
    var rejects: String?

    @Option(help: "The person a single-person export (apple-health, daylio, bearable) belongs to.")
    var user: String?

    @Option(help: "IANA time zone for new people's days (default: Apple Health's own offset, else UTC).")
    var timeZone: String?

    @Option(help: "Write a CSV of people and events per kind and name, small cells suppressed.")
    var summary: String?

    @Option(help: "The smallest count the summary shows (the small-cell rule).")
    var minCell = 11

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    var importFormat: ImportFormat { ImportFormat(rawValue: format)! }

    func validate() throws {
        guard let format = ImportFormat(rawValue: format) else {
            throw ValidationError("'\(self.format)' is not a format; use \(ImportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if format.holdsOnePerson, user?.isEmpty ?? true {
            throw ValidationError("\(English.withArticle(format.rawValue)) export holds one person's data: name them with --user ID")
        }
        if rejects != nil, !skipInvalid { throw ValidationError("--rejects needs --skip-invalid") }
        if file == "-", skipInvalid, rejects == nil {
            throw ValidationError("--skip-invalid with standard input needs --rejects FILE for the rejected rows")
        }
        if let timeZone, TimeZone(identifier: timeZone) == nil {
            throw ValidationError("'\(timeZone)' is not an IANA time zone such as Europe/London")
        }
        if minCell < 1 { throw ValidationError("--min-cell must be at least 1") }
    }

    func run() throws {
        let input = try ImportInput(file, format: importFormat)
        defer { input.remove() }
        let databaseExisted = FileManager.default.fileExists(atPath: db)
        let keyPath = PseudonymKey.path(besideDatabase: db)
        let keyExisted = FileManager.default.fileExists(atPath: keyPath)
        let database = try CareDatabase.openOrCreate(at: db)
        let rejectsFile = RejectsFile(path: rejects ?? file + ".rejects.csv")
        let options = ImportOptions(skipInvalid: skipInvalid, timeZone: timeZone.flatMap(TimeZone.init(identifier:)),
                                    user: user)
        let clock = ContinuousClock()
        let started = clock.now
        let outcome: ImportOutcome
        let progress = ProgressLine(label: "rows read", total: nil, quiet: quiet)
        do {
            defer { progress.finish() }
            outcome = try Importer(format: importFormat, options: options).run(
                file: input.path, into: database, carelabVersion: CareLabCommand.version,
                importedAtUnix: Int64(Date().timeIntervalSince1970), rejected: rejectsFile.write,
                progress: { progress.update(done: $0) })
            try rejectsFile.close()
        } catch {
            // A database (and key) this command created is removed again: nothing is left
            // behind. Unless another import, started at the same moment, committed into it.
            let unused = (try? database.imports().isEmpty) == true
            if !databaseExisted, unused { try? FileManager.default.removeItem(atPath: db) }
            if !keyExisted, unused { try? FileManager.default.removeItem(atPath: keyPath) }
            throw Self.failure(error, input: input)
        }
        let seconds = (clock.now - started).inSeconds
        if let summary { try writeSummary(database, to: summary) }
        guard !quiet else { return }
        switch outcome {
        case .alreadyImported(let record):
            Console.message("""
                \(input.name) was already imported as import \(record.importID) (same \(record.file.format) file, SHA-256 \
                \(record.file.sha256.prefix(12))…): nothing added
                """)
        case .imported(let importID, let counts, let passedOver):
            report(input.name, importID: importID, counts: counts, passedOver: passedOver, seconds: seconds,
                   people: try database.personCount(), rejectsFile: rejectsFile, newKey: !keyExisted ? keyPath : nil)
        }
    }

    private func report(_ name: String, importID: Int, counts: ImportCounts, passedOver: [String: Int], seconds: Double, people: Int,
                        rejectsFile: RejectsFile, newKey: String?) {
        let rate = seconds > 0 ? Int(Double(counts.rowsRead) / seconds) : 0
        var lines = [
            "imported \(name) (\(format)) as import \(importID): \(English.count(counts.rowsRead, "row")) read, "
                + "\(English.count(counts.eventsAdded, "event")) added"
                + (counts.duplicateEvents > 0 ? " (\(NumberFormat.grouped(counts.duplicateEvents)) already stored)" : "")
                + ", \(English.count(counts.notesAdded, "note")), \(English.count(counts.rowsUnmapped, "row")) kept unmapped",
        ]
        if counts.rowsRejected > 0 {
            lines.append("\(English.count(counts.rowsRejected, "row")) rejected: \(rejectsFile.path)")
        }
        if !passedOver.isEmpty {
            let list = passedOver.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
                .map { "\($0.key) \(NumberFormat.grouped($0.value))" }.joined(separator: ", ")
            lines.append("passed over: \(list)")
        }
        if let newKey { lines.append("created the pseudonym key \(newKey) (mode 0600): keep it with the database, share neither") }
        lines.append("""
            \(English.count(people, "person", "people")) in \(db); \(NumberFormat.fixed(seconds, 2)) s \
            (\(NumberFormat.grouped(rate)) rows/s), peak memory \(ProcessMemory.peakMegabytes) MB
            """)
        Console.message(lines.joined(separator: "\n"))
    }

    /// The columns of `--summary`, before `suppressed`.
    static let summaryColumns = [
        TableColumn("kind", .text, "the stored event kind"), TableColumn("name", .text, "the event's name", isDataLabel: true),
        TableColumn("unit", .text, "its unit"), TableColumn("people", .integer, "people with such events"),
        TableColumn("events", .integer, "events stored"),
    ]

    /// People and events per kind, name and unit, with the small-cell rule applied: a row
    /// for fewer than `--min-cell` people shows neither its counts nor its name.
    private func writeSummary(_ database: CareDatabase, to path: String) throws {
        var table = CSVTable(columns: Self.summaryColumns)
        for tally in try database.eventTallies() {
            table.append([tally.kind, tally.name, tally.unit, String(tally.people), String(tally.events)])
        }
        let shown = SmallCellRule(minimumCount: minCell)
            .suppressingSmallCells(in: table, countColumn: "people", blanking: ["name", "people", "events"])
        do {
            try Data(shown.text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw Failure.ioError("\(path): cannot write the summary: \(error.localizedDescription)")
        }
        if !quiet {
            let suppressed = shown.rows.filter { $0.last == "true" }.count
            Console.message("summary: \(path) (\(suppressed) of \(English.count(shown.rows.count, "row")) suppressed: fewer than \(minCell) people)")
        }
    }

    /// The CLI's error for `error`, naming the input as the user gave it.
    private static func failure(_ error: any Error, input: ImportInput) -> any Error {
        guard let error = error as? ImportError else { return error }
        let message = input.naming(error.description)
        switch error {
        case .badRow, .malformed, .missingColumns, .userRequired: return Failure.badData(message)
        case .cannotRead: return Failure.noInput(message)
        case .cannotWriteRejects: return Failure.ioError(message)
        case .pseudonymKey, .store: return Failure.failed(message)
        }
    }
}
