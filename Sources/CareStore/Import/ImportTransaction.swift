import CareModel
import Foundation
import GRDB

/// One import's writes, all inside one SQLite transaction: everything is kept when the
/// import finishes, nothing when it throws. Valid only inside
/// ``CareDatabase/importing(_:_:)``.
///
/// Imported events carry the import's number, and an imported event identical in person,
/// kind, name, instant, value and unit to one already stored is not added again (the
/// `event_identity` index), so overlapping exports of the same app add each entry once.
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
                try db.execute(sql: """
                    UPDATE person SET sex = IFNULL(sex, ?), age_years = IFNULL(age_years, ?), country = IFNULL(country, ?)
                    WHERE person_id = ?
                    """, arguments: [attributes.sex, attributes.ageYears, attributes.country, id])
                let zone = TimeZone(identifier: row["time_zone"]) ?? timeZone
                return StoredPerson(personID: id, timeZone: zone)
            }
            try db.execute(sql: """
                INSERT INTO person(time_zone, pseudonym, sex, age_years, country) VALUES (?, ?, ?, ?, ?)
                """, arguments: [timeZone.identifier, pseudonym, attributes.sex, attributes.ageYears, attributes.country])
            return StoredPerson(personID: Int(db.lastInsertedRowID), timeZone: timeZone)
        }
        people[pseudonym] = person
        return person
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

    /// Adds an event; returns false when an identical imported event was already stored.
    public func add(_ event: NewEvent) throws(StoreError) -> Bool {
        try run { db in
            let statement = try db.cachedStatement(sql: """
                INSERT OR IGNORE INTO event(person_id, occurred_at_unix, kind, name, value, unit, time_of_day,
                                            local_date, import_id)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            statement.setUncheckedArguments([
                event.personID, event.occurredAtUnix, event.kind.rawValue, event.name, event.value, event.unit,
                event.timeOfDay?.rawValue, event.localDate.description, importID,
            ])
            try statement.execute()
            return db.changesCount > 0
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
    }

    private func run<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try body(db)
        } catch let error as DatabaseError {
            throw StoreError(path: path, reason: error.message ?? error.description)
        } catch {
            throw StoreError(path: path, reason: String(describing: error))
        }
    }
}
