import CareModel
import Foundation
import GRDB

/// A CareLab research database: one SQLite file holding a simulated run or an import.
///
/// New files are created readable and writable by their owner only (mode 0600), since they
/// hold health data.
///
/// The shards of one run (``open(shards:)``) read as one database: counts and tallies add
/// up over the shards, people come in person order across them, and what every shard holds
/// alike (run information, symptoms, the programme) is read from the first. Such a database
/// is read-only.
public final class CareDatabase: Sendable {
    /// The database file (the first shard's, for several shards).
    public let path: String
    private let queue: DatabaseQueue
    /// The other shards read with this one, in person order; empty for one file.
    private let otherShards: [CareDatabase]
    /// Person records read from this database and the connections reopened from it.
    public let personReads: PersonReadCounter

    private init(path: String, queue: DatabaseQueue, otherShards: [CareDatabase] = [],
                 personReads: PersonReadCounter = PersonReadCounter()) {
        self.path = path
        self.queue = queue
        self.otherShards = otherShards
        self.personReads = personReads
    }

    /// The files read as this database, in person order: this one and any other shards.
    var parts: [CareDatabase] { [self] + otherShards }

    /// Whether this database reads several shard files.
    public var isSharded: Bool { !otherShards.isEmpty }

    /// Reads the databases at `paths`, the shards of one run (`carelab simulate --shard`),
    /// as one: in the order of their people, whatever the order of `paths`.
    ///
    /// Fails unless their people are disjoint and they hold the same symptoms, programme
    /// and run information, as the shards of one run do.
    public static func open(shards paths: [String]) throws(StoreError) -> CareDatabase {
        guard paths.count > 1 else { return try open(at: paths.first ?? "") }
        var opened: [(database: CareDatabase, people: ClosedRange<Int>?)] = []
        for path in paths {
            let database = try open(at: path)
            opened.append((database, try database.personIDs()))
        }
        opened.sort { ($0.people?.lowerBound ?? .max, $0.database.path) < ($1.people?.lowerBound ?? .max, $1.database.path) }
        let first = opened[0].database
        let settings = try first.sharedSettings()
        for (earlier, later) in zip(opened, opened.dropFirst()) {
            if let before = earlier.people, let after = later.people, before.upperBound >= after.lowerBound {
                throw StoreError(path: later.database.path, reason: """
                    holds people \(after.lowerBound)-\(after.upperBound), and \(earlier.database.path) people \
                    \(before.lowerBound)-\(before.upperBound): shards of one run hold different people
                    """)
            }
            guard try later.database.sharedSettings() == settings else {
                throw StoreError(path: later.database.path, reason: """
                    is not a shard of the run \(first.path) belongs to: its run information, symptoms or programme differ
                    """)
            }
        }
        return CareDatabase(path: first.path, queue: first.queue, otherShards: opened.dropFirst().map(\.database))
    }

    /// A new connection to the same file, or to the same shards, for reading on another
    /// thread; its reads count in this database's ``personReads``.
    public func reopened() throws(StoreError) -> CareDatabase {
        let fresh = isSharded ? try Self.open(shards: parts.map(\.path)) : try Self.open(at: path)
        return CareDatabase(path: fresh.path, queue: fresh.queue, otherShards: fresh.otherShards, personReads: personReads)
    }

    /// What every shard of one run holds alike.
    private func sharedSettings() throws(StoreError) -> [String] {
        let info = try read { db in try Row.fetchAll(db, sql: "SELECT key, value FROM run_info ORDER BY key") }
            .map(\.description)
        let tables = try read { db in
            try ["symptom", "medication", "task"].flatMap { table in
                try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY 1").map { "\(table) \($0)" }
            }
        }
        return info + tables
    }

    /// The smallest and largest `person_id`, or nil without people.
    private func personIDs() throws(StoreError) -> ClosedRange<Int>? {
        try read { db in
            let row = try Row.fetchOne(db, sql: "SELECT MIN(person_id), MAX(person_id) FROM person")
            guard let low: Int = row?[0], let high: Int = row?[1] else { return nil }
            return low...high
        }
    }

    /// How hard SQLite works to survive a crash or power loss mid-write.
    public enum Durability: Sendable {
        /// Journalled and synced transactions: for imports and anything not reproducible.
        case full
        /// No syncing and no rollback journal, several times faster for bulk loads; a crash
        /// or a failed transaction can leave the file corrupt or half-written. Only for a
        /// database rebuilt from its inputs, such as a simulated run written into a staging
        /// folder that is discarded on failure. (Without a journal a bulk load of in-order
        /// rows takes about a third less time than with one in memory, and the file is the
        /// same byte for byte.)
        case rebuildable
    }

    /// The page size of a database this version creates, in bytes.
    static let pageSize = 16384

    /// Creates a new, empty database at `path` with the current schema. Fails if a file is
    /// already there.
    public static func create(at path: String, durability: Durability = .full) throws(StoreError) -> CareDatabase {
        guard try createFile(at: path) else { throw StoreError(path: path, reason: "a file already exists here") }
        return try open(at: path, durability: durability)
    }

    /// Opens an existing database and migrates it to the current schema.
    ///
    /// A database made by an older CareLab is brought up to date (its migrations are
    /// applied in order, in one transaction each). A database made by a newer CareLab, one
    /// holding migrations this version does not know, is refused rather than misread.
    public static func open(at path: String, durability: Durability = .full) throws(StoreError) -> CareDatabase {
        guard FileManager.default.fileExists(atPath: path) else {
            throw StoreError(path: path, reason: "no such database")
        }
        let queue: DatabaseQueue
        let unknown: [String]
        do {
            var configuration = Configuration()
            // A second writer (another import into the same file) waits for the first to
            // commit instead of failing at once with "database is locked".
            configuration.busyMode = .timeout(Self.busyTimeout)
            configuration.prepareDatabase { db in
                // 16 KB pages for a new database (an existing one keeps its own): a large run's
                // bulk load and whole-run reads take a tenth less time than with SQLite's
                // 4 KB (Benchmarks/README.md). Set before the cache, whose size in KB
                // SQLite turns into pages of the size in force.
                try db.execute(sql: "PRAGMA page_size = \(Self.pageSize)")
                // A 64 MB page cache: large imports keep their indexes' working set in memory.
                try db.execute(sql: "PRAGMA cache_size = -65536")
                if durability == .rebuildable {
                    try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF")
                }
            }
            queue = try DatabaseQueue(path: path, configuration: configuration)
            unknown = try migrate(queue)
        } catch {
            throw StoreError(path: path, reason: Self.describe(error))
        }
        guard unknown.isEmpty else {
            throw StoreError(path: path, reason: """
                was written by a newer CareLab: it has the schema migration(s) \(unknown.joined(separator: ", ")) \
                that this version does not know; open it with a newer carelab
                """)
        }
        return CareDatabase(path: path, queue: queue)
    }

    /// Applies the pending migrations, unless the database holds migrations this version
    /// does not know: those are returned, and nothing is changed.
    ///
    /// GRDB reads which migrations are applied before it takes the write lock, so two
    /// processes opening a new database at once (two imports) can both start the same
    /// migration, or read the schema while the other creates it. The loser's step fails and
    /// it tries again from what the winner committed, once per migration at most.
    private static func migrate(_ queue: DatabaseQueue) throws -> [String] {
        let migrator = Schema.migrator
        for attempt in 0...migrator.migrations.count {
            do {
                let unknown = try queue.read { db in
                    try migrator.appliedIdentifiers(db).subtracting(migrator.migrations).sorted()
                }
                if unknown.isEmpty { try migrator.migrate(queue) }
                return unknown
            } catch {
                if attempt == migrator.migrations.count { throw error }
                queue.inDatabase { db in db.clearSchemaCache() }
            }
        }
        return []
    }

    /// How long a write waits for another process's transaction on the same file before it
    /// fails with "database is locked", in seconds.
    public static let busyTimeout: TimeInterval = 30

    /// Opens the database at `path`, creating it first when no file is there.
    public static func openOrCreate(at path: String) throws(StoreError) -> CareDatabase {
        // Two imports may start at once: whichever creates the file, the other opens it.
        _ = try createFile(at: path)
        return try open(at: path)
    }

    /// The schema migrations applied to this database, in the order they were registered.
    public func appliedMigrations() throws(StoreError) -> [String] {
        try read { db in try Schema.migrator.appliedMigrations(db) }
    }

    /// Runs `body` in one transaction: everything it writes is kept, or nothing is.
    func write<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        try refuseWritingShards()
        do {
            return try queue.write(body)
        } catch {
            throw StoreError(path: path, reason: Self.describe(error))
        }
    }

    /// Runs `body` outside any transaction, for the pragmas SQLite ignores inside one.
    func writeOutsideTransaction<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        try refuseWritingShards()
        do {
            return try queue.writeWithoutTransaction(body)
        } catch {
            throw StoreError(path: path, reason: Self.describe(error))
        }
    }

    /// Runs `body` in one transaction, like ``write(_:)``, but lets errors other than
    /// SQLite's through unchanged, so a caller's own typed errors reach the caller.
    func writePassingErrors<T>(_ body: (Database) throws -> T) throws -> T {
        try refuseWritingShards()
        do {
            return try queue.write(body)
        } catch let error as DatabaseError {
            throw StoreError(path: path, reason: Self.describe(error))
        }
    }

    private func refuseWritingShards() throws(StoreError) {
        guard otherShards.isEmpty else {
            throw StoreError(path: path, reason: "is read with \(otherShards.count) other shard(s) as one database, which is read-only")
        }
    }

    /// Runs `body` with read access to this file (the first shard's, for several shards).
    func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try queue.read(body)
        } catch {
            throw StoreError(path: path, reason: Self.describe(error))
        }
    }

    /// Runs `body` with read access, like ``read(_:)``, but lets errors other than SQLite's
    /// through unchanged, so that a caller writing what it reads sees its own errors.
    func readPassingErrors<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try queue.read(body)
        } catch let error as DatabaseError {
            throw StoreError(path: path, reason: Self.describe(error))
        }
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return error.message ?? error.description
        }
        return String(describing: error)
    }
}
