import GRDB

extension Schema {
    /// Migration `v5-clustered-events`: the event table becomes a `WITHOUT ROWID` table
    /// clustered on its key (`person_id`, `kind`, `occurred_at_unix`, `seq`), which replaces
    /// v1's separate `event_by_person` index.
    ///
    /// Every read goes by person and kind in time order, and so does a bulk load: the rows
    /// now sit in that order in the table itself. A simulated run no longer writes every
    /// event twice (row and index entry) nor sorts the index at the end, and a read no longer
    /// goes from the index to the row. `seq` tells apart events of one person and kind at the
    /// same instant (a blood pressure's two halves, several symptoms logged together): 0 for
    /// the first, 1 for the next, in the order they were stored.
    ///
    /// Events already stored are copied in their stored order; CareLab's views are made
    /// again over the new table, views of the user's own keep working, and indexes and
    /// triggers of their own are made again (a trigger that inserts into `event` must now
    /// give `seq`).
    static func migrateToV5(_ db: Database) throws {
        // Indexes and triggers of the user's own on `event` go with the old table: made
        // again on the new one below.
        let ownObjects = try String.fetchAll(db, sql: """
            SELECT sql FROM sqlite_master
            WHERE tbl_name = 'event' AND type IN ('index', 'trigger') AND name != 'event_by_person' AND sql IS NOT NULL
            ORDER BY type, name
            """)
        try db.execute(sql: """
            DROP VIEW event_day;
            DROP VIEW person_day;
            CREATE TABLE event_clustered (
                person_id INTEGER NOT NULL REFERENCES person(person_id),
                kind TEXT NOT NULL,
                occurred_at_unix INTEGER NOT NULL,
                seq INTEGER NOT NULL,
                name TEXT NOT NULL,
                value REAL,
                unit TEXT,
                time_of_day TEXT,
                local_date TEXT,
                import_id INTEGER REFERENCES import_file(import_id),
                PRIMARY KEY (person_id, kind, occurred_at_unix, seq)
            ) WITHOUT ROWID;
            INSERT INTO event_clustered
            SELECT person_id, kind, occurred_at_unix,
                   ROW_NUMBER() OVER (PARTITION BY person_id, kind, occurred_at_unix ORDER BY rowid) - 1,
                   name, value, unit, time_of_day, local_date, import_id
            FROM event;
            DROP TABLE event;
            """)
        // Legacy renaming leaves views alone: a view of the user's own over `event` would
        // otherwise stop the rename, since its table is gone for a moment.
        try db.execute(sql: "PRAGMA legacy_alter_table = ON")
        defer { try? db.execute(sql: "PRAGMA legacy_alter_table = OFF") }
        try db.execute(sql: "ALTER TABLE event_clustered RENAME TO event")
        for sql in ownObjects { try db.execute(sql: sql) }
        try createEventViews(db)
    }
}
