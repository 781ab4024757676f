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

    /// Declares the medications and tasks whose schedules the people followed, so that
    /// adherence and missed tasks can be computed from the stored events.
    public func setProgramme(medications: [Medication], tasks: [(name: String, label: String, schedule: RecurrenceRule)]) throws(StoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try write { db in
            for medication in medications {
                guard let rule = medication.schedule?.rule else { continue }
                try db.execute(
                    sql: "INSERT OR REPLACE INTO medication(name, dose_amount, dose_unit, schedule_json) VALUES (?, ?, ?, ?)",
                    arguments: [medication.name, medication.dosage.amount, medication.dosage.unit,
                                String(decoding: try encoder.encode(rule), as: UTF8.self)])
            }
            for task in tasks {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO task(name, label, schedule_json) VALUES (?, ?, ?)",
                    arguments: [task.name, task.label, String(decoding: try encoder.encode(task.schedule), as: UTF8.self)])
            }
        }
    }

    /// Stores a batch of people and their events in one transaction, reusing one prepared
    /// statement per table (the fast path measured in `../shared/STACK.md`).
    public func append(_ batch: [PersonLog]) throws(StoreError) {
        try write { db in
            let person = try db.cachedStatement(sql: "INSERT INTO person(person_id, time_zone, arm, cohort) VALUES (?, ?, ?, ?)")
            let event = try db.cachedStatement(sql: """
                INSERT INTO event(person_id, occurred_at_unix, kind, name, value, unit, time_of_day)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
            for log in batch {
                person.setUncheckedArguments([log.personID, log.timeZone.identifier, log.arm, log.cohort])
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
                func row(_ instant: Date, _ kind: EventKind, _ name: String, _ value: Double?, _ unit: String?) throws {
                    event.setUncheckedArguments([
                        log.personID, Int64(instant.timeIntervalSince1970.rounded(.down)), kind.rawValue, name, value, unit, nil,
                    ])
                    try event.execute()
                }
                for usage in log.usageEvents { try row(usage.timestamp, .usage, usage.kind.rawValue, nil, nil) }
                for dose in log.doseLogs { try row(dose.takenAt, .dose, dose.medication, nil, nil) }
                for outcome in log.taskOutcomes {
                    let action = if case .snoozed = outcome.action { "snoozed" } else { "done" }
                    try row(outcome.recordedAt, .task, outcome.occurrence.task.rawValue,
                            outcome.occurrence.scheduled.timeIntervalSince1970, action)
                }
                for mood in log.moods { try row(mood.timestamp, .mood, mood.mood.rawValue, mood.mood.affect.valence, "valence") }
                for award in log.rewards { try row(award.instant, .reward, award.activity.rawValue, Double(award.points), "points") }
                for measurement in log.measurements {
                    for (name, value) in Self.storedReadings(measurement.value) {
                        try row(measurement.timestamp, .measurement, name, value, measurement.unit)
                    }
                }
                for entry in log.journalKeywords {
                    try row(entry.at, .journal, entry.keyword, EmotionDictionary.standard.word(entry.keyword)?.affect.valence, "valence")
                }
            }
        }
    }

    /// The event rows of one measurement: one, or two for a blood pressure.
    static func storedReadings(_ value: HealthValue) -> [(String, Double)] {
        switch value {
        case .heartRate(let bpm): [(HealthQuantity.heartRate.rawValue, bpm)]
        case .oxygenSaturation(let percent): [(HealthQuantity.oxygenSaturation.rawValue, percent)]
        case .steps(let steps): [(HealthQuantity.steps.rawValue, Double(steps))]
        case .bloodPressure(let systolic, let diastolic):
            [("blood_pressure_systolic", systolic), ("blood_pressure_diastolic", diastolic)]
        case .bloodGlucose(let glucose): [(HealthQuantity.bloodGlucose.rawValue, glucose.value)]
        }
    }

    static func storedValue(_ measurement: FactorMeasurement) -> (Double, String) {
        switch measurement {
        case .amount(let amount, let unit): (amount, unit.rawValue)
        case .level(let level): (Double(level.rawValue), "level")
        }
    }
}
