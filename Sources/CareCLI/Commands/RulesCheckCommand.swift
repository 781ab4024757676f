import ArgumentParser
import CareModel
import CareReports
import CareScenario
import Foundation

/// `carelab rules check`: recomputes a rule's results for a fixed population and compares
/// them with golden files.
struct RulesCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Compare a rule's results for a fixed population with golden files.",
        discussion: """
            EXAMPLE:
              carelab rules check Scenarios/rules/scoring-v1.yaml --golden Scenarios/rules/golden/v1
              carelab rules check Scenarios/rules/scoring-v1.yaml --rewards Scenarios/rules/rewards-v1.yaml --golden Scenarios/rules/golden/v1
              carelab rules check my-rule.yaml --golden golden/ --update

            The population is fixed and built in: 12 simulated people over 42 days (2
            March to 12 April 2026, across three daylight-saving changes), the same on
            every machine. Their daily category and symptom scores under RULES (seed 000,
            Req 8-9) are compared with DIR/daily_scores.csv and, with --rewards, their
            points per month from daily log-ins (seed 004, DR6.FR8.0) with
            DIR/monthly_points.csv. Differences are printed to stdout: which people,
            dates and names changed, and each value old → new. Exit 0 when everything
            matches, 1 when anything differs or a golden file is missing. Golden files
            change only with --update, which writes them from the current results.
            """
    )

    @Argument(help: ArgumentHelp("The scoring-rule file (YAML).", valueName: "rules"), completion: .file(extensions: ["yaml", "yml"]))
    var rules: String

    @Option(help: ArgumentHelp("The folder of golden files.", valueName: "dir"))
    var golden: String

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
    }

    func run() throws {
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
                if !quiet { Console.message("wrote \(NumberFormat.grouped(table.rows.count)) rows to \((golden as NSString).appendingPathComponent(name))") }
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
}
