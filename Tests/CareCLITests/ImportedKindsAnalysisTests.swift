@testable import CareCLI
import Foundation
import Testing

/// Every kind the generic CSV and the diary importers store reaches its analysis: rewards
/// and redemptions in `analyze rewards`, questionnaire totals in `analyze questionnaires`,
/// a mood on an app's own scale in `analyze mood`; an analysis with nothing it can read
/// says so and exits 1, with no table.
@Suite struct ImportedKindsAnalysisTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-kinds-\(UUID().uuidString)")

    /// Imports `rows` (under the generic CSV's six columns) into a new database.
    func database(_ rows: [String]) throws -> String {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let file = scratch.appendingPathComponent("export.csv")
        try (["user_id,timestamp,kind,name,value,unit"] + rows).joined(separator: "\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let db = scratch.appendingPathComponent("study.sqlite").path
        let outcome = try CarelabProcess.run(["import", "csv", file.path, "--db", db, "--time-zone", "UTC", "--quiet"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return db
    }

    /// The rows of `analyze NAME` keyed by measure, item and period, with their value.
    func values(_ name: String, _ db: String) throws -> [String: String] {
        let outcome = try CarelabProcess.run(["analyze", name, "--db", db, "--min-cell", "1"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let table = try CSVInput.parse(outcome.stdout, name: "stdout").table
        return Dictionary(table.dropFirst().map { ("\($0[0])|\($0[1])|\($0[3])", $0[4]) }) { first, _ in first }
    }

    @Test func importedRewardsAndRedemptionsAreAnalysed() throws {
        let db = try database([
            "A,2026-03-01T08:00:00Z,reward,daily_log_in,5,points",
            "A,2026-03-01T09:00:00Z,reward,survey,20,",
            "A,2026-03-20T08:00:00Z,redemption,gift card,25,points",
            "B,2026-03-02T08:00:00Z,reward,daily_log_in,5,points",
            "B,2026-03-03T08:00:00Z,reward,video,10,points",
        ])
        let rows = try values("rewards", db)
        #expect(rows["points_per_person||mean"] == "20.0")
        #expect(rows["activity_points|daily_log_in|"] == "10")
        #expect(rows["activity_points|survey|"] == "20")
        #expect(rows["redemptions|25 points|"] == "1")
        #expect(rows["points_redeemed|25 points|"] == "25")
    }

    /// A generic CSV of doses and task outcomes, and the programme they followed.
    func programmeDatabase() throws -> String {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let file = scratch.appendingPathComponent("export.csv")
        try """
            user_id,timestamp,kind,name,value,unit,due
            A,2026-03-01T08:05:00,dose,metformin,500,mg,
            A,2026-03-01T18:10:00,dose,metformin,500,mg,
            A,2026-03-02T08:00:00,dose,metformin,500,mg,
            A,2026-03-03T08:00:00,dose,metformin,500,mg,
            A,2026-03-03T18:00:00,dose,metformin,500,mg,
            A,2026-03-01T16:20:00,task,walk,,done,2026-03-01T16:00:00
            A,2026-03-02T16:05:00,task,walk,30,snoozed,2026-03-02T16:00:00
            A,2026-03-02T16:50:00,task,walk,,done,2026-03-02T16:00:00
            A,2026-03-01T10:00:00,task,stretching,,done,
            """.write(to: file, atomically: true, encoding: .utf8)
        let db = scratch.appendingPathComponent("study.sqlite").path
        let imported = try CarelabProcess.run(["import", "csv", file.path, "--db", db, "--time-zone", "UTC", "--quiet"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let declared = try CarelabProcess.run(["programme", "docs/examples/programme.yaml", "--db", db])
        #expect(declared.status == 0, "\(declared.stderr)")
        #expect(declared.stderr.contains("declared 1 medication and 2 tasks"))
        return db
    }

    @Test func importedDosesAreJudgedAgainstADeclaredSchedule() throws {
        let db = try programmeDatabase()
        // Twice a day from 1 to 3 March: 6 doses due, 5 taken.
        #expect(try values("adherence", db)["doses_taken_observed|metformin|"] == "0.8333333333333334")
    }

    @Test func importedTaskOutcomesAreJudgedAgainstDeclaredTasks() throws {
        let db = try programmeDatabase()
        let rows = try values("tasks", db)
        // The walk, daily at 16:00: done on the 1st, snoozed and done on the 2nd, missed on
        // the 3rd; stretching, every other day at 10:00: done on the 1st, missed on the 3rd.
        #expect(rows["completion_rate|exercise|2026-03-01/2026-03-03"] == "0.6")
        #expect(rows["missed|exercise|2026-03-01/2026-03-03"] == "2")
    }

    @Test func withoutAProgrammeImportedDosesHaveNoScheduleToBeJudgedAgainst() throws {
        let db = try database(["A,2026-03-01T08:05:00Z,dose,metformin,500,mg"])
        let outcome = try CarelabProcess.run(["analyze", "adherence", "--db", db])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("the database has no scheduled medication"))
    }

    @Test func importedQuestionnaireTotalsAreAnalysedWithTheirSelfHarmFlag() throws {
        let db = try database([
            "A,2026-03-01T10:00:00Z,score,PHQ-9,12,points",
            "A,2026-03-01T10:00:00Z,score,PHQ-9 item 9,1,flag",
            "A,2026-03-29T10:00:00Z,score,PHQ-9,7,",
            "B,2026-03-05T10:00:00Z,score,PHQ-9,3,points",
            "B,2026-03-05T10:00:00Z,score,energy,3,bearable_1_5",
        ])
        let rows = try values("questionnaires", db)
        #expect(rows["people|PHQ-9|"] == "2")
        #expect(rows["responses|PHQ-9|"] == "3")
        #expect(rows["item9_flagged_share|PHQ-9|"] == "0.3333333333333333")
    }

    @Test func aQuestionnaireTotalOutsideItsRangeIsRefusedAtItsLine() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let file = scratch.appendingPathComponent("export.csv")
        try "user_id,timestamp,kind,name,value,unit\nA,2026-03-01T10:00:00Z,score,GAD-7,22,points\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let db = scratch.appendingPathComponent("study.sqlite").path
        let outcome = try CarelabProcess.run(["import", "csv", file.path, "--db", db, "--quiet"])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.contains("export.csv:2:5: field 'value': '22' is not a GAD-7 total"))
    }

    @Test func daylioMoodsAreAnalysedOnDaylioScale() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let db = scratch.appendingPathComponent("daylio.sqlite").path
        let imported = try CarelabProcess.run(["import", "daylio", "Examples/daylio/daylio_export.csv", "--db", db,
                                               "--user", "me", "--quiet"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let outcome = try CarelabProcess.run(["analyze", "mood", "--db", db, "--min-cell", "1"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("moods on the apps' own scales: daylio_1_5 (54 answers)"))
        let table = try CSVInput.parse(outcome.stdout, name: "stdout").table
        let shares = table.filter { $0[0] == "scale_share" }
        #expect(shares.map { $0[1] }.contains("daylio_1_5 = 4.0 (good)"))
        let total = shares.compactMap { Double($0[4]) }.reduce(0, +)
        #expect(abs(total - 1) < 1e-12)
        #expect(table.contains { $0[0] == "scale_mean" && $0[1] == "daylio_1_5" && $0[3] == "2026-03" })
    }

    @Test(arguments: [
        ("tasks", "the database has no task outcomes to judge"), ("questionnaires", "the database has no questionnaire responses"),
        ("mood", "the database has no moods"), ("helplines", "the database has no helpline messages"),
    ])
    func anAnalysisWithNothingToReadSaysSoAndExits1WithNoTable(name: String, message: String) throws {
        let db = try database(["A,2026-03-01T08:00:00Z,symptom,headache,2,severity"])
        let output = scratch.appendingPathComponent("\(name).csv").path
        let outcome = try CarelabProcess.run(["analyze", name, "--db", db, "-o", output])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
