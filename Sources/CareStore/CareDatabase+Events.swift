import CareModel
import Foundation
import GRDB

/// Which stored events to read, for `carelab export events`: every condition given must
/// hold; an empty list or nil bound leaves that condition out.
public struct EventSelection: Hashable, Sendable {
    /// Only these people (stored `person_id`).
    public var people: [Int]
    /// Only these kinds.
    public var kinds: [EventKind]
    /// Only events on or after this local date.
    public var from: CalendarDay?
    /// Only events on or before this local date.
    public var through: CalendarDay?

    /// Creates a selection.
    public init(people: [Int] = [], kinds: [EventKind] = [], from: CalendarDay? = nil, through: CalendarDay? = nil) {
        self.people = people
        self.kinds = kinds
        self.from = from
        self.through = through
    }
}

/// One stored event row as the `event` table holds it (`README.md`, data dictionary),
/// without its `seq` and `import_id`.
public struct StoredEventRow: Hashable, Sendable {
    /// Who logged it (the stored pseudonymous id).
    public var personID: Int
    /// The stored kind.
    public var kind: String
    /// When it happened, seconds since 1970-01-01T00:00:00Z.
    public var occurredAtUnix: Int64
    /// The calendar day in the person's time zone, `YYYY-MM-DD`.
    public var localDate: String?
    /// What it is.
    public var name: String
    /// Its number.
    public var value: Double?
    /// The unit or scale of `value`.
    public var unit: String?
    /// The part of the day.
    public var timeOfDay: String?
    /// The kind's second text.
    public var detailText: String?
    /// The kind's second number.
    public var detailValue: Double?
}

extension CareDatabase {
    /// Calls `body` with each stored event that `selection` keeps, in the table's key order
    /// (person, kind, instant, then the order stored), holding one row at a time.
    ///
    /// Each person is read with one statement that goes through the table's primary key
    /// (person, then kind, then instant), never a scan of the table: the cost is that of
    /// the rows kept. Throws ``StoreError`` for SQLite's errors and rethrows `body`'s.
    public func forEachEvent(_ selection: EventSelection, _ body: (StoredEventRow) throws -> Void) throws {
        let (sql, fixed) = Self.eventQuery(selection)
        let wanted = Set(selection.people)
        for part in parts {
            try part.readPassingErrors { db in
                let people = try Int.fetchAll(db, sql: "SELECT person_id FROM person ORDER BY person_id")
                    .filter { wanted.isEmpty || wanted.contains($0) }
                let statement = try db.makeStatement(sql: sql)
                for person in people {
                    let rows = try Row.fetchCursor(statement, arguments: StatementArguments([person]) + fixed)
                    while let row = try rows.next() {
                        try body(StoredEventRow(
                            personID: person, kind: row[0], occurredAtUnix: row[1], localDate: row[2], name: row[3],
                            value: row[4], unit: row[5], timeOfDay: row[6], detailText: row[7], detailValue: row[8]))
                    }
                }
            }
        }
    }

    /// The statement that reads one person's events of `selection` (the person's id is its
    /// first argument), and its other arguments.
    ///
    /// Local dates bound the instant too, so that SQLite seeks within each kind of the key:
    /// a local date starts at most 14 hours before its UTC midnight (UTC+14) and ends at most
    /// 12 hours after the next (UTC-12).
    static func eventQuery(_ selection: EventSelection) -> (sql: String, arguments: StatementArguments) {
        var conditions = ["person_id = ?"]
        var arguments: StatementArguments = []
        if !selection.kinds.isEmpty {
            let kinds = Set(selection.kinds.map(\.rawValue)).sorted()
            conditions.append("kind IN (\(kinds.map { _ in "?" }.joined(separator: ", ")))")
            arguments += StatementArguments(kinds)
        }
        if let from = selection.from {
            conditions.append("occurred_at_unix >= ?")
            arguments += [Int64(from.start(in: Self.utc)!.timeIntervalSince1970) - 14 * 3600]
            conditions.append("local_date >= ?")
            arguments += [from.description]
        }
        if let through = selection.through {
            conditions.append("occurred_at_unix < ?")
            arguments += [Int64(through.adding(days: 1).start(in: Self.utc)!.timeIntervalSince1970) + 12 * 3600]
            conditions.append("local_date <= ?")
            arguments += [through.description]
        }
        let sql = """
            SELECT kind, occurred_at_unix, local_date, name, value, unit, time_of_day, detail_text, detail_value
            FROM event WHERE \(conditions.joined(separator: " AND ")) ORDER BY kind, occurred_at_unix, seq
            """
        return (sql, arguments)
    }

    private static let utc = TimeZone(identifier: "UTC")!
}
