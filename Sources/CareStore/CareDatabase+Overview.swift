import CareModel
import Foundation
import GRDB

/// How many people and events the database holds for one kind, name and unit.
public struct EventTally: Hashable, Sendable {
    /// The event kind (`symptom`, `measurement`, …).
    public var kind: String
    /// The symptom's, factor's or measurement's name.
    public var name: String
    /// The unit or scale.
    public var unit: String
    /// How many distinct people logged it.
    public var people: Int
    /// How many events there are.
    public var events: Int
}

/// A free-text note read back on request.
public struct StoredNote: Hashable, Sendable {
    /// When it was written, seconds since 1970-01-01T00:00:00Z.
    public var occurredAtUnix: Int64
    /// The calendar day in the person's time zone.
    public var localDate: CalendarDay
    /// The app it came from.
    public var source: String
    /// The text as written.
    public var text: String
}

extension CareDatabase {
    /// People and events per kind, name and unit, sorted by kind, name and unit. Holds no
    /// free text beyond the names themselves; pass it through `SmallCellRule` before
    /// showing it, since a rare name can single a person out.
    ///
    /// Over several shards the counts add up: a person is in one shard only.
    public func eventTallies() throws(StoreError) -> [EventTally] {
        var tallies: [[String]: EventTally] = [:]
        for part in parts {
            let partTallies = try part.read { db in
                try Row.fetchAll(db, sql: """
                    SELECT kind, name, IFNULL(unit, '') AS unit, COUNT(DISTINCT person_id) AS people, COUNT(*) AS events
                    FROM event GROUP BY kind, name, unit
                    """).map {
                    EventTally(kind: $0["kind"], name: $0["name"], unit: $0["unit"], people: $0["people"], events: $0["events"])
                }
            }
            for tally in partTallies {
                let key = [tally.kind, tally.name, tally.unit]
                var total = tallies[key] ?? EventTally(kind: tally.kind, name: tally.name, unit: tally.unit, people: 0, events: 0)
                total.people += tally.people
                total.events += tally.events
                tallies[key] = total
            }
        }
        return tallies.sorted { Self.inSQLiteOrder($0.key, $1.key) }.map(\.value)
    }

    /// Whether texts `a` come before texts `b` in SQLite's `ORDER BY` of text columns
    /// (BINARY collation: byte by byte in UTF-8).
    static func inSQLiteOrder(_ a: [String], _ b: [String]) -> Bool {
        for (x, y) in zip(a, b) where x != y { return Array(x.utf8).lexicographicallyPrecedes(Array(y.utf8)) }
        return a.count < b.count
    }

    /// The distinct names and units stored under `kinds`, sorted: what a caller needs to
    /// know which columns the data hold, without counting them (one scan, no grouping; about
    /// a tenth of the time of ``eventTallies()``).
    public func eventLabels(of kinds: Set<EventKind>) throws(StoreError) -> [(kind: EventKind, name: String, unit: String)] {
        guard !kinds.isEmpty else { return [] }
        let names = kinds.map(\.rawValue).sorted()
        let placeholders = names.map { _ in "?" }.joined(separator: ", ")
        var labels: Set<[String]> = []
        for part in parts {
            try part.read { db in
                for row in try Row.fetchAll(db, sql: """
                    SELECT DISTINCT kind, name, IFNULL(unit, '') AS unit FROM event WHERE kind IN (\(placeholders))
                    """, arguments: StatementArguments(names)) {
                    labels.insert([row["kind"], row["name"], row["unit"]])
                }
            }
        }
        return labels.sorted(by: Self.inSQLiteOrder).compactMap { label in
            EventKind(rawValue: label[0]).map { ($0, label[1], label[2]) }
        }
    }

    /// The first and last local dates that hold an event, or nil when there are none.
    public func eventDays() throws(StoreError) -> ClosedRange<CalendarDay>? {
        var firsts: [String] = [], lasts: [String] = []
        for part in parts {
            try part.read { db in
                let row = try Row.fetchOne(db, sql: "SELECT MIN(local_date) AS first, MAX(local_date) AS last FROM event")
                if let first: String = row?["first"], let last: String = row?["last"] {
                    firsts.append(first)
                    lasts.append(last)
                }
            }
        }
        // ISO dates sort as texts, as SQLite's MIN and MAX compare them.
        guard let firstText = firsts.min(), let lastText = lasts.max() else { return nil }
        guard let first = CalendarDay(iso8601: firstText), let last = CalendarDay(iso8601: lastText) else {
            throw StoreError(path: path, reason: "event.local_date holds '\(firstText)' or '\(lastText)', not a YYYY-MM-DD date")
        }
        return first...last
    }

    /// How many relieving and aggravating factors the database's symptom entries carry
    /// (`symptom_factor` rows, seed 000 Req 5-6).
    public func symptomFactorCount() throws(StoreError) -> Int {
        var count = 0
        for part in parts {
            count += try part.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM symptom_factor") ?? 0 }
        }
        return count
    }

    /// How many free-text notes the database holds (the texts stay in the `note` table).
    public func noteCount() throws(StoreError) -> Int {
        var count = 0
        for part in parts { count += try part.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM note") ?? 0 } }
        return count
    }

    /// One person's free-text notes, oldest first. Free text can identify people and is
    /// never part of a report; call this only where the user asked for the notes.
    public func notes(of personID: Int) throws(StoreError) -> [StoredNote] {
        // A person's notes are in the one shard that holds them.
        var notes: [StoredNote] = []
        for part in parts { notes += try part.notesInFile(of: personID) }
        return notes
    }

    private func notesInFile(of personID: Int) throws(StoreError) -> [StoredNote] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT occurred_at_unix, local_date, source, text FROM note WHERE person_id = ?
                ORDER BY occurred_at_unix, text
                """, arguments: [personID]).map { row in
                let dateText: String = row["local_date"]
                guard let localDate = CalendarDay(iso8601: dateText) else {
                    throw DatabaseError(message: "note.local_date holds '\(dateText)', not a YYYY-MM-DD date")
                }
                return StoredNote(occurredAtUnix: row["occurred_at_unix"], localDate: localDate,
                                  source: row["source"], text: row["text"])
            }
        }
    }

    /// How many source rows are kept in `unmapped_row`.
    public func unmappedRowCount() throws(StoreError) -> Int {
        var count = 0
        for part in parts { count += try part.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM unmapped_row") ?? 0 } }
        return count
    }
}
