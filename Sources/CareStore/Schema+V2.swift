import CareModel
import Foundation
import GRDB

extension Schema {
    /// Migration `v2-local-dates-imports-notes-panel`: what imports and the daily panel need.
    ///
    /// - `event.local_date`: the calendar day in the person's time zone, so that SQL (and
    ///   pandas, R, DuckDB) can group by day without time-zone rules. Filled here for events
    ///   already stored.
    /// - `event.import_id` and the `import_file` ledger: which file an event came from; a
    ///   file already in the ledger is not imported again, and an imported event identical
    ///   to one already imported is not added again (``ImportTransaction`` looks it up by
    ///   person, kind and instant: v1's `event_by_person` index, the table's own key since v5).
    /// - `person.pseudonym`, `sex`, `age_years`, `country`: keyed pseudonyms and the
    ///   demographics some sources carry.
    /// - `note`: free text, kept apart from events so that no report reads it by accident.
    /// - `unmapped_row`: source rows with no CareLab meaning, kept rather than dropped.
    /// - Views `event_day`, `person_day` (the daily panel) and `schema_version`.
    static func migrateToV2(_ db: Database) throws {
        try db.alter(table: "person") { t in
            t.add(column: "pseudonym", .text)
            t.add(column: "sex", .text)
            t.add(column: "age_years", .integer)
            t.add(column: "country", .text)
        }
        try db.create(index: "person_by_pseudonym", on: "person", columns: ["pseudonym"], options: .unique)

        try db.create(table: "import_file") { t in
            t.primaryKey("import_id", .integer)
            t.column("format", .text).notNull()
            t.column("file_name", .text).notNull()
            t.column("file_sha256", .text).notNull()
            t.column("imported_at_unix", .integer).notNull()
            t.column("carelab_version", .text).notNull()
            t.column("rows_read", .integer).notNull().defaults(to: 0)
            t.column("events_added", .integer).notNull().defaults(to: 0)
            t.column("duplicate_events", .integer).notNull().defaults(to: 0)
            t.column("notes_added", .integer).notNull().defaults(to: 0)
            t.column("rows_unmapped", .integer).notNull().defaults(to: 0)
            t.column("rows_rejected", .integer).notNull().defaults(to: 0)
            t.uniqueKey(["format", "file_sha256"])
        }

        try db.alter(table: "event") { t in
            t.add(column: "local_date", .text)
            t.add(column: "import_id", .integer).references("import_file")
        }
        try fillLocalDates(db)

        try db.create(table: "note") { t in
            t.column("person_id", .integer).notNull().references("person")
            t.column("occurred_at_unix", .integer).notNull()
            t.column("local_date", .text).notNull()
            t.column("source", .text).notNull()
            t.column("text", .text).notNull()
            t.column("import_id", .integer).references("import_file")
            t.uniqueKey(["person_id", "occurred_at_unix", "source", "text"])
        }

        try db.create(table: "unmapped_row") { t in
            t.column("import_id", .integer).notNull().references("import_file")
            t.column("line", .integer).notNull()
            t.column("person_id", .integer).notNull().references("person")
            t.column("local_date", .text).notNull()
            t.column("source_kind", .text).notNull()
            t.column("source_name", .text).notNull()
            t.column("source_value", .text).notNull()
            t.column("reason", .text).notNull()
            t.uniqueKey(["person_id", "local_date", "source_kind", "source_name", "source_value"])
        }

        try db.execute(sql: "CREATE VIEW schema_version AS SELECT identifier AS migration FROM grdb_migrations")
        try createEventViews(db)
    }

    /// Works out `local_date` for events stored before v2, one person at a time.
    private static func fillLocalDates(_ db: Database) throws {
        let people = try Row.fetchAll(db, sql: "SELECT person_id, time_zone FROM person")
        let update = try db.makeStatement(sql: "UPDATE event SET local_date = ? WHERE rowid = ?")
        var grids = DayGridCache()
        for person in people {
            let zoneName: String = person["time_zone"]
            guard let zone = TimeZone(identifier: zoneName) else {
                throw DatabaseError(message: "person \(person["person_id"] as Int) has an unknown time zone '\(zoneName)'")
            }
            var grid: DayGrid?
            let events = try Row.fetchCursor(db, sql: """
                SELECT rowid, occurred_at_unix FROM event WHERE person_id = ? ORDER BY occurred_at_unix
                """, arguments: [person["person_id"] as Int])
            while let event = try events.next() {
                let instant = Date(timeIntervalSince1970: Double(event["occurred_at_unix"] as Int64))
                if grid == nil {
                    grid = grids.grid(for: zone) { DayGrid(timeZone: zone, around: instant) }
                }
                let day = grid!.dayIndex(extendingTo: instant)
                update.setUncheckedArguments([grid!.label(ofDay: day), event["rowid"] as Int64])
                try update.execute()
            }
            if let grid { grids.keep(grid) }
        }
    }

    /// The daily views over `event`: `event_day` and the `person_day` panel.
    static func createEventViews(_ db: Database) throws {
        try db.execute(sql: """
            CREATE VIEW event_day AS
            SELECT person_id, local_date, kind, name, unit,
                   COUNT(*) AS entries, SUM(value) AS total, AVG(value) AS mean,
                   MIN(value) AS minimum, MAX(value) AS maximum
            FROM event
            GROUP BY person_id, local_date, kind, name, unit;

            CREATE VIEW person_day AS
            WITH RECURSIVE span(person_id, local_date, last_date) AS (
                SELECT person_id, MIN(local_date), MAX(local_date) FROM event GROUP BY person_id
                UNION ALL
                SELECT person_id, date(local_date, '+1 day'), last_date FROM span
                WHERE local_date < last_date
            ),
            daily AS (
                SELECT person_id, local_date,
                       COUNT(*) AS events,
                       SUM(kind = 'symptom' AND value > 0) AS symptom_entries,
                       TOTAL(CASE WHEN kind = 'symptom' THEN value END) AS symptom_severity_sum,
                       SUM(kind = 'factor') AS factor_entries,
                       SUM(kind = 'measurement') AS measurement_entries,
                       SUM(kind = 'mood') AS mood_entries,
                       SUM(kind = 'dose') AS dose_entries
                FROM event
                GROUP BY person_id, local_date
            )
            SELECT span.person_id, span.local_date,
                   daily.events IS NOT NULL AS logged,
                   IFNULL(daily.events, 0) AS events,
                   IFNULL(daily.symptom_entries, 0) AS symptom_entries,
                   IFNULL(daily.symptom_severity_sum, 0) AS symptom_severity_sum,
                   IFNULL(daily.factor_entries, 0) AS factor_entries,
                   IFNULL(daily.measurement_entries, 0) AS measurement_entries,
                   IFNULL(daily.mood_entries, 0) AS mood_entries,
                   IFNULL(daily.dose_entries, 0) AS dose_entries
            FROM span
            LEFT JOIN daily ON daily.person_id = span.person_id AND daily.local_date = span.local_date
            ORDER BY span.person_id, span.local_date;
            """)
    }
}
