import GRDB

extension Schema {
    /// Migration `v10-task-groups`: tasks grouped to one schedule and the group's edits
    /// (seed 003, story 12).
    ///
    /// - `task` gains `task_group`, the group the task is in (NULL when it is in none).
    /// - `task_group_edit`: one row per configuration of a whole group, from the start of
    ///   `effective_date` (ISO 8601, in each person's own time zone) every task of the group
    ///   follows `schedule_json` (a `RecurrenceRule` as JSON, as `task.schedule_json`).
    static func migrateToV10(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE task ADD COLUMN task_group TEXT;
            CREATE TABLE task_group_edit (
                task_group TEXT NOT NULL,
                effective_date TEXT NOT NULL,
                schedule_json TEXT NOT NULL,
                PRIMARY KEY (task_group, effective_date)
            ) WITHOUT ROWID;
            """)
    }
}
