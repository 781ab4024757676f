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
            let people = try Row.fetchCursor(db, sql: "SELECT person_id, time_zone, arm, cohort FROM person ORDER BY person_id")
            let events = try db.cachedStatement(sql: """
                SELECT occurred_at_unix, \(Self.positionSQL("kind", EventKind.allCases.map(\.rawValue))), name, value, unit,
                       \(Self.positionSQL("time_of_day", TimeOfDay.allCases.map(\.rawValue)))
                FROM event WHERE person_id = ? ORDER BY kind, occurred_at_unix
                """)
            while let person = try people.next() {
                let personID: Int = person["person_id"]
                guard let timeZone = TimeZone(identifier: person["time_zone"]) else {
                    throw StoreError(path: path, reason: "person \(personID) has an unknown time zone")
                }
                var log = PersonLog(personID: personID, timeZone: timeZone, arm: person["arm"])
                log.cohort = person["cohort"]
                let rows = try Row.fetchCursor(events, arguments: [personID])
                while let row = try rows.next() {
                    // Columns by position: reading them by name costs a dictionary lookup each.
                    let timestamp = Date(timeIntervalSince1970: Double(row[0] as Int64))
                    let name: String = row[2]
                    let value: Double = row[3] ?? .nan
                    let timeOfDay = TimeOfDay.allCases[(row[5] as Int?) ?? 0]
                    switch (row[1] as Int?).map({ EventKind.allCases[$0] }) {
                    case .symptom:
                        guard value.isFinite, let severity = Severity(rawValue: Int(value)) else { continue }
                        log.symptomEntries.append(SymptomEntry(
                            symptom: symptoms[name] ?? Symptom(name: name), timestamp: timestamp,
                            timeOfDay: timeOfDay, severity: severity))
                    case .factor:
                        let unit: String = row[4] ?? ""
                        let measurement: FactorMeasurement
                        if let unit = FactorUnit(rawValue: unit) {
                            measurement = .amount(value, unit)
                        } else if value.isFinite, let level = FactorLevel(rawValue: Int(value)) {
                            measurement = .level(level)
                        } else {
                            continue
                        }
                        log.factorEntries.append(LifestyleFactorEntry(
                            factor: name, timestamp: timestamp, timeOfDay: timeOfDay, measurement: measurement))
                    case .usage:
                        guard let kind = AppUsageEvent.Kind(rawValue: name) else { continue }
                        log.usageEvents.append(AppUsageEvent(kind: kind, timestamp: timestamp))
                    case .dose:
                        log.doseLogs.append(DoseLog(medication: name, at: timestamp))
                    case .task:
                        guard value.isFinite else { continue }
                        let occurrence = TaskOccurrence(task: TaskID(name), scheduled: Date(timeIntervalSince1970: value))
                        if row[4] == "snoozed" {
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
                            day: CalendarDay(containing: timestamp, in: timeZone), points: Int(value), ruleVersion: 0))
                    case .journal:
                        log.journalKeywords.append((name, timestamp))
                    case .measurement:
                        continue  // read by measurement analyses directly from the event table
                    default:
                        continue
                    }
                }
                try body(log)
            }
        }
    }

    /// SQL giving the position of `column`'s text among `values` (NULL for any other), so
    /// that SQLite, not Swift, compares the strings of millions of rows.
    static func positionSQL(_ column: String, _ values: [String]) -> String {
        "CASE \(column) " + values.enumerated().map { "WHEN '\($1)' THEN \($0) " }.joined() + "END"
    }
}
