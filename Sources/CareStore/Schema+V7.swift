import GRDB

extension Schema {
    /// Migration `v7-zone-changes`: a person who travels or moves has dated changes of time
    /// zone (``CareModel/ZoneChange``), one row each: from `changed_at_unix` on, the person
    /// is in `time_zone` and their days are counted there, until their next change
    /// (``CareModel/ZoneTimeline``). `person.time_zone` is the zone before the first change.
    /// A person without rows stays in `person.time_zone`, as every person did before v7.
    static func migrateToV7(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE zone_change (
                person_id INTEGER NOT NULL REFERENCES person(person_id),
                changed_at_unix INTEGER NOT NULL,
                time_zone TEXT NOT NULL,
                PRIMARY KEY (person_id, changed_at_unix)
            ) WITHOUT ROWID
            """)
    }
}
