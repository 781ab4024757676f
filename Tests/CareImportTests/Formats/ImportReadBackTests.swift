import CareModel
import CareStore
import Foundation
import Testing
@testable import CareImport

/// Issue 14, from the import side: whatever the generic CSV accepts is read back as exactly
/// what was stored. A person's record read from an imported database and written again by
/// CareLab's own writer gives the same rows, so no decoder reads an imported row into an
/// entry that means something else (a login it does not count, a mood with another
/// valence); and the kinds the domain has a type for land in that type.
@Suite struct ImportReadBackTests {
    let harness: ImportHarness

    init() throws { harness = try ImportHarness() }

    static let csv = """
        user_id,timestamp,kind,name,value,unit,relieving
        u1,2026-03-01T08:00:00Z,usage,login,,,
        u1,2026-03-01T08:00:00Z,usage,mood_survey,,,
        u1,2026-03-01T09:00:00Z,symptom,headache,0,,
        u1,2026-03-01T09:00:00Z,symptom,nausea,3,severity,rest; water
        u1,2026-03-01T10:00:00Z,factor,caffeine,120,mg,
        u1,2026-03-01T10:00:00Z,factor,stress,a lot,level,
        u1,2026-03-01T11:00:00Z,dose,metformin,500,mg,
        u1,2026-03-01T12:00:00Z,refill,metformin,30,,
        u1,2026-03-01T13:00:00Z,measurement,heart_rate,64,bpm,
        u1,2026-03-01T13:00:00Z,measurement,weight,71.5,kg,
        u1,2026-03-01T14:00:00Z,mood,happy,0.1,valence,
        u1,2026-03-01T14:00:00Z,mood,rad,5,daylio,
        u1,2026-03-01T15:00:00Z,score,HBI,4,,
        u1,2026-03-01T16:00:00Z,weather,temperature,21.5,C,
        u1,2026-03-01T17:00:00Z,activity,walk,,,
        u1,2026-03-01T17:00:00Z,tag,period,2,,
        u1,2026-03-01T18:00:00Z,food,coffee,1,cups,
        u1,2026-03-01T19:00:00Z,reward,daily_log_in,5,points,
        u1,2026-03-01T19:30:00Z,redemption,gift card,5,,
        u1,2026-03-01T19:45:00Z,score,PHQ-9,11,points,
        u1,2026-03-01T19:45:00Z,score,PHQ-9 item 9,1,flag,
        u1,2026-03-01T20:00:00Z,journal,calm,0.5,valence,
        u1,2026-03-02,symptom,headache,2,,

        """

    @Test func everyAcceptedRowReadsBackAsStored() throws {
        let file = harness.folder.appendingPathComponent("generic.csv")
        try Self.csv.write(to: file, atomically: true, encoding: .utf8)
        var rejected: [RowProblem] = []
        let imported = try CareDatabase.openOrCreate(at: harness.databasePath)
        _ = try Importer(format: .csv, options: ImportOptions(skipInvalid: true)).run(
            file: file.path, into: imported, carelabVersion: "test", importedAtUnix: 1_800_000_000,
            rejected: { problem throws(ImportError) in rejected.append(problem) })
        #expect(rejected.isEmpty, "\(rejected.map(\.reason))")

        var records: [PersonRecord] = []
        try imported.forEachPerson { records.append($0) }
        let record = try #require(records.first)
        #expect(Set(record.usageEvents.map(\.kind)) == [.login, .moodSurvey])
        #expect(record.symptomEntries.map(\.severity.rawValue) == [0, 3, 2])
        #expect(record.factorEntries.count == 2 && record.doseLogs.count == 1 && record.dispensings.count == 1)
        #expect(record.rewards.map(\.points) == [5] && record.rewards[0].eventID == nil && record.rewards[0].ruleVersion == nil)
        #expect(record.redemptions.map(\.points) == [5] && record.redemptions[0].id == nil)
        #expect(record.questionnaires.map(\.score.total) == [11] && record.questionnaires[0].score.selfHarmItemPositive)

        let rewritten = try CareDatabase.create(at: harness.folder.appendingPathComponent("rewritten.sqlite").path)
        try rewritten.append(records)
        let stored = try Self.rows(of: imported), written = try Self.rows(of: rewritten)
        #expect(written == stored, """
            stored only: \(stored.filter { !written.contains($0) })
            written only: \(written.filter { !stored.contains($0) })
            """)
    }

    /// Every importer's fixture reads back as stored, travellers and Apple Health's paired
    /// readings included.
    @Test(arguments: [
        (ImportFormat.csv, "generic.csv"), (.csv, "generic-travel.csv"), (.csv, "generic-factors.csv"),
        (.csv, "generic-levels.csv"), (.flaredown, "flaredown.csv"), (.appleHealth, "export.xml"),
        (.appleHealth, "export-activity.xml"),
        (.daylio, "daylio.csv"), (.daylio, "daylio-old.csv"), (.bearable, "bearable.csv"),
    ])
    func everyImportersFixtureReadsBackAsStored(format: ImportFormat, fixture: String) throws {
        let options = ImportOptions(skipInvalid: true, timeZone: TimeZone(identifier: "Europe/London"),
                                    user: format.holdsOnePerson ? "me" : nil)
        _ = try harness.run(format, fixture, options: options)
        let imported = try CareDatabase.open(at: harness.databasePath)
        var records: [PersonRecord] = []
        try imported.forEachPerson { records.append($0) }
        let rewritten = try CareDatabase.create(at: harness.folder.appendingPathComponent("rewritten.sqlite").path)
        try rewritten.append(records)
        let stored = try Self.rows(of: imported), written = try Self.rows(of: rewritten)
        #expect(!stored.isEmpty)
        #expect(written == stored, """
            stored only: \(stored.filter { !written.contains($0) }.prefix(5))
            written only: \(written.filter { !stored.contains($0) }.prefix(5))
            """)
    }

    private static func rows(of database: CareDatabase) throws -> [StoredEventRow] {
        var rows: [StoredEventRow] = []
        try database.forEachEvent(EventSelection()) { rows.append($0) }
        return rows
    }
}
