import GRDB
import GRDBSQLite

/// One row of the `event` table.
struct EventRow {
    var personID: Int64
    var occurredAt: Int64
    var kind: String
    var name: String
    var value: Double?
    var unit: String?
    var timeOfDay: String?
    var localDate: String
}

/// Inserts event rows `rowsPerStatement` at a time through one cached multi-row `INSERT`,
/// binding values with SQLite's C API directly: the simulator's hot path, where building
/// GRDB `StatementArguments` for every row cost more than SQLite itself.
///
/// It must run inside a transaction of the `Database` it was made with.
struct EventInserter {
    static let rowsPerStatement = 100
    private static let columns = "(person_id, occurred_at_unix, kind, name, value, unit, time_of_day, local_date)"
    private static let width = 8

    private let db: Database
    private let many: Statement
    private let one: Statement
    private var pending: [EventRow] = []

    init(db: Database) throws {
        self.db = db
        let placeholders = Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?)", count: Self.rowsPerStatement).joined(separator: ", ")
        many = try db.cachedStatement(sql: "INSERT INTO event \(Self.columns) VALUES \(placeholders)")
        one = try db.cachedStatement(sql: "INSERT INTO event \(Self.columns) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
        pending.reserveCapacity(Self.rowsPerStatement)
    }

    mutating func insert(_ row: EventRow) throws {
        pending.append(row)
        if pending.count == Self.rowsPerStatement {
            try run(many, rows: pending)
            pending.removeAll(keepingCapacity: true)
        }
    }

    /// Inserts the rows still waiting, one statement each.
    mutating func flush() throws {
        for row in pending { try run(one, rows: [row]) }
        pending.removeAll(keepingCapacity: true)
    }

    private func run(_ statement: Statement, rows: [EventRow]) throws {
        let handle = statement.sqliteStatement
        for (index, row) in rows.enumerated() {
            let first = Int32(index * Self.width)
            sqlite3_bind_int64(handle, first + 1, row.personID)
            sqlite3_bind_int64(handle, first + 2, row.occurredAt)
            bind(row.kind, to: handle, at: first + 3)
            bind(row.name, to: handle, at: first + 4)
            if let value = row.value { sqlite3_bind_double(handle, first + 5, value) } else { sqlite3_bind_null(handle, first + 5) }
            bind(row.unit, to: handle, at: first + 6)
            bind(row.timeOfDay, to: handle, at: first + 7)
            bind(row.localDate, to: handle, at: first + 8)
        }
        let code = sqlite3_step(handle)
        sqlite3_reset(handle)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
        }
    }

    private func bind(_ text: String?, to handle: OpaquePointer?, at index: Int32) {
        guard let text else {
            sqlite3_bind_null(handle, index)
            return
        }
        // SQLITE_TRANSIENT: SQLite copies the text before the temporary C string goes away.
        sqlite3_bind_text(handle, index, text, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
    }
}
