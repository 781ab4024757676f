import CareModel
import Foundation
import GRDB
import Testing
@testable import CareStore

/// Rows are stored in the event table's key order, `seq` tells apart rows of one kind at
/// one instant, and a bulk load checks the foreign keys it did not check row by row.
@Suite struct PersonRowsTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-rows-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    var path: String { folder.appendingPathComponent("rows.sqlite").path }

    static let zone = TimeZone(identifier: "Europe/London")!
    static let day = CalendarDay(year: 2026, month: 3, day: 28)

    /// Two symptoms logged at the same instant, listed out of time order, a blood pressure
    /// (two rows at one instant) and a dose (no value, no unit).
    static func log() throws -> PersonRecord {
        func symptom(_ name: String, _ hour: Int) -> SymptomEntry {
            SymptomEntry(symptom: Symptom(name: name), timestamp: day.instant(hour: hour, in: zone)!,
                         timeOfDay: TimeOfDay(hour: hour), severity: .moderate)
        }
        return PersonRecord(
            personID: 3, timeZone: zone,
            symptomEntries: [symptom("nausea", 21), symptom("headache", 8), symptom("fatigue", 8)],
            doseLogs: [DoseLog(medication: "ibuprofen", at: day.instant(hour: 9, in: zone)!)],
            measurements: [try HealthMeasurement(timestamp: day.instant(hour: 10, in: zone)!,
                                                 value: .bloodPressure(systolic: 121, diastolic: 79), source: .device)])
    }

    @Test func rowsAreStoredInKeyOrderWithSeqNumberingRowsAtOneInstant() throws {
        let database = try CareDatabase.create(at: path)
        try database.append([try Self.log()])
        let midnight = Int(Self.day.instant(hour: 0, in: Self.zone)!.timeIntervalSince1970)
        let rows = try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: """
                SELECT kind || ' ' || (occurred_at_unix - \(midnight)) || ' ' || seq || ' ' || name || ' '
                       || IFNULL(value, 'NULL') || ' ' || IFNULL(unit, 'NULL') || ' ' || IFNULL(time_of_day, 'NULL')
                       || ' ' || local_date
                FROM event
                """)
        }
        // Kinds in the order of their names (dose, measurement, symptom); the two 08:00
        // symptoms keep the log's order as seq 0 and 1; the 21:00 one moves last.
        #expect(rows == [
            "dose 32400 0 ibuprofen NULL NULL NULL 2026-03-28",
            "measurement 36000 0 blood_pressure_systolic 121.0 mmHg NULL 2026-03-28",
            "measurement 36000 1 blood_pressure_diastolic 79.0 mmHg NULL 2026-03-28",
            "symptom 28800 0 headache 2.0 severity morning 2026-03-28",
            "symptom 28800 1 fatigue 2.0 severity morning 2026-03-28",
            "symptom 75600 0 nausea 2.0 severity evening 2026-03-28",
        ])
        var read: [PersonRecord] = []
        try database.forEachPerson { read.append($0) }
        #expect(read.first?.symptomEntries.map(\.symptom.name) == ["headache", "fatigue", "nausea"])
    }

    @Test func aBulkLoadFailsOnAnEventWhosePersonIsNotStoredAndChecksForeignKeysAgain() throws {
        let database = try CareDatabase.create(at: path, durability: .rebuildable)
        #expect {
            try database.bulkLoad {
                try database.append([try Self.log()])
                // A second connection with foreign keys off stands in for a faulty writer.
                var configuration = Configuration()
                configuration.foreignKeysEnabled = false
                try DatabaseQueue(path: path, configuration: configuration).write { db in
                    try db.execute(sql: """
                        INSERT INTO event(person_id, kind, occurred_at_unix, seq, name) VALUES (99, 'usage', 0, 0, 'login')
                        """)
                }
            }
        } throws: { error in
            (error as? StoreError)?.reason.contains("1 row(s) of event refer to rows that are not stored") == true
        }
        #expect(try database.read { try Bool.fetchOne($0, sql: "PRAGMA foreign_keys") } == true)
    }

    @Test func aBulkLoadOfValidRowsFinishesWithForeignKeysCheckedAgain() throws {
        let database = try CareDatabase.create(at: path, durability: .rebuildable)
        try database.bulkLoad {
            #expect(try database.read { try Bool.fetchOne($0, sql: "PRAGMA foreign_keys") } == false)
            try database.append([try Self.log()])
        }
        #expect(try database.eventCount() == 6)
        #expect(try database.read { try Bool.fetchOne($0, sql: "PRAGMA foreign_keys") } == true)
    }

    @Test func aFailedBulkLoadChecksForeignKeysAgain() throws {
        struct Interrupted: Error {}
        let database = try CareDatabase.create(at: path, durability: .rebuildable)
        #expect(throws: Interrupted.self) { try database.bulkLoad { throw Interrupted() } }
        #expect(try database.read { try Bool.fetchOne($0, sql: "PRAGMA foreign_keys") } == true)
    }
}
