import CareModel
import CareStore
import Foundation
import Testing
@testable import CareImport

/// Seed 002's wellbeing kit through the generic CSV: the journal's password lock (entries
/// 50-56) arrives as `journal_lock` rows, name the event and no value or unit, and is read
/// back as the record's lock events, an unknown event or a row with a value refused with its
/// line; `helpful_resource` rows (entries 64-74) are refused.
@Suite struct WellbeingKitImportTests {
    let harness: ImportHarness

    init() throws { harness = try ImportHarness() }

    @Test("Seed 002 Req 50-56: journal_lock rows are imported as the lock's events; others are refused at their line")
    func lockEventsAreReadBack() throws {
        let problems = try harness.importGenericCSV([
            "P1,2026-03-02T09:00:00Z,journal_lock,enabled,,",
            "P1,2026-03-03T09:00:00Z,journal_lock,unlock_failed,,",
            "P1,2026-03-03T09:00:05Z,journal_lock,unlocked,,",
            "P1,2026-03-04T09:00:00Z,journal_lock,forgot,,",
            "P1,2026-03-04T09:00:00Z,journal_lock,disabled,1,",
        ])
        #expect(problems.map(\.location.line) == [5, 6])
        #expect(problems.first?.reason.contains("not a journal-lock event") == true, "\(problems)")
        var records: [PersonRecord] = []
        try CareDatabase.open(at: harness.databasePath).forEachPerson(kinds: [.journalLock]) { records.append($0) }
        let events = try #require(records.first).journalLockEvents
        #expect(events.map(\.kind) == [.enabled, .unlockFailed, .unlocked])
        #expect(events.map(\.at.timeIntervalSince1970) == [1_772_442_000, 1_772_528_400, 1_772_528_405])
    }

    @Test("Seed 002 Req 64-74: helpful_resource rows are refused by the generic CSV, which cannot carry a reorder's destination")
    func helpfulResourcesAreRefused() throws {
        let problems = try harness.importGenericCSV(["P1,2026-03-02T09:00:00Z,helpful_resource,add,1,phone_number"])
        #expect(problems.map(\.location.line) == [2])
        #expect(problems.first?.reason.contains("helpful_resource rows") == true, "\(problems)")
    }
}
