@testable import CareCLI
import Foundation
import Testing

/// `carelab analyze notifications` and the run report's section end to end on a small
/// simulated run (seed 003, stories 1 and 6-8): 60 patients for 30 days with two task
/// labels and two arms.
@Suite struct AnalyzeNotificationsCommandTests {
    static let yaml = """
        format: 1
        name: notifications
        seed: 9
        people: 60
        days: 30
        start_date: 2026-05-04
        time_zones: [America/Chicago]
        segments:
          - {name: everyone, share: 1, traits: {logging: 0.7, snooze: 0.3}}
        symptoms:
          - {name: pain, baseline_mean: 0.2, baseline_sd: 0.5, daily_sd: 0.7}
        factors:
          - {name: exercise, unit: minutes, mean: 20, between_sd: 10, within_sd: 10}
        tasks:
          - {name: morning pills, label: medication, schedule: {repeat: daily, times: ["08:00"]}, completion: {beta: [8, 2]}}
          - {name: walk, label: exercise, schedule: {repeat: daily, times: ["16:00"]}, completion: {beta: [4, 4]}}
        arms:
          - {name: control, share: 0.5}
          - {name: coached, share: 0.5}
        notifications: {seen_chance: 0.6, median_minutes_to_seen: 30}
        """

    /// The simulated run's folder, made on first use.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-notifications-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scenario = folder.appendingPathComponent("notifications.yaml")
        try! yaml.write(to: scenario, atomically: true, encoding: .utf8)
        let outcome = try! CarelabProcess.run(["simulate", scenario.path, "--out", folder.appendingPathComponent("run").path])
        precondition(outcome.status == 0, outcome.stderr)
        return folder.appendingPathComponent("run")
    }()

    static func rows(_ extra: [String] = []) throws -> (status: Int32, header: String?, rows: [[Substring]]) {
        let outcome = try CarelabProcess.run(["analyze", "notifications", "--db",
                                              folder.appendingPathComponent("carelab.sqlite").path] + extra)
        let lines = outcome.stdout.split(whereSeparator: \.isNewline).map(String.init)
        return (outcome.status, lines.first,
                lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) })
    }

    @Test("Seed 003 story 6: the long table has every measure for every label and arm, each share between 0 and 1")
    func theLongTableHasEveryMeasure() throws {
        let (status, header, rows) = try Self.rows()
        #expect(status == 0)
        #expect(header == "measure,item,group,period,value,ci_lower,ci_upper,people,suppressed")
        #expect(rows.first.map { String($0[0]) } == "sent_per_person_week")
        let cells = Set(rows.dropFirst().map { "\($0[1])|\($0[2])" })
        #expect(cells == ["|all", "exercise|all", "medication|all", "|control", "exercise|control", "medication|control",
                          "|coached", "exercise|coached", "medication|coached"])
        let overall = rows.dropFirst().filter { $0[1].isEmpty && $0[2] == "all" }.map { "\($0[0]) \($0[3])" }
        #expect(overall == ["sent ", "seen_share ", "resolved_share ", "snoozed_share ", "left_share ",
                            "minutes_to_seen q1", "minutes_to_seen median", "minutes_to_seen q3"])
        for row in rows where row[0].hasSuffix("_share") {
            let value = try #require(Double(row[4]))
            #expect((0...1).contains(value) && Double(row[5])! <= value && value <= Double(row[6])!, "\(row)")
        }
        // Every notification is resolved or left by the study's end, but those of the last day's evening.
        let share = { (measure: String) in Double(rows.first { $0[0] == measure && $0[1].isEmpty && $0[2] == "all" }![4])! }
        #expect(share("resolved_share") + share("left_share") > 0.99)
    }

    @Test("Seed 003 story 6: with fewer people than the minimum cell, every figure is suppressed")
    func fewerPeopleThanTheMinimumCellSuppressEveryFigure() throws {
        let (status, _, rows) = try Self.rows(["--min-cell", "1000"])
        #expect(status == 0)
        #expect(!rows.isEmpty && rows.allSatisfy { $0.last == "true" && $0[4].isEmpty && $0[7].isEmpty })
    }

    @Test("Seed 003 story 6: the run report has a task-notification section in Markdown and HTML")
    func theRunReportHasANotificationSection() throws {
        let markdown = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(markdown.contains("## Task notifications\n"))
        #expect(markdown.contains("| medication | all | "))
        let html = try String(contentsOf: Self.folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("id=\"notifications\""))
        #expect(html.contains("Notifications seen on the alarm page"))
    }
}
