import CareStore
import Foundation
import GRDB
import Testing
@testable import CareImport

@Suite struct GenericCSVImportTests {
    let harness: ImportHarness
    let newYork = ImportOptions(timeZone: TimeZone(identifier: "America/New_York")!)

    init() throws { harness = try ImportHarness() }

    @Test func everyRowBecomesOneEventForItsPseudonymisedPerson() throws {
        let counts = try harness.counts(.csv, "generic.csv", options: newYork)
        #expect(counts.rowsRead == 12)
        #expect(counts.eventsAdded == 12)
        #expect(try harness.count("SELECT COUNT(*) FROM person") == 3)
        let pseudonyms = try harness.rows("SELECT pseudonym FROM person").map { $0["pseudonym"] as String }
        #expect(pseudonyms.allSatisfy { $0.count == 64 && !$0.contains("P00") })
    }

    @Test("Seed 004 DR8: a person's arm and cohort come from the first rows that give them")
    func armAndCohortColumnsAreThePersonsAttributes() throws {
        let problems = try harness.rejections(.csv, """
            user_id,timestamp,kind,name,value,unit,arm,cohort
            A,2026-03-01T08:00:00Z,usage,login,,,,
            A,2026-03-02T08:00:00Z,usage,login,,,app,2026-spring
            A,2026-03-03T08:00:00Z,usage,login,,,control,2026-autumn
            B,2026-03-01T08:00:00Z,usage,login,,,control,
            """, name: "cohorts.csv")
        #expect(problems.isEmpty)
        let people = try harness.rows("SELECT arm, cohort FROM person ORDER BY person_id")
            .map { "\($0["arm"] as String? ?? "NULL") \($0["cohort"] as String? ?? "NULL")" }
        // A's first row names neither; the second fills both in, and the third changes nothing.
        #expect(people == ["app 2026-spring", "control NULL"])
    }

    @Test func timesAreResolvedInThePersonsTimeZone() throws {
        try harness.run(.csv, "generic.csv", options: newYork)
        // P002's five rows; instants from Python: zoneinfo America/New_York (EST, UTC-5, before 2026-03-08).
        let events = try harness.rows("""
            SELECT occurred_at_unix, local_date, time_of_day, kind, name, value, unit FROM event
            WHERE person_id = (SELECT person_id FROM event WHERE name = 'stress') ORDER BY occurred_at_unix
            """).map { row -> [String] in
            [String(row["occurred_at_unix"] as Int64), row["local_date"], row["time_of_day"] ?? "NULL", row["kind"],
             row["name"], String(row["value"] as Double), row["unit"]]
        }
        #expect(events == [
            ["1772460000", "2026-03-02", "morning", "factor", "stress", "3.0", "level"],
            // A date alone: local noon, no part of the day.
            ["1772470800", "2026-03-02", "NULL", "symptom", "fatigue", "0.0", "severity"],
            // Doses and moods keep no part of the day (`EventKind.storesPartOfDay`).
            ["1772562000", "2026-03-03", "NULL", "dose", "ibuprofen", "400.0", "mg"],
            // 2026-03-03T20:00 without an offset is New York's wall clock.
            ["1772586000", "2026-03-03", "evening", "activity", "walk", "1.0", "present"],
            ["1772591400", "2026-03-03", "NULL", "mood", "happy", "1.0", "seed004_valence"],
        ])
    }

    @Test func severityWordsAndQuotedNamesAreRead() throws {
        try harness.run(.csv, "generic.csv", options: newYork)
        #expect(try harness.count("SELECT COUNT(*) FROM event WHERE name = 'headache' AND value = 3") == 1)
        #expect(try harness.count("SELECT COUNT(*) FROM event WHERE kind = 'tag' AND name = 'travel, long haul'") == 1)
    }

    @Test func importingTheSameFileTwiceAddsNothingTheSecondTime() throws {
        try harness.run(.csv, "generic.csv")
        let before = try harness.count("SELECT COUNT(*) FROM event")
        guard case .alreadyImported(let record) = try harness.run(.csv, "generic.csv") else {
            Issue.record("the second import was not recognised")
            return
        }
        #expect(record.importID == 1)
        #expect(record.counts.eventsAdded == 12)
        #expect(try harness.count("SELECT COUNT(*) FROM event") == before)
        #expect(try harness.count("SELECT COUNT(*) FROM import_file") == 1)
    }

    @Test func anOverlappingFileAddsOnlyTheEventsNotYetStored() throws {
        try harness.run(.csv, "generic.csv")
        let counts = try harness.counts(.csv, "generic-overlap.csv")
        // Headache `severe` (3) at 22:15 and the systolic reading at 10:05:00(.250) are stored already.
        #expect(counts.eventsAdded == 1)
        #expect(counts.duplicateEvents == 2)
        #expect(try harness.count("SELECT COUNT(*) FROM event") == 13)
    }

    @Test func theFirstBadRowStopsTheImportAndLeavesTheDatabaseAsItWas() throws {
        try harness.run(.csv, "generic.csv")
        let before = try harness.rows("SELECT * FROM event ORDER BY person_id, kind, occurred_at_unix, seq")
        #expect {
            try harness.run(.csv, "generic-bad.csv")
        } throws: { error in
            guard case ImportError.badRow(let problem) = error else { return false }
            return problem.location.line == 3 && problem.location.column == 2 && problem.field == "timestamp"
                && problem.location.file.hasSuffix("generic-bad.csv")
        }
        #expect(try harness.rows("SELECT * FROM event ORDER BY person_id, kind, occurred_at_unix, seq") == before)
        #expect(try harness.count("SELECT COUNT(*) FROM import_file") == 1)
    }

    @Test func skippingInvalidRowsKeepsTheGoodOnesAndReportsEachBadOne() throws {
        var rejected: [RowProblem] = []
        guard case .imported(_, let counts, _) = try harness.run(
            .csv, "generic-bad.csv", options: ImportOptions(skipInvalid: true), rejected: { rejected.append($0) })
        else { Issue.record("not imported"); return }
        #expect(counts.rowsRead == 7)
        #expect(counts.eventsAdded == 2)
        #expect(counts.rowsRejected == 5)
        #expect(rejected.map { [$0.location.line, $0.location.column] } == [[3, 2], [4, 3], [5, 5], [6, 6], [7, 4]])
        #expect(rejected.map(\.field) == ["timestamp", "kind", "value", nil, "name"])
        #expect(rejected[1].reason.hasPrefix("'symtom' is not a kind CareLab knows"))
        #expect(rejected[2].reason == "900 bpm is impossible for heart_rate (possible: more than 0 and at most 600 bpm)")
        #expect(rejected[3].reason == "has 5 fields, but the header has 6")
        #expect(rejected[0].raw == ["P001", "2026-02-30T08:00:00Z", "factor", "caffeine", "90", "mg"])
        #expect(try harness.count("SELECT rows_rejected FROM import_file") == 5)
    }

    @Test func aFileWithoutTheGenericColumnsIsRefusedByName() throws {
        #expect {
            try harness.run(.csv, "daylio.csv")
        } throws: { error in
            guard case ImportError.missingColumns(_, let missing, _) = error else { return false }
            return missing == ["user_id", "timestamp", "kind", "name", "value", "unit"]
        }
    }
}
