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
    /// adherence and missed tasks can be computed from the stored events; a medication keeps
    /// its alternative names, prescriber and directions (seed 000, Req 13).
    public func setProgramme(medications: [Medication], tasks: [(name: String, label: String, schedule: RecurrenceRule)]) throws(StoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try write { db in
            for medication in medications {
                guard let rule = medication.schedule?.rule else { continue }
                try db.execute(sql: "DELETE FROM medication_alternative_name WHERE medication = ?", arguments: [medication.name])
                try db.execute(
                    sql: """
                        INSERT OR REPLACE INTO medication(name, dose_amount, dose_unit, schedule_json, prescriber, directions)
                        VALUES (?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [medication.name, medication.dosage.amount, medication.dosage.unit,
                                String(decoding: try encoder.encode(rule), as: UTF8.self), medication.prescriber,
                                medication.directions])
                for (position, name) in medication.alternativeNames.enumerated() {
                    try db.execute(sql: "INSERT INTO medication_alternative_name(medication, position, name) VALUES (?, ?, ?)",
                                   arguments: [medication.name, position, name])
                }
            }
            for task in tasks {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO task(name, label, schedule_json) VALUES (?, ?, ?)",
                    arguments: [task.name, task.label, String(decoding: try encoder.encode(task.schedule), as: UTF8.self)])
            }
        }
    }

    /// Declares the groups of tasks configured to one schedule and the groups' edits (seed
    /// 003, story 12), after ``setProgramme(medications:tasks:)`` declared their tasks.
    public func setTaskGroups(_ groups: [ProgrammeTaskGroup]) throws(StoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try write { db in
            for entry in groups {
                try db.execute(sql: "DELETE FROM task_group_edit WHERE task_group = ?", arguments: [entry.group.name])
                for task in entry.group.tasks {
                    try db.execute(sql: "UPDATE task SET task_group = ? WHERE name = ?", arguments: [entry.group.name, task.rawValue])
                }
                for edit in entry.edits {
                    try db.execute(
                        sql: "INSERT INTO task_group_edit(task_group, effective_date, schedule_json) VALUES (?, ?, ?)",
                        arguments: [entry.group.name, edit.from.description,
                                    String(decoding: try encoder.encode(edit.rule), as: UTF8.self)])
                }
            }
        }
    }

    /// Declares the learning centre's videos the people could watch (seed 004), replacing a
    /// video of the same identifier.
    public func setVideoCatalogue(_ videos: [Video]) throws(StoreError) {
        try write { db in
            for video in videos {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO video(video_id, title, length_seconds, trimester) VALUES (?, ?, ?, ?)",
                    arguments: [video.id, video.title, video.lengthSeconds, video.trimester?.rawValue])
            }
        }
    }

    /// Runs `load`, a bulk load into a new database, with foreign keys checked once, all
    /// together, at the end instead of row by row: checking each event's person as it is
    /// inserted takes about 30 % of SQLite's time on a large run.
    ///
    /// Checking is turned back on whatever happens; the load fails when a row it wrote
    /// refers to a row that is not stored (an event whose person is missing, say). A load
    /// that copies rows already checked and keeps them whole (``appendPeople(_:from:)``
    /// copies a person's row with their events) can skip the check with `checking: false`.
    public func bulkLoad<T>(checking: Bool = true, _ load: () throws -> T) throws -> T {
        try writeOutsideTransaction { db in try db.execute(sql: "PRAGMA foreign_keys = OFF") }
        let result: T
        do {
            result = try load()
        } catch {
            try? writeOutsideTransaction { db in try db.execute(sql: "PRAGMA foreign_keys = ON") }
            throw error
        }
        try writeOutsideTransaction { db in
            defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }
            guard checking else { return }
            let broken = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
            guard broken.isEmpty else {
                let tables = Set(broken.map { $0[0] as String }).sorted()
                throw DatabaseError(message: """
                    \(broken.count) row(s) of \(tables.joined(separator: ", ")) refer to rows that are not stored
                    """)
            }
        }
        return result
    }

    /// Stores people and their events in one transaction (see ``PersonRows`` for encoding
    /// them on other threads first).
    public func append(_ people: [PersonRows]) throws(StoreError) {
        try write { db in
            var inserter = try EventInserter(db: db)
            for rows in people { try inserter.insert(rows) }
        }
    }

    /// Encodes and stores a batch of people and their events in one transaction.
    public func append(_ batch: [PersonRecord]) throws(StoreError) {
        var grids = DayGridCache()
        try append(batch.map { PersonRows($0, grids: &grids) })
    }
}
