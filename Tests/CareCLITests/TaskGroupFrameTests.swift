@testable import CareCLI
import Foundation
import Testing

/// Seed 003, story 12 in a time frame: a task group's figures with no occurrence due in the
/// frame behind them have no row, rather than a row that reads as suppressed.
@Suite struct TaskGroupFrameTests {
    @Test func aFrameBeforeAGroupsEditHasItsBeforeRowOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-groups-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let simulated = try CarelabProcess.run(["simulate", "Scenarios/caregiver-tasks.yaml", "--out", folder.path,
                                                "--people", "40", "--no-report", "--quiet"])
        #expect(simulated.status == 0, "\(simulated.stderr)")
        let db = folder.appendingPathComponent("carelab.sqlite").path
        // The morning routine is edited from 2026-03-31; this week is before it.
        let outcome = try CarelabProcess.run(["analyze", "tasks", "--db", db, "--from", "2026-03-09", "--through", "2026-03-15"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let rows = try CSVInput.parse(outcome.stdout, name: "stdout").table.filter { $0[2].hasPrefix("task_group") }
        #expect(rows.map { $0[2] } == ["task_group_before"])
        #expect(rows.first?[8] == "false" && Int(rows.first?[7] ?? "") ?? 0 >= 11)

        let whole = try CarelabProcess.run(["analyze", "tasks", "--db", db])
        let groups = try CSVInput.parse(whole.stdout, name: "stdout").table.filter { $0[2].hasPrefix("task_group") }
        #expect(groups.map { $0[2] } == ["task_group_before", "task_group_after", "task_group_edit"])
    }
}
