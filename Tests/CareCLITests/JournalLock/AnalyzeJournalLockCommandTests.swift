@testable import CareCLI
import Foundation
import Testing

/// `carelab analyze journal-lock` and the run report's journal-lock section end to end on a
/// small simulated run (seed 002, entries 50-56): 120 people for 35 days keep an emotion
/// journal, half of them behind its password lock.
@Suite struct AnalyzeJournalLockCommandTests {
    static let yaml = """
        format: 1
        name: journal-lock
        seed: 50
        people: 120
        days: 35
        start_date: 2026-09-07
        time_zones: [Australia/Sydney]
        symptoms:
          - {name: low mood, baseline_mean: 0.3, baseline_sd: 0.5, daily_sd: 0.8}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1}
        activities:
          journal_entry: 0.6
          journal_lock: {enable_share: 0.5, mismatch_chance: 0.2, wrong_entry_chance: 0.1, disable_chance: 0.03}
        """

    /// The simulated run's folder, made on first use.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-lock-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scenario = folder.appendingPathComponent("lock.yaml")
        try! yaml.write(to: scenario, atomically: true, encoding: .utf8)
        let outcome = try! CarelabProcess.run(["simulate", scenario.path, "--out", folder.appendingPathComponent("run").path])
        precondition(outcome.status == 0, outcome.stderr)
        return folder.appendingPathComponent("run")
    }()

    static var database: String { folder.appendingPathComponent("carelab.sqlite").path }

    @Test("Seed 002 Req 50-56: the long table has the enabled share, failed attempts, disables and entries by lock")
    func longTable() throws {
        let outcome = try CarelabProcess.run(["analyze", "journal-lock", "--db", Self.database])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdout.split(whereSeparator: \.isNewline).map(String.init)
        #expect(lines.first == "measure,item,group,period,value,ci_lower,ci_upper,people,suppressed")
        let rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.map { $0[0] + "/" + $0[2] } == [
            "enabled_share/all", "mismatch_per_confirmation/all", "failed_per_entry/all", "disables/all",
            "disables_per_unlock/all", "entries_per_use_day/locked", "entries_per_use_day/unlocked",
            "entry_rate_ratio_locked/all",
        ])
        let share = try #require(rows.first { $0[0] == "enabled_share" })
        let lower = try #require(Double(share[5])), upper = try #require(Double(share[6]))
        #expect(lower < 0.5 && 0.5 < upper, "\(share)")
    }

    @Test("Seed 002 Req 50-56: the run report has a journal-lock section and analyze truth a journal_lock kind")
    func reportAndTruth() throws {
        let markdown = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(markdown.contains("## Journal password lock\n"))
        #expect(markdown.contains("| journal users who enabled the lock | "))
        let html = try String(contentsOf: Self.folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("id=\"journal-lock\""))
        let truth = try CarelabProcess.run(["analyze", "truth", "--db", Self.database])
        #expect(truth.status == 0, "\(truth.stderr)")
        let lock = truth.stdout.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("journal_lock,") }
        #expect(lock.count == 4)
        #expect(lock.contains { $0.contains(",enable_share,0.5,0.5,") }, "\(lock)")
    }
}
