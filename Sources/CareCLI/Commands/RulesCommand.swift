import ArgumentParser

/// `carelab rules`: regression testing of scoring and reward rules for app teams.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "Regression-test scoring and reward rules, and preview a rule change.",
        discussion: """
            EXAMPLE:
              carelab rules check Scenarios/rules/scoring-v1.yaml \\
                --rewards Scenarios/rules/rewards-v1.yaml \\
                --golden Scenarios/rules/golden/v1
              carelab rules vectors --out vectors
              carelab rules check --expected vectors --actual app-out/daily_scores.csv \\
                --junit conformance.xml
              carelab rules diff Scenarios/rules/scoring-v1.yaml \\
                Scenarios/rules/scoring-v2-doubling.yaml --scenario Scenarios/default.yaml
            """,
        subcommands: [RulesCheckCommand.self, RulesDiffCommand.self, RulesVectorsCommand.self]
    )
}
