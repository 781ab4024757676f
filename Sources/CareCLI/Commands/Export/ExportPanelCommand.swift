import ArgumentParser
import CareAnalytics
import CareModel
import CareReports
import CareScenario
import CareStore
import Foundation

/// `carelab export panel`: one row per person and day (``PersonDayPanel``), as CSV or
/// Parquet.
struct ExportPanelCommand: ParsableCommand {
    /// The panel's file formats.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case csv
        case parquet
    }

    static let configuration = CommandConfiguration(
        commandName: "panel",
        abstract: "Write one row per person and day: scores, factors, doses, measurements, mood.",
        discussion: """
            EXAMPLE:
              carelab export panel --db run/carelab.sqlite -o panel.csv
              carelab export panel --db run --format parquet -o panel.parquet
              carelab export panel --db run --person 2 --from 2026-03-02 -o -

            One row for every person and every day of the data (a simulated run's days,
            or an import's first to last date with an event), from --from through
            --through: a balanced panel, so the days before a first entry and after
            dropout are rows with logged false. Days are the person's local days.

            Columns, in this order (docs/panel-export.md has the data dictionary):
              person_id   the stored pseudonymous person id, never a name
              date        the local day, YYYY-MM-DD (Parquet: DATE)
              arm         the randomised arm; empty when none
              logged      true/false: the person used the app that day (an entry,
                          dose, task, mood, journal entry or app event; not a
                          reminder the app sent)
              symptom_<name>_points    the day's score (seed 000, Req 8-9); 0 on a
                          logged day without the symptom, empty on a day not logged
              factor_<name>_<unit>     a factor's daily total (factor_<name>_level:
                          the mean level 1-3); empty when not logged that day
              doses_<medication>       doses taken; 0 on a logged day without one
              measurement_<name>_<unit>  the day's mean reading
              mood_<scale>             the day's mean mood (mood_valence: 0-1)
            Names are lower case, other characters _ (% is percent). Empty means
            missing; booleans are true/false; numbers are plain numbers.

            Parquet: a flat schema, PLAIN encoding, GZIP pages, row groups of 262,144
            rows with min/max/null-count statistics; scores and dose counts INT32,
            other values DOUBLE. -o - writes to stdout (Parquet only when it is not a
            terminal). The same database always gives the same bytes.

            Per-person data for the researcher who owns the database: people appear
            under their stored pseudonymous person_id only.
            """
    )

    @OptionGroup var selection: ExportSelection

    @OptionGroup var scoring: ScoringRuleOption

    @Option(help: ArgumentHelp("The file format.", valueName: "format"))
    var format: Format = .csv

    @Option(name: [.short, .long], help: ArgumentHelp("Write to this file instead of stdout (`-` is stdout).", valueName: "file"))
    var output: String?

    @Flag(name: [.short, .long], help: "Print no messages, only errors.")
    var quiet = false

    func run() throws {
        let rule = try scoring.load()
        let database = try DatabaseSelection.open(selection.db)
        let progress = ReadingProgress(label: "export panel", database: database, quiet: quiet)
        defer { progress.finish() }
        let panel = PersonDayPanel(period: try selection.period(of: database), rule: rule, people: Set(selection.people))
        let table = PanelTable(columns: try panel.columns(of: database), period: panel.period)
        var people = 0
        switch format {
        case .csv:
            let out = try TableOutput(path: output, columns: table.tableColumns)
            try panel.forEachPerson(in: database, columns: table.columns) { person in
                for row in table.csvRows(person) { try out.append(row) }
                people += 1
            }
            try out.finish()
        case .parquet:
            let out = try ByteOutput(path: output)
            if out.isStandardOutput, isatty(STDOUT_FILENO) != 0 {
                throw ValidationError("--format parquet writes binary data: give -o FILE, or pipe stdout")
            }
            var encoder = ParquetEncoder(columns: table.parquetColumns)
            try out.write(encoder.start())
            try panel.forEachPerson(in: database, columns: table.columns) { person in
                for row in table.parquetRows(person) { try out.write(encoder.encode(row)) }
                people += 1
            }
            try out.write(encoder.finish())
            try out.finish()
        }
        if let output, output != "-", !quiet {
            Console.message("""
                \(English.count(people, "person", "people")) × \(English.count(panel.period.dayCount, "day")) (\(panel.period.first) to \(panel.period.last)), \
                \(table.columns.count + 4) columns: \(output)
                """)
        }
    }
}
