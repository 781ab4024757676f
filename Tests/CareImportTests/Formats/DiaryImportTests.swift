import CareStore
import Foundation
import GRDB
import Testing
@testable import CareImport

/// Daylio and Bearable: mood diaries with activities and free-text notes.
@Suite struct DiaryImportTests {
    let harness: ImportHarness
    let london = ImportOptions(timeZone: TimeZone(identifier: "Europe/London")!, user: "P017")

    init() throws { harness = try ImportHarness() }

    func events() throws -> [String] {
        try harness.rows("SELECT occurred_at_unix, time_of_day, kind, name, value, unit FROM event ORDER BY occurred_at_unix, kind, name")
            .map { "\($0["occurred_at_unix"] as Int64) \($0["time_of_day"] ?? "NULL") \($0["kind"] as String) \($0["name"] as String) \($0["value"] as Double) \($0["unit"] as String)" }
    }

    @Test func daylioMoodsActivitiesAndNotesAreStoredApart() throws {
        let counts = try harness.counts(.daylio, "daylio.csv", options: london)
        #expect(counts.rowsRead == 4)
        #expect(counts.eventsAdded == 11)
        #expect(counts.notesAdded == 2)
        #expect(counts.rowsUnmapped == 1)
        // Instants from Python zoneinfo Europe/London (GMT in early March).
        let events = try events()
        #expect(events.contains("1709500500 NULL mood awful 1.0 daylio_1_5"))
        #expect(events.contains("1709588400 NULL mood good 4.0 daylio_1_5"))
        #expect(events.filter { $0.hasPrefix("1709588400 evening activity") }
                == ["1709588400 evening activity coffee 1.0 present", "1709588400 evening activity reading 1.0 present",
                    "1709588400 evening activity walk 1.0 present"])
        let notes = try harness.rows("SELECT source, text FROM note ORDER BY occurred_at_unix").map { $0["text"] as String }
        #expect(notes == ["Picnic, finally sunny", "Quiet day\nFinished the book.\nSlept early."])
        #expect(try harness.count("SELECT COUNT(*) FROM event WHERE name LIKE '%book%' OR name LIKE '%Picnic%'") == 0)
        #expect(try harness.rows("SELECT source_name, reason FROM unmapped_row").map { $0["source_name"] as String } == ["sleepy"])
    }

    @Test func theSameDaylioExportSavedWithCRLFLineEndsAddsNoNote() throws {
        let lf = try String(contentsOfFile: ImportHarness.fixture("daylio.csv"), encoding: .utf8)
        let crlf = harness.folder.appendingPathComponent("daylio-crlf.csv")
        try lf.replacingOccurrences(of: "\n", with: "\r\n").write(to: crlf, atomically: true, encoding: .utf8)
        _ = try harness.counts(.daylio, "daylio.csv", options: london)
        let database = try CareDatabase.openOrCreate(at: harness.databasePath)
        let again = try Importer(format: .daylio, options: london).run(
            file: crlf.path, into: database, carelabVersion: "test", importedAtUnix: 1_800_000_001)
        guard case .imported(_, let counts, _) = again else { Issue.record("not imported: \(again)"); return }
        #expect(counts.notesAdded == 0)
        #expect(counts.eventsAdded == 0)
        #expect(try harness.count("SELECT COUNT(*) FROM note") == 2)
    }

    @Test func aNULByteInANoteStopsTheImportAtItsFieldInsteadOfCuttingTheNote() throws {
        let path = harness.folder.appendingPathComponent("daylio-nul.csv")
        try Data("full_date,date,weekday,time,mood,activities,note_title,note\n2024-03-04,March 4,Monday,21:40,good,walk,,\"a\u{0}b\"\n".utf8)
            .write(to: path)
        let database = try CareDatabase.openOrCreate(at: harness.databasePath)
        #expect {
            _ = try Importer(format: .daylio, options: london).run(
                file: path.path, into: database, carelabVersion: "test", importedAtUnix: 1_800_000_000)
        } throws: { error in
            guard case ImportError.badRow(let problem) = error else { return false }
            return problem.location.line == 2 && problem.location.column == 8 && problem.reason.contains("NUL byte")
        }
        #expect(try harness.count("SELECT COUNT(*) FROM note") == 0)
    }

    @Test func olderDaylioExportsWithAYearColumnAreRead() throws {
        let counts = try harness.counts(.daylio, "daylio-old.csv", options: london)
        #expect(counts.eventsAdded == 6)
        // 2018-05-18 11:54 pm in London (BST): Python gives 1526684040.
        #expect(try events().contains("1526684040 NULL mood good 4.0 daylio_1_5"))
    }

    @Test func bearableRatingsSleepSymptomsFactorsMedsAndNotesAreMapped() throws {
        let counts = try harness.counts(.bearable, "bearable.csv", options: london)
        #expect(counts.rowsRead == 10)
        #expect(counts.rowsUnmapped == 0)
        #expect(counts.notesAdded == 2)
        #expect(try events() == [
            // Parts of the day sit at 08:00, 14:00, 19:00 and 23:00; whole-day rows at noon. Only
            // symptoms and factors keep the part of the day; a mood's is its instant's hour.
            "1709539200 NULL mood mood 7.0 bearable_0_10",
            // Factors are the day's activities, as Daylio's; meds and supplements are doses.
            "1709553600 NULL activity Caffeine 1.0 present",
            "1709553600 NULL activity Exercise 1.0 present",
            "1709553600 NULL dose Ibuprofen 200.0 mg",
            "1709553600 NULL factor sleep 7.5 hours",
            "1709553600 NULL score energy 2.0 bearable_1_5",
            "1709553600 NULL score sleep_quality 3.0 bearable_1_5",
            "1709560800 afternoon symptom Headache 2.0 severity",
            "1709578800 NULL mood mood 4.0 bearable_0_10",
            "1709593200 night symptom Nausea 1.0 severity",
        ])
    }

    @Test func aBearableMedicationWhoseDoseIsNotUnderstoodIsKeptUnmapped() throws {
        let problems = try harness.rejections(.bearable, """
            date formatted,time of day,category,rating/amount,detail,notes
            2024-03-04,,Meds/Supplements,,Magnesium 2 spoons | Vitamin D 2 x 1000 IU | 50mg,
            """, name: "meds.csv")
        #expect(problems.isEmpty)
        #expect(try events().map { $0.split(separator: " ").dropFirst(2).joined(separator: " ") }
                == ["dose Vitamin D 2000.0 IU"])
        #expect(try harness.rows("SELECT source_name, reason FROM unmapped_row ORDER BY source_name")
            .map { "\($0["source_name"] as String): \($0["reason"] as String)" }
            == ["50mg: medication or dose not understood", "Magnesium 2 spoons: medication or dose not understood"])
    }

    @Test func theSamePersonFromTwoAppsIsOnePerson() throws {
        try harness.run(.daylio, "daylio.csv", options: london)
        try harness.run(.bearable, "bearable.csv", options: london)
        try harness.run(.appleHealth, "export.xml", options: london)
        #expect(try harness.count("SELECT COUNT(*) FROM person") == 1)
        #expect(try harness.count("SELECT COUNT(*) FROM import_file") == 3)
    }
}
