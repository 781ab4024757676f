import GRDB

extension Schema {
    /// Migration `v11-video-catalogue`: the learning centre's videos the people could watch
    /// (seed 004, "Virtual learning space"), so that a `video` event's name can be read with
    /// its title, length and stage.
    ///
    /// - `video`: one row per video, `video_id` the name its `video` events carry, `title`,
    ///   `length_seconds` (above 0) and `trimester` (1, 2 or 3; NULL when the video is offered
    ///   at every stage).
    static func migrateToV11(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE video (
                video_id TEXT PRIMARY KEY NOT NULL,
                title TEXT NOT NULL,
                length_seconds INTEGER NOT NULL CHECK (length_seconds > 0),
                trimester INTEGER CHECK (trimester IN (1, 2, 3))
            ) WITHOUT ROWID;
            """)
    }
}
