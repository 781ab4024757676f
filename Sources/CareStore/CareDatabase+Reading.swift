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
    /// - Parameters:
    ///   - kinds: the event kinds to read; the others are left out of the logs, which makes
    ///     an analysis that needs only symptoms and factors several times faster.
    ///   - positions: only the people at these positions in person order (0 for the first),
    ///     so that parts of a run can be read in parallel, each through its own connection.
    public func forEachPerson(
        kinds: Set<EventKind> = Set(EventKind.allCases), positions: Range<Int>? = nil, _ body: (PersonLog) throws -> Void
    ) throws(StoreError) {
        try read { db in
            let symptoms = Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT name, category FROM symptom")
                .map { ($0["name"] as String, Symptom(name: $0["name"], category: SymptomCategory($0["category"]))) })
            let people = try Row.fetchCursor(
                db, sql: "SELECT person_id, time_zone, arm, cohort FROM person ORDER BY person_id LIMIT ? OFFSET ?",
                arguments: [positions.map(\.count) ?? -1, positions?.lowerBound ?? 0])
            // One statement per kind: each reads a range of the table's key (person_id, kind,
            // occurred_at_unix, seq) in order, with no sort and no kind to decode per row.
            let statements = try EventKind.allCases.filter { kinds.contains($0) && $0 != .measurement }.map { kind in
                (kind, EventRows(statement: try db.makeStatement(sql: """
                    SELECT occurred_at_unix, name, value, unit, time_of_day FROM event
                    WHERE person_id = ? AND kind = '\(kind.rawValue)' ORDER BY occurred_at_unix, seq
                    """)))
            }
            var zones: [String: TimeZone] = [:]
            var symptomNamed = DecodedStrings { symptoms[$0] ?? Symptom(name: $0) }
            var timeOfDay = DecodedStrings { TimeOfDay(rawValue: $0) ?? .morning }
            var factorUnit = DecodedStrings { FactorUnit(rawValue: $0) }
            var usageKind = DecodedStrings { AppUsageEvent.Kind(rawValue: $0) }
            var taskAction = DecodedStrings { $0 == "snoozed" }
            var moodNamed = DecodedStrings { Mood(rawValue: $0) }
            var rewardActivity = DecodedStrings { RewardActivity(rawValue: $0) }
            var factorName = DecodedStrings { $0 }, medication = DecodedStrings { $0 }, keyword = DecodedStrings { $0 }
            var taskName = DecodedStrings { TaskID($0) }
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
                for (kind, rows) in statements {
                    try rows.forEach(personID: personID) { row in
                        let timestamp = Date(timeIntervalSince1970: Double(row.unixSeconds))
                        let name = row.name
                        let value = row.value
                        switch kind {
                        case .symptom:
                            guard value.isFinite, let severity = Severity(rawValue: Int(value)) else { return }
                            log.symptomEntries.append(SymptomEntry(
                                symptom: symptomNamed(name), timestamp: timestamp,
                                timeOfDay: timeOfDay(row.timeOfDay), severity: severity))
                        case .factor:
                            let measurement: FactorMeasurement
                            if let unit = factorUnit(row.unit) {
                                measurement = .amount(value, unit)
                            } else if value.isFinite, let level = FactorLevel(rawValue: Int(value)) {
                                measurement = .level(level)
                            } else {
                                return
                            }
                            log.factorEntries.append(LifestyleFactorEntry(
                                factor: factorName(name), timestamp: timestamp, timeOfDay: timeOfDay(row.timeOfDay),
                                measurement: measurement))
                        case .usage:
                            guard let kind = usageKind(name) else { return }
                            log.usageEvents.append(AppUsageEvent(kind: kind, timestamp: timestamp))
                        case .dose:
                            log.doseLogs.append(DoseLog(medication: medication(name), at: timestamp))
                        case .task:
                            guard value.isFinite else { return }
                            let occurrence = TaskOccurrence(task: taskName(name), scheduled: Date(timeIntervalSince1970: value))
                            if taskAction(row.unit) {
                                // The stored row keeps when the task was snoozed, not for how long: the app's
                                // default snooze length stands in.
                                guard let outcome = try? TaskOutcome.snoozed(
                                    occurrence, at: timestamp, for: TaskSettings.standard.snoozeLength) else { return }
                                log.taskOutcomes.append(outcome)
                            } else {
                                log.taskOutcomes.append(.done(occurrence, at: timestamp))
                            }
                        case .mood:
                            guard let mood = moodNamed(name) else { return }
                            log.moods.append(MoodCheckIn(mood: mood, timestamp: timestamp))
                        case .reward:
                            guard let activity = rewardActivity(name), value.isFinite else { return }
                            log.rewards.append(RewardLedgerEntry(
                                eventID: "", activity: activity, instant: timestamp,
                                day: CalendarDay(containing: timestamp, calendar: calendar), points: Int(value), ruleVersion: 0))
                        case .journal:
                            log.journalKeywords.append((keyword(name), timestamp))
                        case .measurement, .activity, .tag, .food, .weather, .score:
                            return  // read by the analyses that need them directly from the event table
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
