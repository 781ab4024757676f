import ArgumentParser
import CareReports

/// `carelab analyze`: the research analyses of a stored run or import, as CSV.
struct AnalyzeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Research analyses of a stored run: correlations, ground truth, adherence, tasks, rewards, mood, questionnaires, engagement, sections, arms.",
        discussion: """
            EXAMPLE:
              carelab analyze correlations --db /tmp/run/carelab.sqlite -o correlations.csv
              carelab analyze correlations --db /tmp/run/carelab.sqlite --findings
              carelab analyze truth --db /tmp/run/carelab.sqlite
              carelab analyze engagement --db /tmp/run/carelab.sqlite --inactive-days 30

            Each analysis reads the database once and writes one CSV table (RFC 4180) to
            stdout or -o FILE; notes go to stderr. People are named by their synthetic
            person_id only. Rows describing fewer than 11 people are suppressed (their
            figures are NA) and say so in the suppressed column.
            """,
        subcommands: [
            AnalyzeCorrelationsCommand.self, AnalyzeTruthCommand.self, AnalyzeEngagementCommand.self,
            AnalyzeAdherenceCommand.self, AnalyzeRewardsCommand.self, AnalyzeMoodCommand.self, AnalyzeSectionsCommand.self,
        ] + AnalysisRegistry.all.map { DeclaredAnalysisCommands.command(for: $0) }
    )
}
