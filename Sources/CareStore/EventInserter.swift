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
    /// The columns bound per row: without and with `detail_text` and `detail_value`.
    private static let narrowWidth: Int32 = 9, wideWidth: Int32 = 11

    private let db: Database
    private let person: Statement
    private let zoneChange: Statement
    private let symptomFactor: Statement
    private let entryNote: Statement
    /// The multi-row statements by shape, made when first needed: a person's last rows
    /// fill a shorter one.
    private var statements: [StatementShape: Statement] = [:]

    /// A multi-row statement's rows, and whether it binds the detail columns: most runs
    /// of rows have none, and the two columns not bound are stored NULL all the same, in
    /// the same bytes, for two fewer values to bind and read per row.
    private struct StatementShape: Hashable {
        var rowCount: Int
        var withDetails: Bool
    }

    init(db: Database) throws {
        self.db = db
        person = try db.cachedStatement(sql: "INSERT INTO person(person_id, time_zone, arm, cohort) VALUES (?, ?, ?, ?)")
        zoneChange = try db.cachedStatement(sql: "INSERT INTO zone_change(person_id, changed_at_unix, time_zone) VALUES (?, ?, ?)")
        symptomFactor = try db.cachedStatement(sql: """
            INSERT INTO symptom_factor(person_id, occurred_at_unix, seq, role, position, factor) VALUES (?, ?, ?, ?, ?, ?)
            """)
        entryNote = try db.cachedStatement(sql: """
            INSERT INTO note(person_id, occurred_at_unix, local_date, source, text, event_kind, event_seq, position)
            VALUES (?, ?, ?, '\(Self.noteSource)', ?, 'symptom', ?, ?)
            """)
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
                let events = rows.events[start..<end]
                let shape = StatementShape(rowCount: end - start,
                                           withDetails: events.contains { $0.detail != EncodedDetail.none })
                let statement = try statement(shape)
                if used.last !== statement { used.append(statement) }
                try run(statement, rows: rows, events: events, withDetails: shape.withDetails, texts: texts)
                start = end
            }
        }
        try insertAttachments(of: rows)
    }

    /// The `note.source` of a note stored with an entry of a person's record.
    static let noteSource = "carelab"

    /// The symptom entries' factors (`symptom_factor`, in its key order), then their notes
    /// (`note`, linked to their entries): the order in which ``CareDatabase/appendPeople(_:from:)``
    /// copies them, so that a merged run is the single run byte for byte.
    private func insertAttachments(of rows: PersonRows) throws {
        guard !rows.attachments.isEmpty else { return }
        func text(_ offset: UInt32) -> String {
            rows.texts.withUnsafeBufferPointer { String(cString: $0.baseAddress! + Int(offset)) }
        }
        for attachment in rows.attachments {
            let event = rows.events[attachment.event]
            guard let role = attachment.role.factorRole else { continue }
            symptomFactor.setUncheckedArguments([rows.personID, event.occurredAt, Int64(event.seq), role.rawValue,
                                                 attachment.position, text(attachment.text)])
            try symptomFactor.execute()
        }
        for attachment in rows.attachments where attachment.role == .note {
            let event = rows.events[attachment.event]
            entryNote.setUncheckedArguments([rows.personID, event.occurredAt, text(event.localDate), text(attachment.text),
                                             Int64(event.seq), attachment.position])
            try entryNote.execute()
        }
    }

    private mutating func statement(_ shape: StatementShape) throws -> Statement {
        if let known = statements[shape] { return known }
        let width = Int(shape.withDetails ? Self.wideWidth : Self.narrowWidth)
        let row = "(" + Array(repeating: "?", count: width).joined(separator: ", ") + ")"
        let statement = try db.cachedStatement(sql: """
            INSERT INTO event(person_id, kind, occurred_at_unix, seq, name, value, unit, time_of_day, local_date\(
                shape.withDetails ? ", detail_text, detail_value" : ""))
            VALUES \(Array(repeating: row, count: shape.rowCount).joined(separator: ", "))
            """)
        statements[shape] = statement
        return statement
    }

    private func run(
        _ statement: Statement, rows: PersonRows, events: ArraySlice<EncodedEvent>, withDetails: Bool,
        texts: UnsafeBufferPointer<CChar>
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
            if withDetails {
                if event.detail == EncodedDetail.none {
                    sqlite3_bind_null(handle, first + 10)
                    sqlite3_bind_null(handle, first + 11)
                } else {
                    let detail = rows.details[Int(event.detail)]
                    bind(detail.text, at: first + 10)
                    if detail.value.isNaN { sqlite3_bind_null(handle, first + 11) } else { sqlite3_bind_double(handle, first + 11, detail.value) }
                }
            }
            first += withDetails ? Self.wideWidth : Self.narrowWidth
        }
        let code = sqlite3_step(handle)
        sqlite3_reset(handle)
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)))
        }
    }
}
