import CareModel
import Foundation
import GRDB

extension CareDatabase {
    /// Records what produced the database (scenario name, seed, CareLab version…).
    public func setRunInfo(_ info: [String: String]) throws(StoreError) {
        try write { db in
            for (key, value) in info.sorted(by: { $0.key < $1.key }) {
                try db.execute(sql: "INSERT OR REPLACE INTO run_info(key, value) VALUES (?, ?)", arguments: [key, value])
            }
        }
    }

    /// Declares the tracked symptoms and their categories.
    public func setSymptoms(_ symptoms: [Symptom]) throws(StoreError) {
        try write { db in
            for symptom in symptoms {
                try db.execute(sql: "INSERT OR REPLACE INTO symptom(name, category) VALUES (?, ?)",
                               arguments: [symptom.name, symptom.category.name])
            }
        }
    }

    /// Stores a batch of people and their events in one transaction, reusing one prepared
    /// statement per table (the fast path measured in `../shared/STACK.md`).
    public func append(_ batch: [PersonLog]) throws(StoreError) {
        try write { db in
            let person = try db.cachedStatement(sql: "INSERT INTO person(person_id, time_zone) VALUES (?, ?)")
            let event = try db.cachedStatement(sql: """
                INSERT INTO event(person_id, occurred_at_unix, kind, name, value, unit, time_of_day, local_date)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for log in batch {
                person.setUncheckedArguments([log.personID, log.timeZone.identifier])
                try person.execute()
                var clock = LocalClock(timeZone: log.timeZone)
                for entry in log.symptomEntries {
                    let instant = Int64(entry.timestamp.timeIntervalSince1970.rounded(.down))
                    event.setUncheckedArguments([
                        log.personID, instant, EventKind.symptom.rawValue, entry.symptom.name,
                        Double(entry.severity.rawValue), "severity", entry.timeOfDay.rawValue,
                        clock.day(of: instant).description,
                    ])
                    try event.execute()
                }
                for entry in log.factorEntries {
                    let instant = Int64(entry.timestamp.timeIntervalSince1970.rounded(.down))
                    let (value, unit) = Self.storedValue(entry.measurement)
                    event.setUncheckedArguments([
                        log.personID, instant, EventKind.factor.rawValue, entry.factor, value, unit,
                        entry.timeOfDay.rawValue, clock.day(of: instant).description,
                    ])
                    try event.execute()
                }
            }
        }
    }

    static func storedValue(_ measurement: FactorMeasurement) -> (Double, String) {
        switch measurement {
        case .amount(let amount, let unit): (amount, unit.rawValue)
        case .level(let level): (Double(level.rawValue), "level")
        }
    }
}
