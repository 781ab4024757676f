import CareModel
import Foundation
import GRDB

extension CareDatabase {
    /// What produced the database.
    public func runInfo() throws(StoreError) -> [String: String] {
        try read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT key, value FROM run_info")
            return Dictionary(uniqueKeysWithValues: rows.map { ($0["key"] as String, $0["value"] as String) })
        }
    }

    /// The tracked symptoms, by name.
    public func symptoms() throws(StoreError) -> [Symptom] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT name, category FROM symptom ORDER BY name").map {
                Symptom(name: $0["name"], category: SymptomCategory($0["category"]))
            }
        }
    }

    /// How many people the database holds.
    public func personCount() throws(StoreError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM person") ?? 0 }
    }

    /// How many events the database holds.
    public func eventCount() throws(StoreError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM event") ?? 0 }
    }

    /// Calls `body` with each person's log in person order, holding one person in memory at
    /// a time.
    public func forEachPerson(_ body: (PersonLog) throws -> Void) throws(StoreError) {
        try read { db in
            let symptoms = Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT name, category FROM symptom")
                .map { ($0["name"] as String, Symptom(name: $0["name"], category: SymptomCategory($0["category"]))) })
            let people = try Row.fetchCursor(db, sql: "SELECT person_id, time_zone FROM person ORDER BY person_id")
            let events = try db.cachedStatement(sql: """
                SELECT occurred_at_unix, kind, name, value, unit, time_of_day FROM event
                WHERE person_id = ? ORDER BY occurred_at_unix, kind, name
                """)
            while let person = try people.next() {
                let personID: Int = person["person_id"]
                guard let timeZone = TimeZone(identifier: person["time_zone"]) else {
                    throw StoreError(path: path, reason: "person \(personID) has an unknown time zone")
                }
                var log = PersonLog(personID: personID, timeZone: timeZone, symptomEntries: [], factorEntries: [])
                let rows = try Row.fetchCursor(events, arguments: [personID])
                while let row = try rows.next() {
                    let timestamp = Date(timeIntervalSince1970: Double(row["occurred_at_unix"] as Int64))
                    let name: String = row["name"]
                    let value: Double = row["value"]
                    let timeOfDay = TimeOfDay(rawValue: row["time_of_day"] ?? "") ?? .morning
                    switch EventKind(rawValue: row["kind"]) {
                    case .symptom:
                        guard let severity = Severity(rawValue: Int(value)) else { continue }
                        log.symptomEntries.append(SymptomEntry(
                            symptom: symptoms[name] ?? Symptom(name: name), timestamp: timestamp,
                            timeOfDay: timeOfDay, severity: severity))
                    case .factor:
                        let unit: String = row["unit"] ?? ""
                        let measurement: FactorMeasurement
                        if let unit = FactorUnit(rawValue: unit) {
                            measurement = .amount(value, unit)
                        } else if let level = FactorLevel(rawValue: Int(value)) {
                            measurement = .level(level)
                        } else {
                            continue
                        }
                        log.factorEntries.append(LifestyleFactorEntry(
                            factor: name, timestamp: timestamp, timeOfDay: timeOfDay, measurement: measurement))
                    default:
                        continue
                    }
                }
                try body(log)
            }
        }
    }
}
