import ArgumentParser
import CareAnalytics
import CareModel
import CareReports
import CareScenario
import CareStore
import CareWorkflows
import Foundation

/// `carelab scores`: the daily category and symptom scores of a stored run, as CSV.
struct ScoresCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scores",
        abstract: "Write the daily category and symptom scores of a stored run.",
        discussion: """
            EXAMPLE:
              carelab scores --db Reports/default/carelab.sqlite -o scores.csv
              carelab scores --db /tmp/run/carelab.sqlite \\
                --rules Scenarios/rules/scoring-v1.yaml
              carelab scores --db /tmp/run/carelab.sqlite --person 2 --from 2026-03-02 \\
                --through 2026-03-08 --format table

            One row per person, day, category and symptom (seed 000, Req 8 and 9): the
            sum of the points of the entries logged in that day in the person's time zone.
            Columns: person_id, date (YYYY-MM-DD), level (category or symptom), name,
            score_points, logged. logged is true on a day the person logged anything (an
            entry or a use of the app, not a reminder received); on other days (a pause,
            after dropping out) score_points is empty: missing, although the app would
            show 0 points. The days are the run's (start_date
            and days in its run information), or those from --from through --through;
            --person keeps only the people named. Without --rules the seed's rule applies
            (Scenarios/rules/scoring-v1.yaml, version 1). The format is CSV unless --format
            says otherwise. Rows are streamed (except for --format table); a file given
            with -o is written in full or not at all.
            """
    )

    @Option(help: ArgumentHelp("The run's database (carelab.sqlite). " + DatabaseSelection.help, valueName: "file"),
            completion: .file(extensions: ["sqlite"]))
    var db: [String] = []

    @Option(help: ArgumentHelp("A scoring-rule file (YAML). Default: the seed's rule, version 1.", valueName: "file"),
            completion: .file(extensions: ["yaml", "yml"]))
    var rules: String?

    @Option(name: .customLong("person"), help: ArgumentHelp("Only this person (repeat for several).", valueName: "id"))
    var people: [Int] = []

    @Option(help: ArgumentHelp("The first day to write (default: the run's first day).", valueName: "YYYY-MM-DD"))
    var from: String?

    @Option(help: ArgumentHelp("The last day to write (default: the run's last day).", valueName: "YYYY-MM-DD"))
    var through: String?

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if db.isEmpty { throw ValidationError("Missing expected argument '--db <file>'") }
    }

    /// The columns of the table written.
    static let columns = [
        TableColumn("person_id", .integer, "the stored pseudonymous person id"),
        TableColumn("date", .date, "the person's local day"),
        TableColumn("level", .text, "`category` or `symptom`"),
        TableColumn("name", .text, "the category's or symptom's name"),
        TableColumn("score_points", .integer, "the daily score under the rule; empty on a day the person logged nothing"),
        TableColumn("logged", .boolean, "whether the person logged anything that day"),
    ]

    func run() throws {
        let rule: ScoringRule
        if let rules {
            try Failure.requireInput(rules)
            do { rule = try ScoringRuleFile.load(contentsOf: rules) } catch { throw Failure.badData(error.description) }
        } else {
            rule = .version1
        }
        let database = try DatabaseSelection.open(db)
        let progress = ReadingProgress(label: "scores", database: database, quiet: output.quiet)
        defer { progress.finish() }
        let run = try StudyPeriod.of(database)
        let period = StudyPeriod(first: max(run.first, try from.map { try Self.day($0, option: "--from") } ?? run.first),
                                 last: min(run.last, try through.map { try Self.day($0, option: "--through") } ?? run.last))
        guard period.first <= period.last else {
            throw ValidationError("--from and --through leave no day of the run (\(run.first) to \(run.last))")
        }
        let symptoms = try database.symptoms()
        let chosen = Set(people)

        let table = try output.table(Self.columns)
        var scored = 0
        var grids = DayGridCache()
        try database.forEachPerson(people: chosen.isEmpty ? nil : chosen) { log in
            let days = PersonDayGrid(timeline: log.timeline) { zone in
                grids.grid(for: zone) { DayGrid(timeZone: zone, first: period.first, dayCount: period.dayCount) }
            }
            var logged = [Bool](repeating: false, count: period.dayCount)
            log.forEachLoggedInstant { instant in
                if let day = days.dayIndex(of: instant) { logged[day] = true }
            }
            let scorer = DailyScorer(rule: rule, timeline: log.timeline)
            let id = String(log.personID)
            for score in scorer.scores(for: log.symptomEntries, tracking: symptoms, from: period.first, through: period.last) {
                let isLogged = logged[period.first.days(to: score.day)]
                try table.append([id, score.day.description, score.level.rawValue, score.name,
                                  isLogged ? String(score.score) : "", String(isLogged)])
            }
            scored += 1
        }
        try table.finish()
        if let file = output.output {
            output.message("""
                scored \(English.count(scored, "person", "people")) × \(English.count(period.dayCount, "day")) with scoring rule version \(rule.version): \
                \(English.count(table.rowCount, "row")) in \(file)
                """)
        }
    }

    private static func day(_ text: String, option: String) throws -> CalendarDay {
        guard let day = CalendarDay(iso8601: text) else {
            throw ValidationError("\(option) is '\(text)': expected a date such as 2026-03-01")
        }
        return day
    }
}
