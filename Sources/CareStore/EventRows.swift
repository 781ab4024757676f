import GRDB
import GRDBSQLite

/// The event rows of one person and kind, stepped through SQLite's C interface: a pass over
/// a large run reads tens of millions of rows, and GRDB's row cursor costs several times
/// more per value than `sqlite3_column_*`.
///
/// The statement must select `occurred_at_unix, name, value, unit, time_of_day` and take the
/// person's id as its only argument.
struct EventRows {
    let statement: Statement

    /// One row's values.
    struct Row {
        let handle: OpaquePointer

        var unixSeconds: Int64 { sqlite3_column_int64(handle, 0) }
        var name: String { text(1) ?? "" }
        /// NaN when the value is NULL.
        var value: Double { sqlite3_column_type(handle, 2) == SQLITE_NULL ? .nan : sqlite3_column_double(handle, 2) }
        var unit: String? { text(3) }
        var timeOfDay: String? { text(4) }

        private func text(_ column: Int32) -> String? {
            guard let bytes = sqlite3_column_text(handle, column) else { return nil }
            return String(cString: bytes)
        }
    }

    /// Calls `body` with each row for `personID`.
    func forEach(personID: Int, _ body: (Row) throws -> Void) throws {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        sqlite3_bind_int64(handle, 1, Int64(personID))
        defer { sqlite3_reset(handle) }
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else {
                throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(sqlite3_db_handle(handle))))
            }
            try body(Row(handle: handle))
        }
    }
}

/// What the few distinct strings of a column decode to, remembered: a stored column of
/// names, units or parts of the day holds a handful of values over millions of rows, and
/// comparing short strings is cheaper than decoding them again.
struct DecodedStrings<Value> {
    private var keys: [String] = []
    private var values: [Value] = []
    private let decode: (String) -> Value

    init(_ decode: @escaping (String) -> Value) { self.decode = decode }

    mutating func callAsFunction(_ text: String) -> Value {
        if let index = keys.firstIndex(of: text) { return values[index] }
        let value = decode(text)
        if keys.count < 64 {
            keys.append(text)
            values.append(value)
        }
        return value
    }
}
