import Testing
@testable import CareReports

@Suite struct TableDiffTests {
    static func table(_ rows: [[String]]) -> CSVTable {
        CSVTable(header: ["person_id", "date", "score_points"], rows: rows)
    }

    @Test func rowsAreMatchedByKeyNotPosition() throws {
        let old = Self.table([["1", "2026-03-08", "2"], ["2", "2026-03-08", "0"]])
        let new = Self.table([["2", "2026-03-08", "0"], ["1", "2026-03-08", "2"]])
        let diff = try TableDiff(old: old, new: new, keyColumns: ["person_id", "date"])
        #expect(diff.isEmpty)
        #expect(diff.comparedRows == 2)
        #expect(diff.text(name: "scores.csv", limit: 10) == "scores.csv: 0 of 2 rows changed, 0 added, 0 removed\n")
    }

    @Test func reportsChangedAddedAndRemovedRowsWithOldAndNewValues() throws {
        let old = Self.table([["1", "2026-03-08", "2"], ["2", "2026-03-08", "0"], ["3", "2026-03-08", "1"]])
        let new = Self.table([["1", "2026-03-08", "4"], ["2", "2026-03-08", "0"], ["4", "2026-03-09", "1"]])
        let diff = try TableDiff(old: old, new: new, keyColumns: ["person_id", "date"])
        #expect(diff.changes == [.init(key: ["1", "2026-03-08"], column: "score_points", old: "2", new: "4")])
        #expect(diff.added == [["4", "2026-03-09"]])
        #expect(diff.removed == [["3", "2026-03-08"]])
        #expect(diff.affected("person_id") == ["1", "3", "4"])
        #expect(diff.text(name: "scores.csv", limit: 0) == """
            scores.csv: 1 of 2 rows changed, 1 added, 1 removed
              person_id: 1, 3, 4
              date: 2026-03-08, 2026-03-09
              person_id=1 date=2026-03-08: score_points 2 → 4
              added person_id=4 date=2026-03-09
              removed person_id=3 date=2026-03-08

            """)
        #expect(diff.text(name: "scores.csv", limit: 1).hasSuffix("score_points 2 → 4\n  … 2 more not shown\n"))
    }

    @Test func tablesWithDifferentColumnsOrRepeatedKeysAreRefused() {
        let old = Self.table([["1", "2026-03-08", "2"]])
        #expect(throws: TableDiffError.differentColumns(old: old.header, new: ["person_id"])) {
            try TableDiff(old: old, new: CSVTable(header: ["person_id"]), keyColumns: ["person_id"])
        }
        #expect(throws: TableDiffError.missingKeyColumn("name")) {
            try TableDiff(old: old, new: old, keyColumns: ["name"])
        }
        let twice = Self.table([["1", "2026-03-08", "2"], ["1", "2026-03-08", "3"]])
        #expect(throws: TableDiffError.duplicateKey(["1", "2026-03-08"])) {
            try TableDiff(old: old, new: twice, keyColumns: ["person_id", "date"])
        }
    }
}

@Suite struct TableDiffAffectedTests {
    @Test func affectedIdentifiersSortAsNumbersAndDatesAsText() throws {
        let old = CSVTable(header: ["person_id", "date", "v"], rows: [["9", "2026-04-01", "1"], ["10", "2026-03-31", "1"]])
        let new = CSVTable(header: ["person_id", "date", "v"], rows: [["9", "2026-04-01", "2"], ["10", "2026-03-31", "2"]])
        let diff = try TableDiff(old: old, new: new, keyColumns: ["person_id", "date"])
        #expect(diff.affected("person_id") == ["9", "10"])
        #expect(diff.affected("date") == ["2026-03-31", "2026-04-01"])
    }
}
