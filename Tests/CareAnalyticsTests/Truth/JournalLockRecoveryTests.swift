import CareModel
import CareReports
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 002, entries 50-56: the journal's password lock, from scenario to `analyze truth`
/// (kind `journal_lock`).
@Suite struct JournalLockRecoveryTests {
    static let plain = CardRecoveryTests.plain
    static let lock = """
        activities:
          journal_entry: 0.5
          journal_edits: {edit_share: 0.2, delete_share: 0.05}
          journal_lock: {enable_share: 0.35, mismatch_chance: 0.2, wrong_entry_chance: 0.12, disable_chance: 0.03}
        """

    /// The planted share and chances lie in their 95 % intervals (a fixed seed); every
    /// person's events follow the lock's rules: enabled once at most, at the first opening,
    /// after its mismatches; unlocked only while enabled; nothing after a disable.
    @Test("Seed 002 Req 50-56: the planted journal-lock share and chances are recovered, events in the lock's order")
    func plantedLockIsRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.plain.replacingOccurrences(of: "activities: {journal_entry: 0.5}", with: Self.lock))
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        #expect(truth.journalLock == GroundTruth.JournalLockTruth(enableShare: 0.35, mismatchChance: 0.2,
                                                                  wrongEntryChance: 0.12, disableChance: 0.03))
        let rows = JournalLockAnalysis.truthRows(truth, try JournalLockAnalysis.run(on: run.database))
        #expect(rows.map(\.parameter) == ["enable_share", "mismatch_chance", "wrong_entry_chance", "disable_chance"])
        for row in rows {
            #expect(row.recovered == true, "\(row.parameter): planted \(row.planted), \(String(describing: row.estimate)) \(String(describing: row.interval))")
            #expect(row.people > 50, "\(row.parameter): \(row.people)")
        }
        try run.database.forEachPerson { log in
            let kinds = log.journalLockEvents.map(\.kind)
            guard let first = log.journalKeywords.map(\.at).min(), !kinds.isEmpty else { return }
            let enable = try #require(kinds.firstIndex(of: .enabled))
            #expect(kinds[..<enable].allSatisfy { $0 == .confirmMismatch } && kinds.count { $0 == .enabled } == 1)
            #expect(log.journalLockEvents[enable].at < first)
            if let disabled = kinds.firstIndex(of: .disabled) { #expect(disabled == kinds.count - 1) }
            #expect(!kinds[(enable + 1)...].contains(.confirmMismatch))
        }
        let report = try JournalLockAnalysis().run(on: run.database)
        let ratio = try #require(report.entryRateRatio)
        #expect(ratio.interval.lower < 1 && 1 < ratio.interval.upper, "no effect on entries is planted: \(ratio)")
    }

    /// The lock comes from a stream of its own: everything else a person logs is as it was
    /// without it, and a run without it plants nothing in truth.json.
    @Test("Seed 002 Req 50-56: adding the journal lock changes nothing else the scenario simulates")
    func addingTheLockChangesNothingElse() throws {
        let small = Self.plain.replacingOccurrences(of: "people: 300", with: "people: 30")
            .replacingOccurrences(of: "activities: {journal_entry: 0.5}", with: Self.lock)
        let with = try SimulatedDatabase(yaml: small)
        let without = try SimulatedDatabase(yaml: small.components(separatedBy: "\n").filter { !$0.contains("journal_lock") }
            .joined(separator: "\n"))
        defer { with.remove(); without.remove() }
        var a: [PersonRecord] = [], b: [PersonRecord] = []
        var events = 0
        try with.database.forEachPerson { record in
            var log = record
            events += log.journalLockEvents.count
            log.journalLockEvents = []
            a.append(log)
        }
        try without.database.forEachPerson { b.append($0) }
        #expect(events > 20, "\(events)")
        #expect(a == b)
        #expect(try GroundTruth.load(contentsOf: without.truthPath).journalLock == nil)
        #expect(try JournalLockAnalysis().run(on: without.database).enabledPeople == 0)
    }
}
