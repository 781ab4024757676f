import ArgumentParser
import CareAnalytics
import CareModel
import CareReports
import CareScenario
import CareStore
import Foundation

/// `carelab scores`: the daily category and symptom scores of a stored run, as CSV.
struct ScoresCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scores",
        abstract: "Write the daily category and symptom scores of a stored run.",
        discussion: """
            EXAMPLE:
              carelab scores --db Reports/default/carelab.sqlite -o scores.csv
              carelab scores --db /tmp/run/carelab.sqlite --rules Scenarios/rules/scoring-v1.yaml
              carelab scores --db /tmp/run/carelab.sqlite --format table | less -S

            One row per person, day, category and symptom (seed 000, Req 8 and 9): the
            sum of the points of the entries logged in that day in the person's time zone,
            0 when nothing was logged. Columns: person_id, date (YYYY-MM-DD), level
            (category or symptom), name, score_points. The days are the run's (start_date
            and days in its run information). Without --rules the seed's rule applies
            (Scenarios/rules/scoring-v1.yaml, version 1). The format is CSV unless --format
            says otherwise. Rows are streamed (except for --format table); a file given
            with -o is written in full or not at all.
            """
    )

    @Option(help: ArgumentHelp("The run's database (carelab.sqlite).", valueName: "file"),
            completion: .file(extensions: ["sqlite"]))
    var db: String

    @Option(help: ArgumentHelp("A scoring-rule file (YAML). Default: the seed's rule, version 1.", valueName: "file"),
            completion: .file(extensions: ["yaml", "yml"]))
    var rules: String?

    @OptionGroup var output: OutputOptions

    func run() throws {
        let rule: ScoringRule
        if let rules {
            do { rule = try ScoringRuleFile.load(contentsOf: rules) } catch { throw Failure.badData(error.description) }
        } else {
            rule = .version1
        }
        let database = try CareDatabase.open(at: db)
        let period = try StudyPeriod.of(database)
        let symptoms = try database.symptoms()

        let table = try output.table([TableColumn("person_id", .number), TableColumn("date"), TableColumn("level"),
                                      TableColumn("name"), TableColumn("score_points", .number)])
        var people = 0
        try database.forEachPerson { log in
            let scorer = DailyScorer(rule: rule, timeZone: log.timeZone)
            let id = String(log.personID)
            for score in scorer.scores(for: log.symptomEntries, tracking: symptoms, from: period.first, through: period.last) {
                try table.append([id, score.day.description, score.level.rawValue, score.name, String(score.score)])
            }
            people += 1
        }
        try table.finish()
        if let file = output.output {
            output.message("""
                scored \(people) people × \(period.dayCount) days with scoring rule version \(rule.version): \
                \(table.rowCount) rows in \(file)
                """)
        }
    }
}
