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
            let person = try db.cachedStatement(sql: "INSERT INTO person(person_id, time_zone, arm) VALUES (?, ?, ?)")
            let event = try db.cachedStatement(sql: """
                INSERT INTO event(person_id, occurred_at_unix, kind, name, value, unit, time_of_day)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
            for log in batch {
                person.setUncheckedArguments([log.personID, log.timeZone.identifier, log.arm])
                try person.execute()
                for entry in log.symptomEntries {
                    event.setUncheckedArguments([
                        log.personID, Int64(entry.timestamp.timeIntervalSince1970.rounded(.down)),
                        EventKind.symptom.rawValue, entry.symptom.name, Double(entry.severity.rawValue),
                        "severity", entry.timeOfDay.rawValue,
                    ])
                    try event.execute()
                }
                for entry in log.factorEntries {
                    let (value, unit) = Self.storedValue(entry.measurement)
                    event.setUncheckedArguments([
                        log.personID, Int64(entry.timestamp.timeIntervalSince1970.rounded(.down)),
                        EventKind.factor.rawValue, entry.factor, value, unit, entry.timeOfDay.rawValue,
                    ])
                    try event.execute()
                }
                for usage in log.usageEvents {
                    event.setUncheckedArguments([
                        log.personID, Int64(usage.timestamp.timeIntervalSince1970.rounded(.down)),
                        EventKind.usage.rawValue, usage.kind.rawValue, nil, nil, nil,
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
