import GRDB

extension Schema {
    /// Migration `v8-symptom-factors-entry-notes`: what a symptom entry documents besides
    /// its severity (seed 000, Req 5-7).
    ///
    /// - `symptom_factor`: one row per relieving or aggravating factor on a symptom entry,
    ///   keyed by the entry's `event` key (`person_id`, `occurred_at_unix`, `seq`; kind
    ///   `symptom`), the `role` and the factor's `position` on the entry, so that an entry's
    ///   factors come back in the order and with the repeats they were given.
    /// - `note` gains `event_kind`, `event_seq` and `position`: a note written on an entry
    ///   points at it (`person_id`, `event_kind`, `occurred_at_unix`, `event_seq`) and is its
    ///   `position`-th note; a note of its own (a diary note, as imports store) has them NULL.
    ///   The table is rebuilt with its rows because its old uniqueness rule (one text per
    ///   person, instant and source) now holds for notes of their own only: an entry may
    ///   carry the same text twice.
    static func migrateToV8(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE symptom_factor (
                person_id INTEGER NOT NULL REFERENCES person(person_id),
                occurred_at_unix INTEGER NOT NULL,
                seq INTEGER NOT NULL,
                role TEXT NOT NULL CHECK (role IN ('relieving', 'aggravating')),
                position INTEGER NOT NULL,
                factor TEXT NOT NULL,
                PRIMARY KEY (person_id, occurred_at_unix, seq, role, position)
            ) WITHOUT ROWID;

            CREATE TABLE note_v8 (
                person_id INTEGER NOT NULL REFERENCES person(person_id),
                occurred_at_unix INTEGER NOT NULL,
                local_date TEXT NOT NULL,
                source TEXT NOT NULL,
                text TEXT NOT NULL,
                import_id INTEGER REFERENCES import_file(import_id),
                event_kind TEXT,
                event_seq INTEGER,
                position INTEGER,
                CHECK ((event_kind IS NULL) = (event_seq IS NULL) AND (event_kind IS NULL) = (position IS NULL))
            );
            INSERT INTO note_v8(person_id, occurred_at_unix, local_date, source, text, import_id)
                SELECT person_id, occurred_at_unix, local_date, source, text, import_id FROM note ORDER BY rowid;
            DROP TABLE note;
            ALTER TABLE note_v8 RENAME TO note;
            CREATE UNIQUE INDEX note_of_its_own ON note(person_id, occurred_at_unix, source, text) WHERE event_kind IS NULL;
            CREATE UNIQUE INDEX note_on_entry ON note(person_id, event_kind, occurred_at_unix, event_seq, position)
                WHERE event_kind IS NOT NULL;
            """)
    }
}
