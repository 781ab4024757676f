import GRDB
import GRDBSQLite

/// Inserts people's encoded rows (``PersonRows``), events `rowsPerStatement` at a time
/// through cached multi-row `INSERT`s, binding values with SQLite's C API directly: the
/// simulator's hot path, where building GRDB `StatementArguments` for every row cost more
/// than SQLite itself. Texts are bound in place from the person's encoded texts, which
/// SQLite reads while it steps the statement.
///
/// It must run inside a transaction of the `Database` it was made with.
struct EventInserter {
    static let rowsPerStatement = 100
    private static let width: Int32 = 11

    private let db: Database
    private let person: Statement
    private let zoneChange: Statement
    /// The multi-row statements by row count, made when first needed: a person's last rows
    /// fill a shorter one.
    private var statements: [Int: Statement] = [:]

    init(db: Database) throws {
        self.db = db
        person = try db.cachedStatement(sql: "INSERT INTO person(person_id, time_zone, arm, cohort) VALUES (?, ?, ?, ?)")
        zoneChange = try db.cachedStatement(sql: "INSERT INTO zone_change(person_id, changed_at_unix, time_zone) VALUES (?, ?, ?)")
    }

    mutating func insert(_ rows: PersonRows) throws {
        person.setUncheckedArguments([rows.personID, rows.timeZone, rows.arm, rows.cohort])
        try person.execute()
        for change in rows.zoneChanges {
            zoneChange.setUncheckedArguments([rows.personID, change.atUnix, change.timeZone])
            try zoneChange.execute()
        }
        try rows.texts.withUnsafeBufferPointer { texts in
            var used: [Statement] = []
            // The texts go when this returns: leave no pointer to them bound.
            defer { for statement in used { sqlite3_clear_bindings(statement.sqliteStatement) } }
            var start = 0
            while start < rows.events.count {
                let end = min(rows.events.count, start + Self.rowsPerStatement)
                let statement = try statement(rowCount: end - start)
                if used.last !== statement { used.append(statement) }
                try run(statement, rows: rows, events: rows.events[start..<end], texts: texts)
                start = end
            }
        }
    }

    private mutating func statement(rowCount: Int) throws -> Statement {
        if let known = statements[rowCount] { return known }
        let placeholders = Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", count: rowCount).joined(separator: ", ")
        let statement = try db.cachedStatement(sql: """
            INSERT INTO event(person_id, kind, occurred_at_unix, seq, name, value, unit, time_of_day, local_date, detail_text, detail_value)
            VALUES \(placeholders)
            """)
        statements[rowCount] = statement
        return statement
    }

    private func run(
        _ statement: Statement, rows: PersonRows, events: ArraySlice<EncodedEvent>, texts: UnsafeBufferPointer<CChar>
    ) throws {
        let handle = statement.sqliteStatement
        let personID = Int64(rows.personID)
        func bind(_ offset: UInt32, at index: Int32) {
            if offset == TextTable.null {
                sqlite3_bind_null(handle, index)
            } else {
                // SQLITE_STATIC (nil): the bytes outlive the step, which copies them into the row.
                sqlite3_bind_text(handle, index, texts.baseAddress! + Int(offset), -1, nil)
            }
        }
        var first: Int32 = 0
        for event in events {
            sqlite3_bind_int64(handle, first + 1, personID)
            bind(event.kind, at: first + 2)
            sqlite3_bind_int64(handle, first + 3, event.occurredAt)
            sqlite3_bind_int64(handle, first + 4, Int64(event.seq))
            bind(event.name, at: first + 5)
            if event.value.isNaN { sqlite3_bind_null(handle, first + 6) } else { sqlite3_bind_double(handle, first + 6, event.value) }
            bind(event.unit, at: first + 7)
            bind(event.timeOfDay == 0 ? TextTable.null : rows.partsOfDay[Int(event.timeOfDay) - 1], at: first + 8)
            bind(event.localDate, at: first + 9)
            if event.detail == EncodedDetail.none {
                sqlite3_bind_null(handle, first + 10)
                sqlite3_bind_null(handle, first + 11)
            } else {
                let detail = rows.details[Int(event.detail)]
                bind(detail.text, at: first + 10)
                if detail.value.isNaN { sqlite3_bind_null(handle, first + 11) } else { sqlite3_bind_double(handle, first + 11, detail.value) }
            }
            first += Self.width
        }
        let code = sqlite3_step(handle)
        sqlite3_reset(handle)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
        }
    }
}
