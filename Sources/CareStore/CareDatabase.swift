import CareModel
import Foundation
import GRDB

/// A CareLab research database: one SQLite file holding a simulated run or an import.
///
/// New files are created readable and writable by their owner only (mode 0600), since they
/// hold health data.
public final class CareDatabase: Sendable {
    /// The database file.
    public let path: String
    private let queue: DatabaseQueue

    private init(path: String, queue: DatabaseQueue) {
        self.path = path
        self.queue = queue
    }

    /// How hard SQLite works to survive a crash or power loss mid-write.
    public enum Durability: Sendable {
        /// Journalled and synced transactions: for imports and anything not reproducible.
        case full
        /// No syncing and an in-memory journal, several times faster for bulk loads; a crash
        /// can corrupt the file. Only for a database rebuilt from its inputs, such as a
        /// simulated run written into a staging folder that is discarded on failure.
        case rebuildable
    }

    /// Creates a new, empty database at `path` with the current schema. Fails if a file is
    /// already there.
    public static func create(at path: String, durability: Durability = .full) throws(StoreError) -> CareDatabase {
        guard !FileManager.default.fileExists(atPath: path) else {
            throw StoreError(path: path, reason: "a file already exists here")
        }
        guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
        else { throw StoreError(path: path, reason: "cannot create the file") }
        return try open(at: path, durability: durability)
    }

    /// Opens an existing database and migrates it to the current schema.
    public static func open(at path: String, durability: Durability = .full) throws(StoreError) -> CareDatabase {
        guard FileManager.default.fileExists(atPath: path) else {
            throw StoreError(path: path, reason: "no such database")
        }
        do {
            var configuration = Configuration()
            if durability == .rebuildable {
                configuration.prepareDatabase { db in
                    try db.execute(sql: "PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF; PRAGMA cache_size = -65536")
                }
            }
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try Schema.migrator.migrate(queue)
            return CareDatabase(path: path, queue: queue)
        } catch {
            throw StoreError(path: path, reason: Self.describe(error))
        }
    }

    /// Runs `body` in one transaction: everything it writes is kept, or nothing is.
    func write<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try queue.write(body)
        } catch {
            throw StoreError(path: path, reason: Self.describe(error))
        }
    }

    /// Runs `body` with read access.
    func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try queue.read(body)
        } catch {
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
