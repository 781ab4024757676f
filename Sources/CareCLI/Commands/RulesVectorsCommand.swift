import ArgumentParser
import CareModel
import CareReports
import CareScenario
import CareWorkflows
import Foundation

/// `carelab rules vectors`: writes conformance test vectors that an app's own unit tests
/// read: what people logged, and what CareLab's rules give for it (issue 21).
struct RulesVectorsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vectors",
        abstract: "Write test vectors (inputs and expected outputs) for an app's own rule tests.",
        discussion: """
            EXAMPLE:
              carelab rules vectors --out vectors
              carelab rules vectors --out vectors --rules Scenarios/rules/scoring-v1.yaml \\
                --rewards Scenarios/rules/rewards-v1.yaml
              carelab rules vectors --out vectors --people 50 --seed 7

            Writes DIR/inputs.jsonl (what each person logged, one JSON object per stored
            event, with its instant, the person's IANA time zone and every detail field),
            the expected outputs as CSV (daily_scores, schedule_occurrences,
            dose_adherence, period_adherence, monthly_points, missed_tasks), manifest.json
            (rule versions, CareLab's version, the seed, the people, symptoms and schedules)
            and README.md (both formats, with a worked example). Every row has a case
            column, RULE:EDGE: which rule and which edge it exercises (midnight,
            daylight-saving changes in both hemispheres, a trip across zones, an edited
            dose, a symptom reported absent, day 31 in February, a month's points reset,
            a task done late or snoozed).

            The built-in population is eleven people, one per edge; --people N --seed S
            adds N simulated people (persons 101 on, case RULE:random). --schedules reads a
            schedule set (Scenarios/rules/README.md) instead of the built-in one. The same
            rules and seed always give the same bytes. Check an app's outputs with
            `carelab rules check --expected DIR --actual FILE...`.
            """
    )

    @Option(help: ArgumentHelp("The folder to write the vectors to.", valueName: "dir"))
    var out: String

    @Option(help: ArgumentHelp("A scoring-rule file (YAML); default: the seed's rule, version 1.", valueName: "file"),
            completion: .file(extensions: ["yaml", "yml"]))
    var rules: String?

    @Option(help: ArgumentHelp("A reward-rule file (YAML); default: version 1.", valueName: "file"),
            completion: .file(extensions: ["yaml", "yml"]))
    var rewards: String?

    @Option(help: ArgumentHelp("A schedule-set file (YAML); default: the built-in set, version 1.", valueName: "file"),
            completion: .file(extensions: ["yaml", "yml"]))
    var schedules: String?

    @Option(help: ArgumentHelp("Add this many simulated people (with --seed).", valueName: "n"))
    var people: Int?

    @Option(help: ArgumentHelp("The random population's seed (with --people).", valueName: "s"))
    var seed: UInt64?

    @Flag(name: [.short, .long], help: "Print no messages, only errors.")
    var quiet = false

    func validate() throws {
        if (people == nil) != (seed == nil) { throw ValidationError("give --people and --seed together") }
        if let people, !(1...10_000).contains(people) { throw ValidationError("--people must be from 1 to 10000") }
    }

    func run() throws {
        var conformance = ConformanceRules()
        do {
            if let rules {
                try Failure.requireInput(rules)
                conformance.scoring = try ScoringRuleFile.load(contentsOf: rules)
            }
            if let rewards {
                try Failure.requireInput(rewards)
                conformance.rewards = try RewardRuleFile.load(contentsOf: rewards)
            }
            if let schedules {
                try Failure.requireInput(schedules)
                conformance.schedules = try ScheduleSetFile.load(contentsOf: schedules)
            }
        } catch let error as ScenarioError {
            throw Failure.badData(error.description)
        }
        let population: ConformancePopulation
        do { population = try ConformancePopulation(random: people.flatMap { n in seed.map { (n, $0) } }) } catch {
            throw Failure.badData(error.description)
        }
        let written = try VectorsFolder.write(population, rules: conformance, to: out)
        if !quiet {
            for (name, rows) in written {
                Console.message("wrote \(English.count(rows, "row")) to \((out as NSString).appendingPathComponent(name))")
            }
        }
    }
}
