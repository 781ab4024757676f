import ArgumentParser
import CareWorkflows

/// The `carelab` command: simulate populations of health-app users, store their data,
/// analyse it and report.
public struct CareLabCommand: ParsableCommand {
    /// CareLab's version, recorded in every database it writes.
    public static let version = CareLabRelease.version

    public static let configuration = CommandConfiguration(
        commandName: "carelab",
        abstract: "Simulate, store, analyse and report personal-health tracking data.",
        discussion: """
            EXAMPLE:
              carelab simulate Scenarios/default.yaml --out Reports/default
              carelab notebook run Notebooks/scoring-rules.md

            Data go to stdout or to the file named by -o; messages and progress go to
            stderr. Commands that write tables take --format csv|tsv|json|table and
            --quiet. Colour only on a terminal, never with NO_COLOR set.

            Exit codes: 0 success, 1 failure, 64 usage error, 65 bad input data, 66 a
            missing input, 70 an internal error, 73 an output that cannot be created,
            74 an input/output error.
            """,
        version: BuildCommit.describe(version: version),
        subcommands: [
            SimulateCommand.self, MergeCommand.self, PowerCommand.self, ImportCommand.self, ReportCommand.self,
            AnalyzeCommand.self, ScoresCommand.self, ExportCommand.self, ScheduleCommand.self, StatsCommand.self,
            AdherenceCommand.self, NotebookCommand.self, RulesCommand.self, RecordCommand.self, ProgrammeCommand.self,
            FitCommand.self,
        ]
    )

    public init() {}
}
