import GRDB

extension Schema {
    /// Migration `v6-event-details`: each event row gains a second text and a second number,
    /// `detail_text` and `detail_value`, which hold what a kind's entry has beyond its name,
    /// value and unit, so that a record reads back as it was written: a reward's event id
    /// and rule version, a snooze's length, a corrected dose's logging time, a measurement's
    /// source. What each kind keeps there is in the data dictionary (`README.md`) and in
    /// the kind's codec (`Codec/`). Rows stored before v6 have neither (NULL).
    static func migrateToV6(_ db: Database) throws {
        try db.alter(table: "event") { t in
            t.add(column: "detail_text", .text)
            t.add(column: "detail_value", .double)
        }
    }
}
