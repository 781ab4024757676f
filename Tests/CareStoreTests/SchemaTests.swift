import CareModel
import Foundation
import GRDB
import Testing
@testable import CareStore

@Suite struct SchemaTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-schema-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    var path: String { folder.appendingPathComponent("old.sqlite").path }

    /// A database as CareLab 0.1.0 wrote it: migration v1 only.
    func makeVersion1Database() throws {
        let queue = try DatabaseQueue(path: path)
        try Schema.migrator.migrate(queue, upTo: "v1-people-symptoms-events")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO person(person_id, time_zone) VALUES (1, 'Europe/London')")
            // 2026-03-29T00:30Z is 00:30 GMT on the 29th; 2026-03-29T23:30Z is 00:30 BST on the
            // 30th (the clocks went forward at 01:00 UTC that day).
            try db.execute(sql: """
                INSERT INTO event(person_id, occurred_at_unix, kind, name, value, unit, time_of_day) VALUES
                (1, 1774744200, 'symptom', 'headache', 2, 'severity', 'night'),
                (1, 1774827000, 'symptom', 'headache', 3, 'severity', 'night')
                """)
        }
    }

    @Test func openingAVersion1DatabaseMigratesItAndFillsInLocalDates() throws {
        try makeVersion1Database()
        let database = try CareDatabase.open(at: path)
        #expect(try database.appliedMigrations() == [
            "v1-people-symptoms-events", "v2-local-dates-imports-notes-panel", "v3-person-arm",
            "v4-medication-task-catalogues-cohorts", "v5-clustered-events", "v6-event-details", "v7-zone-changes",
            "v8-symptom-factors-entry-notes", "v9-medication-details", "v10-task-groups", "v11-video-catalogue",
        ])
        let dates = try DatabaseQueue(path: path).read {
            try String.fetchAll($0, sql: "SELECT local_date FROM event ORDER BY occurred_at_unix")
        }
        #expect(dates == ["2026-03-29", "2026-03-30"])
        #expect(try database.eventCount() == 2)
    }

    @Test func version5KeepsEveryEventAndNumbersEventsAtOneInstantInTheirStoredOrder() throws {
        let queue = try DatabaseQueue(path: path)
        try Schema.migrator.migrate(queue, upTo: "v4-medication-task-catalogues-cohorts")
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO person(person_id, time_zone) VALUES (1, 'Europe/London'), (2, 'Asia/Tokyo');
                INSERT INTO event(person_id, occurred_at_unix, kind, name, value, unit, time_of_day, local_date) VALUES
                (2, 1774744200, 'symptom', 'nausea', 1, 'severity', NULL, '2026-03-29'),
                (1, 1774744200, 'symptom', 'headache', 2, 'severity', 'night', '2026-03-29'),
                (1, 1774744200, 'symptom', 'fatigue', 3, 'severity', 'night', '2026-03-29'),
                (1, 1774700000, 'factor', 'caffeine', 80, 'mg', 'morning', '2026-03-28');
                """)
        }
        // A researcher's own view and index over the events survive the migration.
        try queue.write { db in
            try db.execute(sql: "CREATE VIEW my_headaches AS SELECT person_id, value FROM event WHERE name = 'headache'")
            try db.execute(sql: "CREATE INDEX my_event_by_name ON event(name)")
        }
        let database = try CareDatabase.open(at: path)
        #expect(try database.appliedMigrations().suffix(7) == [
            "v5-clustered-events", "v6-event-details", "v7-zone-changes", "v8-symptom-factors-entry-notes", "v9-medication-details",
            "v10-task-groups", "v11-video-catalogue",
        ])
        #expect(try queue.read { try Double.fetchAll($0, sql: "SELECT value FROM my_headaches") } == [2])
        #expect(try queue.read { try String.fetchAll($0, sql: "SELECT tbl_name FROM sqlite_master WHERE name = 'my_event_by_name'") }
                == ["event"])
        let rows = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT person_id, kind, seq, name, time_of_day FROM event").map {
                "\($0["person_id"] as Int) \($0["kind"] as String) \($0["seq"] as Int) \($0["name"] as String) \($0["time_of_day"] as String? ?? "NULL")"
            }
        }
        #expect(rows == [
            "1 factor 0 caffeine morning", "1 symptom 0 headache night", "1 symptom 1 fatigue night",
            "2 symptom 0 nausea NULL",
        ])
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT SUM(entries) FROM event_day") } == 4)
        #expect(try queue.read { try Bool.fetchOne($0, sql: """
            SELECT COUNT(*) = 0 FROM sqlite_master WHERE name = 'event_by_person'
            """) } == true)
    }

    @Test func aDatabaseFromANewerCareLabIsRefusedByName() throws {
        _ = try CareDatabase.create(at: path)
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations(identifier) VALUES ('v9-from-the-future')")
        }
        #expect {
            try CareDatabase.open(at: path)
        } throws: { error in
            (error as? StoreError)?.reason.contains("was written by a newer CareLab: it has the schema migration(s) v9-from-the-future") == true
        }
    }

    @Test func thePersonDayPanelHasEveryDayFromFirstToLastIncludingDaysWithNothingLogged() throws {
        let database = try CareDatabase.create(at: path)
        let zone = TimeZone(identifier: "America/New_York")!
        let day1 = CalendarDay(year: 2026, month: 3, day: 2), day3 = CalendarDay(year: 2026, month: 3, day: 4)
        func entry(_ day: CalendarDay, _ hour: Int, _ severity: Severity) -> SymptomEntry {
            SymptomEntry(symptom: Symptom(name: "headache"), timestamp: day.instant(hour: hour, in: zone)!,
                         timeOfDay: TimeOfDay(hour: hour), severity: severity)
        }
        try database.append([PersonRecord(
            personID: 7, timeZone: zone,
            symptomEntries: [entry(day1, 8, .mild), entry(day1, 20, .severe), entry(day3, 23, .moderate)],
            factorEntries: [LifestyleFactorEntry(factor: "caffeine", timestamp: day3.instant(hour: 7, in: zone)!,
                                                 timeOfDay: .morning, measurement: .amount(120, .milligrams))])])
        let panel = try DatabaseQueue(path: path).read { db in
            try Row.fetchAll(db, sql: """
                SELECT local_date, logged, events, symptom_entries, symptom_severity_sum, factor_entries FROM person_day
                """).map { row -> String in
                let values = [row["logged"], row["events"], row["symptom_entries"], row["factor_entries"]].map { String($0 as Int) }
                return "\(row["local_date"] as String) \(values.joined(separator: " ")) \(row["symptom_severity_sum"] as Double)"
            }
        }
        // Hand-worked: day 1 mild (1) + severe (3) = 4 points; day 3 moderate (2) at 23:00 local
        // (04:00 UTC the next day, still the 4th in New York) and 120 mg of caffeine.
        #expect(panel == ["2026-03-02 1 2 2 0 4.0", "2026-03-03 0 0 0 0 0.0", "2026-03-04 1 2 1 1 2.0"])
    }

    @Test func theEventDayViewAggregatesEachNameByLocalDay() throws {
        let database = try CareDatabase.create(at: path)
        let zone = TimeZone(identifier: "Europe/London")!
        let day = CalendarDay(year: 2026, month: 3, day: 2)
        try database.append([PersonRecord(personID: 1, timeZone: zone, symptomEntries: [], factorEntries: [
            LifestyleFactorEntry(factor: "caffeine", timestamp: day.instant(hour: 8, in: zone)!, timeOfDay: .morning,
                                 measurement: .amount(100, .milligrams)),
            LifestyleFactorEntry(factor: "caffeine", timestamp: day.instant(hour: 15, in: zone)!, timeOfDay: .afternoon,
                                 measurement: .amount(60, .milligrams)),
        ])])
        let row = try DatabaseQueue(path: path).read { try Row.fetchOne($0, sql: "SELECT * FROM event_day") }
        #expect(row?["name"] as String? == "caffeine")
        #expect(row?["entries"] as Int? == 2)
        #expect(row?["total"] as Double? == 160)
        #expect(row?["mean"] as Double? == 80)
        #expect(row?["maximum"] as Double? == 100)
    }

    @Test func version7KeepsAPersonsZoneChangesAndOlderPeopleHaveNone() throws {
        let queue = try DatabaseQueue(path: path)
        try Schema.migrator.migrate(queue, upTo: "v6-event-details")
        try queue.write { db in try db.execute(sql: "INSERT INTO person(person_id, time_zone) VALUES (1, 'Europe/London')") }
        let database = try CareDatabase.open(at: path)
        var read: [PersonRecord] = []
        try database.forEachPerson { read.append($0) }
        #expect(read.map(\.zoneChanges) == [[]])
        try queue.write { db in
            try db.execute(sql: "INSERT INTO zone_change(person_id, changed_at_unix, time_zone) VALUES (1, 1768867200, 'Asia/Tokyo')")
        }
        read = []
        try database.forEachPerson { read.append($0) }
        #expect(read.first?.zoneChanges == [ZoneChange(at: Date(timeIntervalSince1970: 1_768_867_200),
                                                        timeZone: TimeZone(identifier: "Asia/Tokyo")!)])
    }

    /// Seed 000, Req 5-7: a database made before v8 keeps its imported notes (as notes of
    /// their own, still one per text and instant) and its entries read back with no factors.
    @Test func version8KeepsImportedNotesAndOlderEntriesHaveNoFactors() throws {
        let queue = try DatabaseQueue(path: path)
        try Schema.migrator.migrate(queue, upTo: "v7-zone-changes")
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO person(person_id, time_zone) VALUES (1, 'Europe/London');
                INSERT INTO event(person_id, kind, occurred_at_unix, seq, name, value, unit, time_of_day, local_date) VALUES
                (1, 'symptom', 1774744200, 0, 'headache', 2, 'severity', 'night', '2026-03-29');
                INSERT INTO note(person_id, occurred_at_unix, local_date, source, text) VALUES
                (1, 1774744200, '2026-03-29', 'daylio', 'slept badly');
                """)
        }
        let database = try CareDatabase.open(at: path)
        #expect(try database.appliedMigrations().last == "v11-video-catalogue")
        #expect(try database.notes(of: 1).map(\.text) == ["slept badly"])
        var read: [PersonRecord] = []
        try database.forEachPerson { read.append($0) }
        #expect(read.first?.symptomEntries.map(\.severity) == [.moderate])
        #expect(read.first?.symptomEntries.first?.notes == [])
        #expect(read.first?.symptomEntries.first?.relievingFactors == [])
        let again = try queue.write { db in
            try db.execute(sql: """
                INSERT OR IGNORE INTO note(person_id, occurred_at_unix, local_date, source, text) VALUES
                (1, 1774744200, '2026-03-29', 'daylio', 'slept badly')
                """)
            return db.changesCount
        }
        #expect(again == 0)
    }

    /// Seed 000, Req 5-7: an entry's factors and notes are tidy rows keyed by the entry's
    /// event, readable without CareLab.
    @Test func symptomEntryFactorsAndNotesAreRowsLinkedToTheirEntry() throws {
        let database = try CareDatabase.create(at: path)
        let instant = Date(timeIntervalSince1970: 1_774_744_200)
        try database.append([PersonRecord(personID: 1, timeZone: TimeZone(identifier: "Europe/London")!, symptomEntries: [
            SymptomEntry(symptom: Symptom(name: "back pain"), timestamp: instant, timeOfDay: .night, severity: .severe,
                         relievingFactors: ["heating pad", "rest"], aggravatingFactors: ["stress"], notes: ["after the drive"]),
        ])])
        let rows = try DatabaseQueue(path: path).read { db in
            try Row.fetchAll(db, sql: """
                SELECT f.role, f.factor, f.position FROM symptom_factor f
                JOIN event e ON e.person_id = f.person_id AND e.kind = 'symptom'
                    AND e.occurred_at_unix = f.occurred_at_unix AND e.seq = f.seq
                WHERE e.name = 'back pain' ORDER BY f.role, f.position
                """).map { "\($0[0] as String) \($0[1] as String) \($0[2] as Int)" }
        }
        #expect(rows == ["aggravating stress 0", "relieving heating pad 0", "relieving rest 1"])
        let note = try DatabaseQueue(path: path).read { db in
            try Row.fetchOne(db, sql: "SELECT text, local_date, event_kind, event_seq, position FROM note")
        }
        #expect(note?["text"] == "after the drive")
        #expect(note?["local_date"] == "2026-03-29")
        #expect(note?["event_kind"] == "symptom")
        #expect(note?["event_seq"] == 0)
    }
}
