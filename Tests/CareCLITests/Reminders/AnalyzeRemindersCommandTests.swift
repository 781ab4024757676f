@testable import CareCLI
import Foundation
import Testing

/// `carelab analyze reminders`, `analyze truth` kind `reminder` and the run report's
/// reminders section end to end on a small simulated run (seed 000 Req 15): 60 people in
/// two arms for 28 days.
@Suite struct AnalyzeRemindersCommandTests {
    static let yaml = """
        format: 1
        name: reminders
        seed: 15
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
          - {name: water, unit: ml, mean: 1500, between_sd: 300, within_sd: 300}
        reminders:
          - {name: drink, for: lifestyle_factor, target: water, schedule: {repeat: daily, times: ["09:00", "15:00"]}, share: 0.9, followed: {beta: [6, 4]}}
          - {name: pump, for: device_change, schedule: {repeat: weekly, weekdays: [mon], times: ["20:00"]}, share: 0.1, followed: 0.5}
        """

    /// The simulated run's folder, made on first use.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-reminders-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scenario = folder.appendingPathComponent("reminders.yaml")
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

    /// The water reminder has every measure for all, each part of the day it fires in and
    /// each arm; the pump reminder, set by about 6 people, is suppressed.
    @Test("Seed 000 Req 15: the long table has every measure per reminder and kind, by part of the day and arm")
    func longTableHasEveryMeasure() throws {
        let rows = try Self.rows(["analyze", "reminders", "--db", Self.folder.appendingPathComponent("carelab.sqlite").path])
        let drink = rows.filter { $0[1] == "drink" }
        #expect(Set(drink.map { "\($0[0]) \($0[2])" }) == Set(
            ["fired", "followed_share", "followed_by_rule_share"].flatMap { measure in
                ["all", "morning", "afternoon", "coached", "control"].map { "\(measure) \($0)" }
            } + ["followed_share_by_person all"]))
        #expect(drink.allSatisfy { $0.last == "false" && !$0[4].isEmpty })
        #expect(rows.contains { $0[1] == "kind:lifestyle_factor" && $0[0] == "followed_share" })
        let pump = rows.filter { $0[1] == "pump" }
        #expect(!pump.isEmpty && pump.allSatisfy { $0.last == "true" && $0[4].isEmpty })
    }

    @Test("Seed 000 Req 15: analyze truth reports kind reminder with its planted value and interval")
    func truthHasReminderRows() throws {
        let rows = try Self.rows(["analyze", "truth", "--db", Self.folder.appendingPathComponent("carelab.sqlite").path])
        let reminders = rows.filter { $0[0] == "reminder" }
        #expect(reminders.map { "\($0[4]) \($0[6]) \($0[7])" } == ["drink followed 0.6", "pump followed 0.5"])
        let drink = try #require(reminders.first)
        #expect(!drink[9].isEmpty && !drink[11].isEmpty && !drink[12].isEmpty && ["true", "false"].contains(drink[14]))
    }

    @Test("Seed 000 Req 15: the run report has a reminders section, small cells suppressed")
    func runReportHasARemindersSection() throws {
        let markdown = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(markdown.contains("## Reminders\n"))
        #expect(markdown.contains("| drink | lifestyle_factor | all | "))
        #expect(markdown.contains("| pump | device_change | all | fewer than "))
        let html = try String(contentsOf: Self.folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("id=\"reminders\""))
        #expect(html.contains("Reminders: share of firings followed"))
    }
}
