import ArgumentParser
import CareModel
import CareReports
import CareScenario
import CareWorkflows
import Foundation

/// `carelab rules check`: recomputes a rule's results for a fixed population and compares
/// them with golden files; or, with `--expected`, compares an app's outputs with
/// conformance vectors (``ConformanceCheck``).
struct RulesCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare a rule's results with golden files, or an app's outputs with test vectors.",
        discussion: """
            EXAMPLE:
              carelab rules check Scenarios/rules/scoring-v1.yaml \\
                --golden Scenarios/rules/golden/v1
              carelab rules check Scenarios/rules/scoring-v1.yaml \\
                --rewards Scenarios/rules/rewards-v1.yaml \\
                --golden Scenarios/rules/golden/v1
              carelab rules check my-rule.yaml --golden golden/ --update
              carelab rules check --expected vectors \\
                --actual app-out/daily_scores.csv app-out/schedule_occurrences.csv \\
                --junit conformance.xml

            Two modes. With RULES and --golden, CareLab checks itself:

            The population is fixed and built in: 12 simulated people over 42 days (2
            March to 12 April 2026, across three daylight-saving changes), the same on
            every machine. Their daily category and symptom scores under RULES (seed 000,
            Req 8-9) are compared with DIR/daily_scores.csv and, with --rewards, their
            points per month from daily log-ins (seed 004, DR6.FR8.0) with
            DIR/monthly_points.csv. Differences are printed to stdout: which people,
            dates and names changed, and each value old → new. Exit 0 when everything
            matches, 1 when anything differs or a golden file is missing. Golden files
            change only with --update, which writes them from the current results.

            With --expected DIR (vectors written by `carelab rules vectors`), CareLab
            checks an app: each --actual file (daily_scores.csv, schedule_occurrences.csv,
            dose_adherence.csv, period_adherence.csv, monthly_points.csv or
            missed_tasks.csv, with the columns of the file of the same name in DIR; case
            and rule_version may be left out) is compared with the expected values.
            Integers and texts must be equal, reals within 1e-9 relative. Each
            difference is printed with its case (RULE:EDGE) and the person's input lines
            of that date. Exit 0 when all match, 1 otherwise; 65 for a file with missing
            or unknown columns, unknown people, dates outside the vectors, another rule
            version or a key given twice. --junit FILE writes JUnit XML: one test case
            per case label per file.
            """
    )

    @Argument(help: ArgumentHelp("The scoring-rule file (YAML), with --golden.", valueName: "rules"),
              completion: .file(extensions: ["yaml", "yml"]))
    var rules: String?

    @Option(help: ArgumentHelp("The folder of golden files.", valueName: "dir"))
    var golden: String?

    @Option(help: ArgumentHelp("A folder of test vectors (carelab rules vectors) to compare an app's outputs with.",
                               valueName: "dir"))
    var expected: String?

    @Option(parsing: .upToNextOption, help: ArgumentHelp("An app's output files, with --expected.", valueName: "file"))
    var actual: [String] = []

    @Option(help: ArgumentHelp("Write JUnit XML of the comparison here, with --expected.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("A reward-rule file (YAML) whose monthly points to check too.", valueName: "file"),
            completion: .file(extensions: ["yaml", "yml"]))
    var rewards: String?

    @Flag(help: "Write the golden files from the current results instead of comparing.")
    var update = false

    @Option(help: ArgumentHelp("List at most this many differences per file; 0 lists all.", valueName: "n"))
    var limit = 50

    @Flag(name: [.short, .long], help: "Print no messages, only errors and differences.")
    var quiet = false

    func validate() throws {
        if limit < 0 { throw ValidationError("--limit must be 0 or more") }
        if expected != nil {
            if rules != nil || golden != nil || rewards != nil || update {
                throw ValidationError("--expected compares an app's outputs: give it with --actual, without RULES, --golden, --rewards or --update")
            }
            if actual.isEmpty { throw ValidationError("--expected needs --actual FILE...: the app's output files") }
        } else {
            if !actual.isEmpty || junit != nil { throw ValidationError("--actual and --junit go with --expected DIR") }
            if rules == nil || golden == nil {
                throw ValidationError("give RULES and --golden DIR (check CareLab's rules), or --expected DIR and --actual FILE... (check an app)")
            }
        }
    }

    func run() throws {
        if let expected { return try checkApp(against: expected) }
        guard let rules, let golden else { return }
        try Failure.requireInput(rules)
        let scoring: ScoringRule
        do { scoring = try ScoringRuleFile.load(contentsOf: rules) } catch { throw Failure.badData(error.description) }
        let reward: RewardRule?
        do { reward = try rewards.map { path throws(ScenarioError) in try RewardRuleFile.load(contentsOf: path) } } catch {
            throw Failure.badData(error.description)
        }

        let population = SimulatedPopulation.rulesFixture()
        var tables = [(RuleOutcomeTables.dailyScoresFile, RuleOutcomeTables.dailyScoresKey,
                       RuleOutcomeTables.dailyScores(population.people, symptoms: population.symptoms,
                                                     period: population.period, rule: scoring))]
        if let reward {
            tables.append((RuleOutcomeTables.monthlyPointsFile, RuleOutcomeTables.monthlyPointsKey,
                           RuleOutcomeTables.monthlyPoints(population.people, period: population.period, rule: reward)))
        }

        if update {
            do { try FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: true) } catch {
                throw Failure.cannotCreate("cannot create \(golden): \(error.localizedDescription)")
            }
            for (name, _, table) in tables {
                try GoldenFile.write(table, to: (golden as NSString).appendingPathComponent(name))
                if !quiet { Console.message("wrote \(English.count(table.rows.count, "row")) to \((golden as NSString).appendingPathComponent(name))") }
            }
            return
        }

        var report = "", differs = false
        for (name, key, table) in tables {
            let path = (golden as NSString).appendingPathComponent(name)
            guard let expected = try GoldenFile.read(path) else {
                throw Failure.failed("there is no golden file \(path); write it with --update")
            }
            let diff: TableDiff
            do { diff = try TableDiff(old: expected, new: table, keyColumns: key) } catch {
                throw Failure.badData("\(path): \(error.description)")
            }
            differs = differs || !diff.isEmpty
            report += diff.text(name: name, limit: limit)
        }
        try OutputFile.write(report, to: nil)
        if differs {
            throw Failure.failed("the results differ from the golden files in \(golden); if the change is intended, run again with --update")
        }
    }

    /// Compares the --actual files with the vectors in `folder`.
    private func checkApp(against folder: String) throws {
        let check = try ConformanceCheck(expected: folder)
        let results = try check.compare(actual)
        if let junit {
            do { try Data(JUnitReport.xml(results).utf8).write(to: URL(fileURLWithPath: junit), options: .atomic) } catch {
                throw Failure.cannotCreate("cannot write \(junit): \(error.localizedDescription)")
            }
        }
        let differences = results.reduce(0) { $0 + $1.differences.count }
        let cases = results.reduce(0) { $0 + $1.cases.count }
        let failing = results.reduce(0) { $0 + Set($1.differences.map(\.label)).count }
        try OutputFile.write(check.report(results), to: nil)
        if differences > 0 {
            throw Failure.failed("\(English.count(differences, "difference")) in \(failing) of \(English.count(cases, "case"))")
        }
        if !quiet { Console.message("all \(English.count(cases, "case")) of \(English.count(results.count, "file")) match the vectors in \(folder)") }
    }
}
