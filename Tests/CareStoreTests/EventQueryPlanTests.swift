import CareModel
import Foundation
import GRDB
import Testing
@testable import CareStore

/// `export events` reads each person through the event table's primary key, never a scan
/// or a sort, whatever the filters (SQLite's `EXPLAIN QUERY PLAN`).
@Suite struct EventQueryPlanTests {
    static let selections: [(EventSelection, String)] = [
        (EventSelection(people: [1]), "SEARCH event USING PRIMARY KEY (person_id=?)"),
        (EventSelection(people: [1], kinds: [.symptom, .factor]), "SEARCH event USING PRIMARY KEY (person_id=? AND kind=?)"),
        (EventSelection(people: [1], kinds: [.symptom], from: CalendarDay(year: 2026, month: 3, day: 1),
                        through: CalendarDay(year: 2026, month: 3, day: 31)),
         "SEARCH event USING PRIMARY KEY (person_id=? AND kind=? AND occurred_at_unix>? AND occurred_at_unix<?)"),
    ]

    @Test(arguments: selections)
    func eachPersonIsASearchOfThePrimaryKeyWithoutASort(_ selection: EventSelection, _ plan: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-plan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("carelab.sqlite").path
        _ = try CareDatabase.create(at: path)
        let (sql, arguments) = CareDatabase.eventQuery(selection)
        let details = try DatabaseQueue(path: path).read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: StatementArguments([1]) + arguments)
                .map { $0["detail"] as String }
        }
        #expect(details == [plan])
    }
}
