import ArgumentParser
import CareModel
import CareReports
import CareStore

/// `carelab export events`: the stored events, streamed as a table.
struct ExportEventsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "events",
        abstract: "Write the stored events, one row each, filtered by person, kind and day.",
        discussion: """
            EXAMPLE:
              carelab export events --db run/carelab.sqlite -o events.csv
              carelab export events --db run --person 1 --person 2 --kind symptom -o -
              carelab export events --db run --from 2026-03-01 --through 2026-03-31

            One row per stored event, as the event table holds it (the data dictionary
            is Sources/CareStore/README.md): person_id (the stored pseudonymous id),
            kind, occurred_at_unix (seconds since 1970-01-01T00:00:00Z), local_date
            (the person's local day), name, value, unit, time_of_day, detail_text,
            detail_value. Rows come by person, kind and instant. Empty means missing.

            Rows are streamed: memory stays flat whatever the size. Each person is read
            through the table's key (person, kind, instant), so --person and --kind read
            only the rows they keep. Notes (free text) are never exported.
            """
    )

    @OptionGroup var selection: ExportSelection

    @Option(name: .customLong("kind"), help: ArgumentHelp("Only events of this kind (repeat for several).", valueName: "kind"))
    var kinds: [EventKind] = []

    @OptionGroup var output: OutputOptions

    /// The columns of the table written.
    static let columns = [
        TableColumn("person_id", .integer, "the stored pseudonymous person id"),
        TableColumn("kind", .text, "the event kind (`symptom`, `factor`, `dose`, …; Sources/CareStore/README.md)"),
        TableColumn("occurred_at_unix", .integer, "the instant, seconds since 1970-01-01T00:00:00Z"),
        TableColumn("local_date", .date, "the person's local day"),
        TableColumn("name", .text, "what was logged (a symptom, a factor, a medication, …)"),
        TableColumn("value", .number, "its value (severity rank, amount, …)"),
        TableColumn("unit", .text, "the value's unit"),
        TableColumn("time_of_day", .text, "the time of day chosen in the app, where the kind has one"),
        TableColumn("detail_text", .text, "a kind's text detail"),
        TableColumn("detail_value", .number, "a kind's numeric detail"),
    ]

    func run() throws {
        let database = try DatabaseSelection.open(selection.db)
        let chosen = EventSelection(people: selection.people, kinds: kinds, from: try selection.firstDay,
                                    through: try selection.lastDay)
        let table = try output.table(Self.columns)
        try database.forEachEvent(chosen) { event in
            try table.append([
                String(event.personID), event.kind, String(event.occurredAtUnix), event.localDate ?? "", event.name,
                event.value.map(NumberFormat.roundTrip) ?? "", event.unit ?? "", event.timeOfDay ?? "",
                event.detailText ?? "", event.detailValue.map(NumberFormat.roundTrip) ?? "",
            ])
        }
        try table.finish()
        if let file = output.output, file != "-" {
            output.message("\(English.count(table.rowCount, "event")): \(file)")
        }
    }
}

extension EventKind: ExpressibleByArgument {}
