import CareModel
import Foundation
import GRDB

extension CareDatabase {
    /// What produced the database (every shard of a run holds the run's).
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
        var count = 0
        for part in parts { count += try part.personCountInFile() }
        return count
    }

    private func personCountInFile() throws(StoreError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM person") ?? 0 }
    }

    /// How many events the database holds.
    public func eventCount() throws(StoreError) -> Int {
        var count = 0
        for part in parts { count += try part.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM event") ?? 0 } }
        return count
    }

    /// Calls `body` with each person's record in person order, holding one person in memory
    /// at a time. Every row is read through its kind's codec (``EventVocabulary``).
    ///
    /// - Parameters:
    ///   - kinds: the event kinds to read; the others are left out of the records, which
    ///     makes an analysis that needs only symptoms and factors several times faster.
    ///   - positions: only the people at these positions in person order (0 for the first),
    ///     so that parts of a run can be read in parallel, each through its own connection.
    ///   - people: only these people (their `person_id`s), read through the table's key, so
    ///     that a few people of a large run cost what they hold; nil for everyone.
    public func forEachPerson(
        kinds: Set<EventKind> = Set(EventKind.allCases), positions: Range<Int>? = nil, people: Set<Int>? = nil,
        _ body: (PersonRecord) throws -> Void
    ) throws(StoreError) {
        let counted = { (record: PersonRecord) throws in
            self.personReads.add()
            try body(record)
        }
        guard isSharded else { return try forEachPersonInFile(kinds: kinds, positions: positions, people: people, counted) }
        // The shards' people follow one another: global positions map to each shard's own.
        var offset = 0
        for part in parts {
            let count = try part.personCountInFile()
            defer { offset += count }
            let wanted = positions ?? 0..<Int.max
            let first = min(count, max(0, wanted.lowerBound - offset))
            let local = first..<max(first, min(count, wanted.upperBound - offset))
            guard !local.isEmpty else { continue }
            try part.forEachPersonInFile(kinds: kinds, positions: local, people: people, counted)
        }
    }

    private func forEachPersonInFile(
        kinds: Set<EventKind>, positions: Range<Int>?, people chosen: Set<Int>?, _ body: (PersonRecord) throws -> Void
    ) throws(StoreError) {
        try read { db in
            let symptoms = Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT name, category FROM symptom")
                .map { ($0["name"] as String, Symptom(name: $0["name"], category: SymptomCategory($0["category"]))) })
            // Chosen people are whole numbers, written into the statement; the key finds each.
            let only = chosen.map { " WHERE person_id IN (\($0.sorted().map(String.init).joined(separator: ",")))" } ?? ""
            let people = try Row.fetchCursor(
                db, sql: "SELECT person_id, time_zone, arm, cohort FROM person\(only) ORDER BY person_id LIMIT ? OFFSET ?",
                arguments: [positions.map(\.count) ?? -1, positions?.lowerBound ?? 0])
            // One statement per kind: each reads a range of the table's key (person_id, kind,
            // occurred_at_unix, seq) in order, with no sort and no kind to decode per row.
            var codecs = EventKind.allCases.filter(kinds.contains).map { EventVocabulary.codec(for: $0, symptoms: symptoms) }
            let statements = try zip(EventKind.allCases.filter(kinds.contains), codecs).map { kind, codec in
                EventRows(statement: try db.makeStatement(sql: """
                    SELECT occurred_at_unix, name, value, unit, time_of_day\(codec.readsDetails ? ", local_date, detail_text, detail_value" : "")\(codec.readsSeq ? ", seq" : "")
                    FROM event WHERE person_id = ? AND kind = '\(kind.rawValue)' ORDER BY occurred_at_unix, seq
                    """))
            }
            let zoneChanges = try db.makeStatement(sql: """
                SELECT changed_at_unix, time_zone FROM zone_change WHERE person_id = ? ORDER BY changed_at_unix
                """)
            var zones: [String: TimeZone] = [:]
            func zone(_ name: String, of personID: Int) throws(StoreError) -> TimeZone {
                guard let timeZone = zones[name] ?? TimeZone(identifier: name) else {
                    throw StoreError(path: path, reason: "person \(personID) has an unknown time zone \(name)")
                }
                zones[name] = timeZone
                return timeZone
            }
            while let person = try people.next() {
                let personID: Int = person[0]
                var record = PersonRecord(personID: personID, timeZone: try zone(person[1], of: personID), arm: person[2],
                                          cohort: person[3])
                for change in try Row.fetchAll(zoneChanges, arguments: [personID]) {
                    record.zoneChanges.append(ZoneChange(at: Date(timeIntervalSince1970: Double(change[0] as Int64)),
                                                         timeZone: try zone(change[1], of: personID)))
                }
                for index in statements.indices {
                    try codecs[index].begin(personID: personID, in: db)
                    try statements[index].forEach(personID: personID) { row in codecs[index].decode(row, into: &record) }
                    codecs[index].finish(into: &record)
                }
                try body(record)
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

    /// A group of the programme's tasks configured to one schedule and the group's edits
    /// (seed 003, story 12), as ``setTaskGroups(_:)`` stored it.
    public struct ProgrammeTaskGroup: Hashable, Sendable {
        /// The group and its tasks.
        public var group: TaskGroup
        /// Its edits, in date order.
        public var edits: [TaskGroupEdit]

        /// Creates a group.
        public init(group: TaskGroup, edits: [TaskGroupEdit]) {
            self.group = group
            self.edits = edits
        }
    }

    /// The groups of the programme's tasks and their edits (the `task.task_group` column and
    /// the `task_group_edit` table), by name; empty when no task is grouped.
    public func taskGroups() throws(StoreError) -> [ProgrammeTaskGroup] {
        let decoder = JSONDecoder()
        return try read { db in
            var tasks: [String: [TaskID]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT task_group, name FROM task WHERE task_group IS NOT NULL ORDER BY task_group, name") {
                tasks[row[0], default: []].append(TaskID(row[1]))
            }
            var edits: [String: [TaskGroupEdit]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT task_group, effective_date, schedule_json FROM task_group_edit ORDER BY task_group, effective_date") {
                let text: String = row[1]
                guard let from = CalendarDay(iso8601: text) else {
                    throw StoreError(path: path, reason: "task_group_edit.effective_date is '\(text)': expected a date as YYYY-MM-DD")
                }
                edits[row[0], default: []].append(
                    TaskGroupEdit(from: from, rule: try decoder.decode(RecurrenceRule.self, from: Data((row[2] as String).utf8))))
            }
            return try tasks.keys.sorted().map { name in
                ProgrammeTaskGroup(group: try TaskGroup(name: name, tasks: tasks[name]!), edits: edits[name] ?? [])
            }
        }
    }

    /// The learning centre's videos the people could watch (the `video` table), by
    /// identifier; empty for a database without them.
    public func videoCatalogue() throws(StoreError) -> [Video] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT video_id, title, length_seconds, trimester FROM video ORDER BY video_id").map { row in
                let id: String = row[0], trimester: Int? = row[3]
                do {
                    return try Video(id: id, title: row[1], lengthSeconds: row[2], trimester: trimester.flatMap(Trimester.init(rawValue:)))
                } catch {
                    throw StoreError(path: path, reason: "video '\(id)': \(error)")
                }
            }
        }
    }

    /// The medications and tasks whose schedules the people followed (the `medication`,
    /// `medication_alternative_name` and `task` tables), by name; empty for a database
    /// without a programme.
    public func programme() throws(StoreError) -> (medications: [Medication], tasks: [ProgrammeTask]) {
        let decoder = JSONDecoder()
        return try read { db in
            var alternativeNames: [String: [String]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT medication, name FROM medication_alternative_name ORDER BY medication, position") {
                alternativeNames[row[0], default: []].append(row[1])
            }
            let medications = try Row.fetchAll(db, sql: """
                SELECT name, dose_amount, dose_unit, schedule_json, prescriber, directions FROM medication ORDER BY name
                """).map { row in
                    let rule = try decoder.decode(RecurrenceRule.self, from: Data((row[3] as String).utf8))
                    return try Medication(name: row[0], alternativeNames: alternativeNames[row[0]] ?? [],
                                          dosage: try Dosage(amount: row[1], unit: row[2]), prescriber: row[4],
                                          directions: row[5], schedule: Schedule(rule))
                }
            let tasks = try Row.fetchAll(db, sql: "SELECT name, label, schedule_json FROM task ORDER BY name").map { row in
                ProgrammeTask(name: row[0], label: row[1],
                              schedule: try decoder.decode(RecurrenceRule.self, from: Data((row[2] as String).utf8)))
            }
            return (medications, tasks)
        }
    }
}
