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
    ///
    /// - Parameter kinds: the event kinds to read; the others are left out of the logs, which
    ///   makes an analysis that needs only symptoms and factors several times faster.
    public func forEachPerson(
        kinds: Set<EventKind> = Set(EventKind.allCases), _ body: (PersonLog) throws -> Void
    ) throws(StoreError) {
        try read { db in
            let symptoms = Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT name, category FROM symptom")
                .map { ($0["name"] as String, Symptom(name: $0["name"], category: SymptomCategory($0["category"]))) })
            let people = try Row.fetchCursor(db, sql: "SELECT person_id, time_zone, arm, cohort FROM person ORDER BY person_id")
            // One statement per kind: each walks the index (person_id, kind, occurred_at_unix) in
            // order, with no sort of the person's whole history and no kind to decode per row.
            let statements = try EventKind.allCases.filter { kinds.contains($0) && $0 != .measurement }.map { kind in
                (kind, try db.cachedStatement(sql: """
                    SELECT occurred_at_unix, name, value, unit, time_of_day FROM event
                    WHERE person_id = ? AND kind = '\(kind.rawValue)' ORDER BY occurred_at_unix, name
                    """))
            }
            var zones: [String: TimeZone] = [:]
            while let person = try people.next() {
                let personID: Int = person[0]
                let zoneName: String = person[1]
                guard let timeZone = zones[zoneName] ?? TimeZone(identifier: zoneName) else {
                    throw StoreError(path: path, reason: "person \(personID) has an unknown time zone")
                }
                zones[zoneName] = timeZone
                var log = PersonLog(personID: personID, timeZone: timeZone, arm: person[2])
                log.cohort = person[3]
                let calendar = Calendar.gregorian(in: timeZone)
                for (kind, statement) in statements {
                    let rows = try Row.fetchCursor(statement, arguments: [personID])
                    while let row = try rows.next() {
                        // Columns by index: by name, GRDB searches the columns for every value.
                        let timestamp = Date(timeIntervalSince1970: Double(row[0] as Int64))
                        let name: String = row[1]
                        let value: Double = row[2] ?? .nan
                        switch kind {
                        case .symptom:
                            guard value.isFinite, let severity = Severity(rawValue: Int(value)) else { continue }
                            log.symptomEntries.append(SymptomEntry(
                                symptom: symptoms[name] ?? Symptom(name: name), timestamp: timestamp,
                                timeOfDay: TimeOfDay(rawValue: row[4] ?? "") ?? .morning, severity: severity))
                        case .factor:
                            let unit: String = row[3] ?? ""
                            let measurement: FactorMeasurement
                            if let unit = FactorUnit(rawValue: unit) {
                                measurement = .amount(value, unit)
                            } else if value.isFinite, let level = FactorLevel(rawValue: Int(value)) {
                                measurement = .level(level)
                            } else {
                                continue
                            }
                            log.factorEntries.append(LifestyleFactorEntry(
                                factor: name, timestamp: timestamp, timeOfDay: TimeOfDay(rawValue: row[4] ?? "") ?? .morning,
                                measurement: measurement))
                        case .usage:
                            guard let kind = AppUsageEvent.Kind(rawValue: name) else { continue }
                            log.usageEvents.append(AppUsageEvent(kind: kind, timestamp: timestamp))
                        case .dose:
                            log.doseLogs.append(DoseLog(medication: name, at: timestamp))
                        case .task:
                            guard value.isFinite else { continue }
                            let occurrence = TaskOccurrence(task: TaskID(name), scheduled: Date(timeIntervalSince1970: value))
                            if (row[3] as String?) == "snoozed" {
                                guard let outcome = try? TaskOutcome.snoozed(occurrence, at: timestamp, for: 3600) else { continue }
                                log.taskOutcomes.append(outcome)
                            } else {
                                log.taskOutcomes.append(.done(occurrence, at: timestamp))
                            }
                        case .mood:
                            guard let mood = Mood(rawValue: name) else { continue }
                            log.moods.append(MoodCheckIn(mood: mood, timestamp: timestamp))
                        case .reward:
                            guard let activity = RewardActivity(rawValue: name), value.isFinite else { continue }
                            log.rewards.append(RewardLedgerEntry(
                                eventID: "", activity: activity, instant: timestamp,
                                day: CalendarDay(containing: timestamp, calendar: calendar), points: Int(value), ruleVersion: 0))
                        case .journal:
                            log.journalKeywords.append((name, timestamp))
                        case .measurement:
                            continue  // read by measurement analyses directly from the event table
                        }
                    }
                }
                try body(log)
            }
        }
    }
}


extension CareDatabase {
    /// A task of the programme the people followed, as `setProgramme` stored it.
    public struct ProgrammeTask: Hashable, Sendable {
        /// The task's name, as its `task` events name it.
        public var name: String
        /// Its label (seed 003, story 3).
        public var label: String
        /// When it is due.
        public var schedule: RecurrenceRule
    }

    /// The medications and tasks whose schedules the people followed (the `medication` and
    /// `task` tables), by name; empty for a database without a programme.
    public func programme() throws(StoreError) -> (medications: [Medication], tasks: [ProgrammeTask]) {
        let decoder = JSONDecoder()
        return try read { db in
            let medications = try Row.fetchAll(db, sql: "SELECT name, dose_amount, dose_unit, schedule_json FROM medication ORDER BY name")
                .map { row in
                    let rule = try decoder.decode(RecurrenceRule.self, from: Data((row[3] as String).utf8))
                    return try Medication(name: row[0], dosage: try Dosage(amount: row[1], unit: row[2]), schedule: Schedule(rule))
                }
            let tasks = try Row.fetchAll(db, sql: "SELECT name, label, schedule_json FROM task ORDER BY name").map { row in
                ProgrammeTask(name: row[0], label: row[1],
                              schedule: try decoder.decode(RecurrenceRule.self, from: Data((row[2] as String).utf8)))
            }
            return (medications, tasks)
        }
    }
}
