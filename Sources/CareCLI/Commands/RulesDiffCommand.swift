import ArgumentParser
import CareAnalytics
import CareModel
import CareReports
import CareScenario
import CareWorkflows
import Foundation

/// `carelab rules diff`: how a change of scoring rule would move every simulated person's
/// results.
struct RulesDiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show how a scoring-rule change moves every person's results in a scenario.",
        discussion: """
            EXAMPLE:
              carelab rules diff Scenarios/rules/scoring-v1.yaml \\
                Scenarios/rules/scoring-v2-doubling.yaml --scenario Scenarios/default.yaml
              carelab rules diff old.yaml new.yaml --scenario Scenarios/default.yaml \\
                --top 20 --ascii
              carelab rules diff old.yaml new.yaml --scenario Scenarios/default.yaml \\
                --format csv -o people.csv

            The scenario's population is simulated (nothing is stored) and every person's
            daily category and symptom scores (seed 000, Req 8-9) are computed under OLD
            and NEW. The report says how many daily scores and people changed, how much
            each person's mean daily total score (points per day) moved, shows the
            distributions before and after, and lists the people moved most by synthetic
            identifier only. With --format, one row per person instead: person_id,
            mean_before_points_per_day, mean_after_points_per_day,
            change_points_per_day, changed_scores.
            """
    )

    @Argument(help: ArgumentHelp("The scoring rule in force (YAML).", valueName: "old"), completion: .file(extensions: ["yaml", "yml"]))
    var old: String

    @Argument(help: ArgumentHelp("The proposed scoring rule (YAML).", valueName: "new"), completion: .file(extensions: ["yaml", "yml"]))
    var new: String

    @Option(help: ArgumentHelp("The scenario whose population to score.", valueName: "file"), completion: .file(extensions: ["yaml", "yml"]))
    var scenario: String

    @Option(help: "Override the number of people.")
    var people: Int?

    @Option(help: ArgumentHelp("List this many of the people moved most.", valueName: "n"))
    var top = 10

    @Flag(help: "Plain ASCII charts.")
    var ascii = false

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let people, people < 1 { throw ValidationError("--people must be at least 1") }
        if top < 0 { throw ValidationError("--top must be 0 or more") }
    }

    func run() throws {
        for path in [old, new, scenario] { try Failure.requireInput(path) }
        let oldRule: ScoringRule, newRule: ScoringRule
        var loaded: Scenario
        do {
            oldRule = try ScoringRuleFile.load(contentsOf: old)
            newRule = try ScoringRuleFile.load(contentsOf: new)
            loaded = try ScenarioLoader.load(contentsOf: scenario)
        } catch {
            throw Failure.badData(error.description)
        }
        if let people { loaded.people = people }

        let population = SimulatedPopulation(scenario: loaded)
        var comparison = ScoringRuleComparison(old: oldRule, new: newRule, period: population.period,
                                               symptoms: population.symptoms)
        for person in population.people { comparison.add(person) }
        let report = RuleComparisonReport(
            comparison: comparison, oldName: old, newName: new,
            population: "Scenario \(loaded.name) (\(scenario)): \(NumberFormat.grouped(loaded.people)) simulated people, seed \(loaded.seed)",
            top: top, ascii: ascii)
        if output.format != nil {
            try output.write(report.perPerson)
        } else {
            try OutputFile.write(report.text, to: output.output)
        }
    }
}
