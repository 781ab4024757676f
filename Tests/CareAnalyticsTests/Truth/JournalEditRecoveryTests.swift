import CareModel
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 002, entries 40-44: journal entries edited and deleted, from scenario to `analyze
/// truth` (kind `journal`).
@Suite struct JournalEditRecoveryTests {
    static let plain = CardRecoveryTests.plain
    static let edits = "activities: {journal_entry: 0.5, journal_edits: {edit_share: 0.25, edit_delay_hours: 12, delete_share: 0.1}}"

    /// The planted shares and mean delay lie in their 95 % intervals (a fixed seed); deleted
    /// entries are left out of the keyword counts.
    @Test("Seed 002 entries 40-44: the planted shares of journal entries edited and deleted are recovered")
    func plantedSharesAreRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.plain.replacingOccurrences(of: "activities: {journal_entry: 0.5}", with: Self.edits))
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        #expect(truth.journal == GroundTruth.JournalTruth(editShare: 0.25, editDelayHours: 12, deleteShare: 0.1))
        let comparison = try TruthAnalysis().run(on: run.database, truth: truth)
        #expect(comparison.journal.map(\.parameter) == ["edit_share", "delete_share", "edit_delay_hours"])
        for row in comparison.journal {
            #expect(row.recovered == true, "\(row.parameter): planted \(row.planted), \(String(describing: row.estimate)) \(String(describing: row.interval))")
            #expect(row.people > 100, "\(row.parameter): \(row.people)")
        }
        let report = try CardsAnalysis().run(on: run.database)
        let edits = try #require(report.journalEdits)
        let keywords = report.keywordWeeks.reduce(0) { $0 + $1.keywords.values.reduce(0, +) }
        #expect(edits.deleted > 0)
        #expect(keywords == edits.entries - edits.deleted, "\(keywords) keywords, \(edits.entries) entries, \(edits.deleted) deleted")
    }

    /// The edits come from a stream of their own: everything else a person logs is as it
    /// was without them, and a run without them plants nothing in truth.json.
    @Test("Seed 002 entries 40-44: adding journal edits changes nothing else the scenario simulates")
    func addingEditsChangesNothingElse() throws {
        let small = Self.plain.replacingOccurrences(of: "people: 300", with: "people: 30")
        let with = try SimulatedDatabase(yaml: small.replacingOccurrences(of: "activities: {journal_entry: 0.5}", with: Self.edits))
        let without = try SimulatedDatabase(yaml: small)
        defer { with.remove(); without.remove() }
        var a: [PersonRecord] = [], b: [PersonRecord] = []
        var edited = 0
        try with.database.forEachPerson { record in
            var log = record
            edited += log.journalKeywords.count { $0.editedAt != nil || $0.deletedAt != nil }
            log.journalKeywords = log.journalKeywords.map { JournalKeyword(keyword: $0.keyword, at: $0.at) }
            a.append(log)
        }
        try without.database.forEachPerson { b.append($0) }
        #expect(edited > 20)
        #expect(a == b)
        #expect(try GroundTruth.load(contentsOf: without.truthPath).journal == nil)
    }
}
