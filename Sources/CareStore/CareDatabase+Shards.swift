import GRDB

extension CareDatabase {
    /// A shard's database and the people it holds.
    public struct ShardSource: Sendable {
        /// The shard's database file.
        public var path: String
        /// The identifiers of the people it holds (`person_id`).
        public var people: Range<Int>

        public init(path: String, people: Range<Int>) {
            self.path = path
            self.people = people
        }
    }

    /// Copies people `people` (`person_id` values) and their events from the shard database
    /// that holds them, in one transaction, person after person: each person's row and zone
    /// changes, then their events in the table's key order, then their symptom entries'
    /// factors and notes.
    ///
    /// That is the order in which ``append(_:)-([PersonRows])`` stored them in the shard,
    /// and SQLite lays pages out by the order of the inserts and the transactions only; so
    /// a database that copies the same batches in the same transactions as a single run
    /// stored them is that run's database, byte for byte.
    public func appendPeople(_ people: Range<Int>, from shard: ShardSource) throws(StoreError) {
        try writeOutsideTransaction { db in
            try db.execute(sql: "ATTACH DATABASE ? AS shard", arguments: [shard.path])
        }
        defer { try? writeOutsideTransaction { db in try db.execute(sql: "DETACH DATABASE shard") } }
        try write { db in
            let person = try db.makeStatement(sql: "INSERT INTO main.person SELECT * FROM shard.person WHERE person_id = ?")
            let zoneChanges = try db.makeStatement(sql: """
                INSERT INTO main.zone_change SELECT * FROM shard.zone_change WHERE person_id = ? ORDER BY changed_at_unix
                """)
            let events = try db.makeStatement(sql: """
                INSERT INTO main.event SELECT * FROM shard.event WHERE person_id = ?
                ORDER BY person_id, kind, occurred_at_unix, seq
                """)
            let factors = try db.makeStatement(sql: """
                INSERT INTO main.symptom_factor SELECT * FROM shard.symptom_factor WHERE person_id = ?
                ORDER BY person_id, occurred_at_unix, seq, role, position
                """)
            let notes = try db.makeStatement(sql: """
                INSERT INTO main.note SELECT * FROM shard.note WHERE person_id = ? ORDER BY rowid
                """)
            for id in people {
                try person.execute(arguments: [id])
                guard db.changesCount == 1 else {
                    throw DatabaseError(message: "the shard \(shard.path) does not hold person \(id)")
                }
                try zoneChanges.execute(arguments: [id])
                try events.execute(arguments: [id])
                try factors.execute(arguments: [id])
                try notes.execute(arguments: [id])
            }
        }
    }

    /// The schema migrations of a database this CareLab creates, in order.
    public static var schemaMigrations: [String] { Schema.migrator.migrations }

    /// The schema migrations applied to the database at `path`, read without opening it as a
    /// CareLab database (which would migrate it).
    public static func appliedMigrations(at path: String) throws(StoreError) -> [String] {
        do {
            var configuration = Configuration()
            configuration.readonly = true
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            return try queue.read { db in try Schema.migrator.appliedMigrations(db) }
        } catch {
            throw StoreError(path: path, reason: "cannot read its schema: \(error)")
        }
    }
}
