import Foundation
import GRDB
import GRDBSQLite

/// The event rows of one person and kind, stepped through SQLite's C interface: a pass over
/// a large run reads tens of millions of rows, and GRDB's row cursor costs several times
/// more per value than `sqlite3_column_*`.
///
/// The statement must select `occurred_at_unix, name, value, unit, time_of_day`, then
/// `local_date, detail_text, detail_value` for kinds whose codec reads them, then `seq` for
/// kinds whose codec reads it, and take the person's id as its only argument.
struct EventRows {
    let statement: Statement

    /// One row's values. Texts are the row's own UTF-8 bytes, valid only during the call
    /// that receives the row; empty when NULL. The columns every kind reads are read once,
    /// when the row is made (each `sqlite3_column_*` call costs about as much as a
    /// comparison); the others when asked for.
    struct Row {
        let handle: OpaquePointer
        let unixSeconds: Int64
        let name: UnsafeBufferPointer<UInt8>
        /// NaN when the value is NULL.
        let value: Double
        let unit: UnsafeBufferPointer<UInt8>
        let timeOfDay: UnsafeBufferPointer<UInt8>

        init(handle: OpaquePointer) {
            self.handle = handle
            unixSeconds = sqlite3_column_int64(handle, 0)
            name = Self.text(handle, 1)
            let value = sqlite3_column_value(handle, 2)
            self.value = sqlite3_value_type(value) == SQLITE_NULL ? .nan : sqlite3_value_double(value)
            unit = Self.text(handle, 3)
            timeOfDay = Self.text(handle, 4)
        }

        /// Whether the statement selected the last three columns.
        private var hasDetails: Bool { sqlite3_column_count(handle) >= 8 }

        /// The row's `seq`, for a statement that selected it as its last column.
        var seq: Int64 { sqlite3_column_int64(handle, sqlite3_column_count(handle) - 1) }

        var localDate: UnsafeBufferPointer<UInt8> { hasDetails ? Self.text(handle, 5) : UnsafeBufferPointer(start: nil, count: 0) }
        /// Nil when NULL.
        var detailText: UnsafeBufferPointer<UInt8>? {
            guard hasDetails else { return nil }
            let text = Self.text(handle, 6)
            return text.baseAddress == nil ? nil : text
        }
        /// NaN when NULL.
        var detailValue: Double {
            !hasDetails || sqlite3_column_type(handle, 7) == SQLITE_NULL ? .nan : sqlite3_column_double(handle, 7)
        }
        /// The instant as a `Date`.
        var timestamp: Date { Date(timeIntervalSince1970: Double(unixSeconds)) }
        /// Whether the unit is NULL, as it is for kinds without one (usage, a plain dose).
        var unitIsNull: Bool { unit.baseAddress == nil }
        /// Whether the part of the day is NULL (the source gave a date only).
        var timeOfDayIsNull: Bool { timeOfDay.baseAddress == nil }

        /// SQLite gives a NULL text as a null pointer and an empty one as a pointer to "". The
        /// column's value is fetched once and read twice (each `sqlite3_column_*` call
        /// fetches it again). SQLite calls that value unprotected: reading it is safe only
        /// while no other thread uses the connection, which GRDB's serialized access ensures.
        private static func text(_ handle: OpaquePointer, _ column: Int32) -> UnsafeBufferPointer<UInt8> {
            let value = sqlite3_column_value(handle, column)
            guard let bytes = sqlite3_value_text(value) else { return UnsafeBufferPointer(start: nil, count: 0) }
            return UnsafeBufferPointer(start: bytes, count: Int(sqlite3_value_bytes(value)))
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

/// What the few distinct texts of a column decode to, remembered by their bytes: a stored
/// column of names, units or parts of the day holds a handful of values over millions of
/// rows, and comparing a row's bytes with the last few seen is cheaper than making a
/// `String` of them and decoding it again.
struct DecodedStrings<Value> {
    private var keys: [[UInt8]] = []
    private var values: [Value] = []
    private var last = 0
    private let decode: (String) -> Value

    init(_ decode: @escaping (String) -> Value) { self.decode = decode }

    mutating func callAsFunction(_ text: UnsafeBufferPointer<UInt8>) -> Value {
        if last < keys.count, Self.equal(keys[last], text) { return values[last] }
        if let index = keys.indices.first(where: { Self.equal(keys[$0], text) }) {
            last = index
            return values[index]
        }
        let value = decode(String(decoding: text, as: UTF8.self))
        if keys.count < 64 {
            keys.append(Array(text))
            values.append(value)
            last = keys.count - 1
        }
        return value
    }

    private static func equal(_ key: [UInt8], _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        key.count == text.count && key.withUnsafeBufferPointer { key in
            key.count == 0 || memcmp(key.baseAddress!, text.baseAddress!, key.count) == 0
        }
    }
}
