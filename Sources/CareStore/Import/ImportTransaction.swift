import CareModel
import Foundation
import GRDB
import GRDBSQLite

/// One import's writes, all inside one SQLite transaction: everything is kept when the
/// import finishes, nothing when it throws. Valid only inside
/// ``CareDatabase/importing(_:_:)``.
///
/// Imported events carry the import's number, and an imported event identical in person,
/// kind, name, instant, value and unit to one already imported is not added again, so
/// overlapping exports of the same app add each entry once.
public final class ImportTransaction {
    private let db: Database
    private let path: String
    /// The import's number in the ledger.
    public let importID: Int
    private var people: [String: StoredPerson] = [:]
    private var declaredSymptoms: Set<String> = []

    init(db: Database, path: String, importID: Int) {
        self.db = db
        self.path = path
        self.importID = importID
    }

    /// The person with this pseudonym, added when new. A person already stored keeps the
    /// time zone and the attributes they have; attributes they lack are filled in.
    public func person(pseudonym: String, timeZone: TimeZone, attributes: PersonAttributes) throws(StoreError) -> StoredPerson {
        if let known = people[pseudonym] { return known }
        let person: StoredPerson = try run { db in
            if let row = try Row.fetchOne(db, sql: "SELECT person_id, time_zone FROM person WHERE pseudonym = ?",
                                          arguments: [pseudonym]) {
                let id: Int = row["person_id"]
                try Self.fill(attributes, of: id, in: db)
                let zone = TimeZone(identifier: row["time_zone"]) ?? timeZone
                return StoredPerson(personID: id, timeZone: zone)
            }
            try db.execute(sql: """
                INSERT INTO person(time_zone, pseudonym, sex, age_years, country, arm, cohort) VALUES (?, ?, ?, ?, ?, ?, ?)
                """, arguments: [timeZone.identifier, pseudonym, attributes.sex, attributes.ageYears, attributes.country,
                                 attributes.arm, attributes.cohort])
            return StoredPerson(personID: Int(db.lastInsertedRowID), timeZone: timeZone)
        }
        people[pseudonym] = person
        return person
    }

    /// Fills in the attributes `personID` lacks from `attributes` (a later row of a person
    /// may give what their first did not); what is stored is kept.
    public func fillAttributes(_ attributes: PersonAttributes, of personID: Int) throws(StoreError) {
        try run { db in try Self.fill(attributes, of: personID, in: db) }
    }

    private static func fill(_ attributes: PersonAttributes, of personID: Int, in db: Database) throws {
        try db.execute(sql: """
            UPDATE person SET sex = IFNULL(sex, ?), age_years = IFNULL(age_years, ?), country = IFNULL(country, ?),
                arm = IFNULL(arm, ?), cohort = IFNULL(cohort, ?)
            WHERE person_id = ?
            """, arguments: [attributes.sex, attributes.ageYears, attributes.country, attributes.arm, attributes.cohort,
                             personID])
    }

    /// Declares a symptom and its category unless a symptom of that name is already
    /// declared (the first category wins).
    public func declare(_ symptom: Symptom) throws(StoreError) {
        guard declaredSymptoms.insert(symptom.name).inserted else { return }
        try run { db in
            try db.execute(sql: "INSERT OR IGNORE INTO symptom(name, category) VALUES (?, ?)",
                           arguments: [symptom.name, symptom.category.name])
        }
    }

    /// Adds one of `personID`'s event rows, as the event vocabulary's encoder made it from
    /// an imported entry (``PersonRows/storedEvents``); returns false when an identical
    /// imported event was already stored. The row's `seq` is the store's: the next one at
    /// its person, kind and instant.
    ///
    /// The hot path of every import: the statements are prepared once and their arguments
    /// are bound straight to SQLite, without building an argument array per row. The
    /// duplicate check reads the events of the same person, kind and instant (a range of the
    /// table's key, on the page the insert then writes to) and gives the new one the next
    /// `seq`.
    public func add(_ event: StoredEvent, personID: Int) throws(StoreError) -> Bool {
        let (find, insert) = try eventStatements()
        sqlite3_reset(find)
        bindIdentity(event, personID: personID, to: find)
        var seq: Int64 = 0
        while true {
            let code = sqlite3_step(find)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else {
                throw StoreError(path: path, reason: String(cString: sqlite3_errmsg(db.sqliteConnection)))
            }
            if sqlite3_column_int(find, 1) != 0 { return false }
            seq = max(seq, sqlite3_column_int64(find, 0) + 1)
        }
        sqlite3_reset(insert)
        bindIdentity(event, personID: personID, to: insert)
        bindText(event.timeOfDay, to: insert, at: 7)
        bindText(event.localDate, to: insert, at: 8)
        sqlite3_bind_int64(insert, 9, Int64(importID))
        sqlite3_bind_int64(insert, 10, seq)
        bindText(event.detailText, to: insert, at: 11)
        if let value = event.detailValue { sqlite3_bind_double(insert, 12, value) } else { sqlite3_bind_null(insert, 12) }
        guard sqlite3_step(insert) == SQLITE_DONE else {
            throw StoreError(path: path, reason: String(cString: sqlite3_errmsg(db.sqliteConnection)))
        }
        return true
    }

    private var statements: (find: Statement, insert: Statement)?
    /// SQLite's SQLITE_TRANSIENT (a C macro Swift cannot import): copy the bytes now.
    private let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Binds person, instant, kind, name, value and unit as arguments 1-6.
    private func bindIdentity(_ event: StoredEvent, personID: Int, to statement: SQLiteStatement) {
        sqlite3_bind_int64(statement, 1, Int64(personID))
        sqlite3_bind_int64(statement, 2, event.occurredAtUnix)
        bindText(event.kind, to: statement, at: 3)
        bindText(event.name, to: statement, at: 4)
        if let value = event.value { sqlite3_bind_double(statement, 5, value) } else { sqlite3_bind_null(statement, 5) }
        bindText(event.unit, to: statement, at: 6)
    }

    /// Binds text through `withCString`, which lends a native string's own bytes instead of
    /// copying them into a new array as implicit bridging does; NULL for nil.
    private func bindText(_ text: String?, to statement: SQLiteStatement, at index: CInt) {
        guard let text else {
            sqlite3_bind_null(statement, index)
            return
        }
        _ = text.withCString { sqlite3_bind_text(statement, index, $0, -1, sqliteTransient) }
    }

    private func eventStatements() throws(StoreError) -> (SQLiteStatement, SQLiteStatement) {
        if let statements { return (statements.find.sqliteStatement, statements.insert.sqliteStatement) }
        let made = try run { db in
            (try db.makeStatement(sql: """
                SELECT seq, import_id IS NOT NULL AND name = ?4 AND value IS ?5 AND unit IS ?6 FROM event
                WHERE person_id = ?1 AND kind = ?3 AND occurred_at_unix = ?2
                """),
             try db.makeStatement(sql: """
                INSERT INTO event(person_id, occurred_at_unix, kind, name, value, unit, time_of_day, local_date, import_id, seq,
                                  detail_text, detail_value)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
                """))
        }
        statements = made
        return (made.0.sqliteStatement, made.1.sqliteStatement)
    }

    /// Adds the relieving and aggravating factors of an imported symptom entry (seed 000,
    /// Req 5-6) to its stored row `entry` (added by ``add(_:personID:)`` just before, or
    /// already imported): `symptom_factor` rows in the order given; factors the entry
    /// already has are kept, not added again.
    public func addFactors(relieving: [String], aggravating: [String], of entry: StoredEvent, personID: Int) throws(StoreError) {
        guard !relieving.isEmpty || !aggravating.isEmpty else { return }
        try run { db in
            let find = try db.cachedStatement(sql: """
                SELECT seq FROM event WHERE person_id = ? AND kind = 'symptom' AND occurred_at_unix = ?
                    AND name = ? AND value IS ? AND unit IS ? AND import_id IS NOT NULL
                ORDER BY seq LIMIT 1
                """)
            guard let seq = try Int64.fetchOne(find, arguments: [
                personID, entry.occurredAtUnix, entry.name, entry.value, entry.unit,
            ]) else {
                throw DatabaseError(message: "no imported symptom entry '\(entry.name)' at \(entry.occurredAtUnix) to add factors to")
            }
            let insert = try db.cachedStatement(sql: """
                INSERT OR IGNORE INTO symptom_factor(person_id, occurred_at_unix, seq, role, position, factor)
                VALUES (?, ?, ?, ?, ?, ?)
                """)
            for (role, names) in [(SymptomFactorRole.relieving, relieving), (.aggravating, aggravating)] {
                for (position, name) in names.enumerated() {
                    try insert.execute(arguments: [personID, entry.occurredAtUnix, seq, role.rawValue, position, name])
                }
            }
        }
    }

    /// Adds a note; returns false when the same note was already stored.
    public func add(_ note: NewNote) throws(StoreError) -> Bool {
        try run { db in
            let statement = try db.cachedStatement(sql: """
                INSERT OR IGNORE INTO note(person_id, occurred_at_unix, local_date, source, text, import_id)
                VALUES (?, ?, ?, ?, ?, ?)
                """)
            statement.setUncheckedArguments([
                note.personID, note.occurredAtUnix, note.localDate.description, note.source, note.text, importID,
            ])
            try statement.execute()
            return db.changesCount > 0
        }
    }

    /// Records that from `atUnix` (whole Unix seconds) on, the person is in `timeZone`
    /// (the `zone_change` table, ``CareModel/ZoneTimeline``); a change already stored at
    /// that instant is kept.
    public func addZoneChange(personID: Int, atUnix: Int64, timeZone: TimeZone) throws(StoreError) {
        try run { db in
            let statement = try db.cachedStatement(sql: """
                INSERT OR IGNORE INTO zone_change(person_id, changed_at_unix, time_zone) VALUES (?, ?, ?)
                """)
            statement.setUncheckedArguments([personID, atUnix, timeZone.identifier])
            try statement.execute()
        }
    }

    /// Keeps a source row that has no CareLab meaning; returns false when the same row was
    /// already kept by an earlier import.
    public func add(_ row: UnmappedRow) throws(StoreError) -> Bool {
        try run { db in
            let statement = try db.cachedStatement(sql: """
                INSERT OR IGNORE INTO unmapped_row(import_id, line, person_id, local_date, source_kind, source_name,
                                                   source_value, reason)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
            statement.setUncheckedArguments([
                importID, row.line, row.personID, row.localDate.description, row.sourceKind, row.sourceName,
                row.sourceValue, row.reason,
            ])
            try statement.execute()
            return db.changesCount > 0
        }
    }

    func finish(_ counts: ImportCounts) throws(StoreError) {
        try run { db in
            try db.execute(sql: """
                UPDATE import_file SET rows_read = ?, events_added = ?, duplicate_events = ?, notes_added = ?,
                       rows_unmapped = ?, rows_rejected = ?
                WHERE import_id = ?
                """, arguments: [counts.rowsRead, counts.eventsAdded, counts.duplicateEvents, counts.notesAdded,
                                 counts.rowsUnmapped, counts.rowsRejected, importID])
        }
        CrashPoint.reach("import-commit")
    }

    func run<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try body(db)
        } catch let error as DatabaseError {
            throw StoreError(path: path, reason: error.message ?? error.description)
        } catch {
            throw StoreError(path: path, reason: String(describing: error))
        }
    }
}
