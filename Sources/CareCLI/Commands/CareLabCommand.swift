import ArgumentParser

/// The `carelab` command: simulate populations of health-app users, store their data,
/// analyse it and report.
public struct CareLabCommand: ParsableCommand {
    /// CareLab's version, recorded in every database it writes.
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "carelab",
        abstract: "Simulate, store, analyse and report personal-health tracking data.",
        discussion: """
            EXAMPLE:
              carelab simulate Scenarios/default.yaml --out Reports/default

            Exit codes: 0 success, 1 failure, 64 usage error, 65 bad input data.
            """,
        version: version,
        subcommands: [SimulateCommand.self, ScoresCommand.self, ScheduleCommand.self, StatsCommand.self, AnalyzeCommand.self]
    )

    public init() {}
}
