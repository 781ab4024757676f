import ArgumentParser

/// `carelab schedule`: tools for recurrence schedules.
struct ScheduleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schedule",
        abstract: "Check recurrence schedules of medications, reminders and tasks.",
        discussion: """
            EXAMPLE:
              carelab schedule occurrences --start 2026-01-31 --repeat monthly \\
                --times 08:00 --through 2026-12-31
              carelab schedule occurrences --file reminder.yaml --from 2026-03-01 \\
                --through 2026-03-31
            """,
        subcommands: [ScheduleOccurrencesCommand.self]
    )
}
