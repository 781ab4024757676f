@testable import CareCLI
import Foundation
import Testing

/// `carelab analyze goals`, `analyze truth` kind `goal` and the run report's goals section
/// end to end on a small simulated run (seed 000 Req 16): 60 people in two arms for 28 days.
@Suite struct AnalyzeGoalsCommandTests {
    static let yaml = """
        format: 1
        name: goals
        seed: 16
        people: 60
        days: 28
        start_date: 2026-05-04
        time_zones: [America/Chicago]
        arms:
          - {name: control, share: 0.5}
          - {name: coached, share: 0.5}
        symptoms:
          - {name: cravings, baseline_mean: 0.3, baseline_sd: 0.5, daily_sd: 0.8}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1}
        goals:
          - {kind: steps, target: 8000, repeat: daily, share: 0.8, check_off_share: 0.2, attainment: {beta: [6, 4]}}
          - {kind: exercise, target: 150, repeat: weekly, share: 0.1, attainment: 0.5}
        """

    /// The simulated run's folder, made on first use.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-goals-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scenario = folder.appendingPathComponent("goals.yaml")
        try! yaml.write(to: scenario, atomically: true, encoding: .utf8)
        let outcome = try! CarelabProcess.run(["simulate", scenario.path, "--out", folder.appendingPathComponent("run").path])
        precondition(outcome.status == 0, outcome.stderr)
        return folder.appendingPathComponent("run")
    }()

    static func rows(_ arguments: [String]) throws -> [[Substring]] {
        let outcome = try CarelabProcess.run(arguments)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdout.split(whereSeparator: \.isNewline)
        return lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
    }

    /// The step goal has every measure, for all and each arm; the exercise goal, set by
    /// about 6 people, is suppressed.
    @Test("Seed 000 Req 16: the long table has every measure per goal kind and period, by arm")
    func longTableHasEveryMeasure() throws {
        let rows = try Self.rows(["analyze", "goals", "--db", Self.folder.appendingPathComponent("carelab.sqlite").path])
        let steps = rows.filter { $0[1] == "steps daily" }
        #expect(steps.map { "\($0[0]) \($0[2]) \($0[3])" } == [
            "people_with_goal all ", "periods all ", "attainment_share all ", "attainment_share coached ",
            "attainment_share control ", "attainment_share_by_person all ", "checked_off_share all ",
            "person_share_met all mean", "person_share_met all median", "person_share_met all q1", "person_share_met all q3",
        ])
        #expect(steps.allSatisfy { $0.last == "false" && !$0[4].isEmpty })
        let exercise = rows.filter { $0[1] == "exercise weekly" }
        #expect(!exercise.isEmpty && exercise.allSatisfy { $0.last == "true" && $0[4].isEmpty })
    }

    @Test("Seed 000 Req 16: analyze truth reports kind goal with its planted value and interval")
    func truthHasGoalRows() throws {
        let rows = try Self.rows(["analyze", "truth", "--db", Self.folder.appendingPathComponent("carelab.sqlite").path])
        let goals = rows.filter { $0[0] == "goal" }
        #expect(goals.map { "\($0[4]) \($0[6]) \($0[7])" } == ["steps attainment 0.6", "exercise attainment 0.5"])
        let steps = try #require(goals.first)
        #expect(!steps[9].isEmpty && !steps[11].isEmpty && !steps[12].isEmpty && ["true", "false"].contains(steps[14]))
    }

    @Test("Seed 000 Req 16: the run report has a goals section, small cells suppressed")
    func runReportHasAGoalsSection() throws {
        let markdown = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(markdown.contains("## Goals\n"))
        #expect(markdown.contains("| steps daily | all | 8000 steps | "))
        #expect(markdown.contains("| exercise weekly | all |  | fewer than "))
        let html = try String(contentsOf: Self.folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("id=\"goals\""))
        #expect(html.contains("Goals: share of periods met"))
    }
}
