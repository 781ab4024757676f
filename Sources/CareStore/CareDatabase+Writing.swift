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

    /// Drops the event table's index before a bulk load into a new database; call
    /// ``finishBulkLoad()`` afterwards. Building the index once at the end is cheaper than
    /// keeping it up to date row by row.
    public func beginBulkLoad() throws(StoreError) {
        try write { db in try db.execute(sql: "DROP INDEX IF EXISTS event_by_person") }
    }

    /// Rebuilds the event table's index after ``beginBulkLoad()``, letting SQLite sort on
    /// every core (measured here: 17 % faster than one thread on two cores).
    public func finishBulkLoad() throws(StoreError) {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        try write { db in
            try db.execute(sql: "PRAGMA threads = \(cores)")
            try db.execute(sql: "CREATE INDEX IF NOT EXISTS event_by_person ON event(person_id, kind, occurred_at_unix)")
        }
    }

    /// Stores a batch of people and their events in one transaction, with prepared
    /// statements reused and events inserted many rows per statement (the fast path
    /// measured in `../shared/STACK.md`, and multi-row inserts on top of it).
    public func append(_ batch: [PersonLog]) throws(StoreError) {
        try write { db in
            let person = try db.cachedStatement(sql: "INSERT INTO person(person_id, time_zone, arm, cohort) VALUES (?, ?, ?, ?)")
            var inserter = try EventInserter(db: db)
            var days: [String: LocalDayIndex] = [:]
            for log in batch {
                person.setUncheckedArguments([log.personID, log.timeZone.identifier, log.arm, log.cohort])
                try person.execute()
                try Self.forEachEventRow(of: log, days: &days) { try inserter.insert($0) }
            }
            try inserter.flush()
        }
    }

    /// Every event row of a person's log, in the order the log lists them.
    /// `days` keeps each time zone's day boundaries between calls.
    static func forEachEventRow(
        of log: PersonLog, days: inout [String: LocalDayIndex], _ body: (EventRow) throws -> Void
    ) rethrows {
        let zone = log.timeZone.identifier
        func row(_ instant: Date, _ kind: EventKind, _ name: String, _ value: Double?, _ unit: String?,
                 _ timeOfDay: TimeOfDay? = nil) -> EventRow {
            let seconds = Int64(instant.timeIntervalSince1970.rounded(.down))
            if days[zone] == nil { days[zone] = LocalDayIndex(timeZone: log.timeZone, around: seconds) }
            return EventRow(personID: Int64(log.personID), occurredAt: seconds, kind: kind.rawValue, name: name,
                            value: value, unit: unit, timeOfDay: timeOfDay?.rawValue,
                            localDate: days[zone]!.label(of: seconds))
        }
        for entry in log.symptomEntries {
            try body(row(entry.timestamp, .symptom, entry.symptom.name, Double(entry.severity.rawValue), "severity",
                         entry.timeOfDay))
        }
        for entry in log.factorEntries {
            let (value, unit) = storedValue(entry.measurement)
            try body(row(entry.timestamp, .factor, entry.factor, value, unit, entry.timeOfDay))
        }
        for usage in log.usageEvents { try body(row(usage.timestamp, .usage, usage.kind.rawValue, nil, nil)) }
        for dose in log.doseLogs { try body(row(dose.takenAt, .dose, dose.medication, nil, nil)) }
        for outcome in log.taskOutcomes {
            let action = if case .snoozed = outcome.action { "snoozed" } else { "done" }
            try body(row(outcome.recordedAt, .task, outcome.occurrence.task.rawValue,
                         outcome.occurrence.scheduled.timeIntervalSince1970, action))
        }
        for mood in log.moods { try body(row(mood.timestamp, .mood, mood.mood.rawValue, mood.mood.affect.valence, "valence")) }
        for award in log.rewards { try body(row(award.instant, .reward, award.activity.rawValue, Double(award.points), "points")) }
        for measurement in log.measurements {
            for (name, value, unit) in storedReadings(measurement.value) {
                try body(row(measurement.timestamp, .measurement, name, value, unit))
            }
        }
        for (at, score) in log.questionnaires {
            guard let total = score.total else { continue }
            try body(row(at, .score, score.questionnaire.rawValue, Double(total), "points"))
            if score.selfHarmItemPositive {
                try body(row(at, .score, "\(score.questionnaire.rawValue) item 9", 1, "flag"))
            }
        }
        for entry in log.journalKeywords {
            try body(row(entry.at, .journal, entry.keyword, EmotionDictionary.standard.word(entry.keyword)?.affect.valence,
                         "valence"))
        }
    }

    /// The event rows of one measurement (name, value, unit), in the units of the data
    /// dictionary that imports use too: one row, or two for a blood pressure.
    static func storedReadings(_ value: HealthValue) -> [(String, Double, String)] {
        switch value {
        case .heartRate(let bpm): [(HealthQuantity.heartRate.rawValue, bpm, "bpm")]
        case .oxygenSaturation(let percent): [(HealthQuantity.oxygenSaturation.rawValue, percent, "%")]
        case .steps(let steps): [(HealthQuantity.steps.rawValue, Double(steps), "steps")]
        case .bloodPressure(let systolic, let diastolic):
            [("blood_pressure_systolic", systolic, "mmHg"), ("blood_pressure_diastolic", diastolic, "mmHg")]
        case .bloodGlucose(let glucose):
            [(HealthQuantity.bloodGlucose.rawValue, glucose.converted(to: .milligramsPerDecilitre).value, "mg/dL")]
        }
    }

    static func storedValue(_ measurement: FactorMeasurement) -> (Double, String) {
        switch measurement {
        case .amount(let amount, let unit): (amount, unit.rawValue)
        case .level(let level): (Double(level.rawValue), "level")
        }
    }
}
