import ArgumentParser

/// `carelab export`: a stored run's or import's per-person data as files for pandas, R,
/// polars or DuckDB.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export per-person data: a person-day panel (CSV, Parquet) or the events.",
        discussion: """
            EXAMPLE:
              carelab export panel --db run/carelab.sqlite --format parquet -o p.parquet
              carelab export events --db run/carelab.sqlite --person 7 -o events.csv

            For the researcher who owns the database: rows are per person, keyed by the
            stored pseudonymous person_id only (never a name, nor an imported source's
            user identifier), and no small-cell rule applies. Free-text notes are never
            exported.
            """,
        subcommands: [ExportPanelCommand.self, ExportEventsCommand.self]
    )
}
