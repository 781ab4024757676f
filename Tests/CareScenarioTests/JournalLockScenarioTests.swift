import CareModel
import Testing
@testable import CareScenario

/// Seed 002, entries 50-56 (the journal's password lock): `activities.journal_lock`, read and
/// checked at its place.
@Suite struct JournalLockScenarioTests {
    /// `ScenarioLoaderTests.valid` (25 lines) with the activities on lines 26-28.
    static let lock = """
        activities:
          journal_entry: 0.5
          journal_lock: {enable_share: 0.3, mismatch_chance: 0.1, wrong_entry_chance: 0.08, disable_chance: 0.02}
        """

    func parse(_ text: String) throws(ScenarioError) -> Scenario {
        try ScenarioLoader.parse(ScenarioLoaderTests.valid + "\n" + text, file: "s.yaml")
    }

    func error(_ text: String) -> ScenarioError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("Seed 002 Req 50-56: the journal lock's share and chances are read; without it there is none")
    func theLockIsRead() throws {
        let model = try #require(try parse(Self.lock).activities.journalLock)
        #expect(model == JournalLockModel(enableShare: 0.3, mismatchChance: 0.1, wrongEntryChance: 0.08, disableChance: 0.02))
        let bare = try #require(try parse("activities: {journal_lock: {enable_share: 0.4}}").activities.journalLock)
        #expect(bare == JournalLockModel(enableShare: 0.4, mismatchChance: 0, wrongEntryChance: 0, disableChance: 0))
        #expect(try ScenarioLoader.parse(ScenarioLoaderTests.valid, file: "s.yaml").activities.journalLock == nil)
    }

    @Test("Seed 002 Req 50-56: a share above 1, a retried chance above 0.9, a missing share or a misspelt key is refused at its place")
    func badLocksAreRefused() throws {
        let share = try #require(error(Self.lock.replacingOccurrences(of: "enable_share: 0.3", with: "enable_share: 1.3")))
        #expect(share.description.hasPrefix("s.yaml:28:") && share.description.contains("probability"), "\(share)")
        let wrong = try #require(error(Self.lock.replacingOccurrences(of: "wrong_entry_chance: 0.08", with: "wrong_entry_chance: 0.95")))
        #expect(wrong.description.hasPrefix("s.yaml:28:") && wrong.description.contains("0 to 0.9"), "\(wrong)")
        let missing = try #require(error(Self.lock.replacingOccurrences(of: "enable_share: 0.3, ", with: "")))
        #expect(missing.description.hasPrefix("s.yaml:28:") && missing.description.contains("enable_share"), "\(missing)")
        let misspelt = try #require(error(Self.lock.replacingOccurrences(of: "disable_chance", with: "disable_chanse")))
        #expect(misspelt.description.hasPrefix("s.yaml:28:"), "\(misspelt)")
        #expect(misspelt.description.contains("did you mean 'disable_chance'?"), "\(misspelt)")
    }

    @Test("Seed 002 Req 50-56: a scenario without the lock keeps its fingerprint")
    func fingerprintWithoutTheLockIsUnchanged() throws {
        let plain = try parse("activities: {journal_entry: 0.5}")
        var with = plain
        with.activities.journalLock = JournalLockModel(enableShare: 0.3, mismatchChance: 0, wrongEntryChance: 0, disableChance: 0)
        #expect(!plain.canonicalText.contains("journalLock"))
        #expect(with.canonicalText != plain.canonicalText)
    }
}
