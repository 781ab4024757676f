import ArgumentParser

/// `carelab notebook`: executable Markdown documents.
struct NotebookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notebook",
        abstract: "Run Markdown notebooks whose carelab blocks are commands.",
        discussion: """
            EXAMPLE:
              carelab notebook run Notebooks/schedules.md
              carelab notebook run Notebooks/scoring-rules.md --check
            """,
        subcommands: [NotebookRunCommand.self]
    )
}
