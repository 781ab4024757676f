@testable import CareCLI
import Foundation
import Testing

/// `carelab analyze forum` and the run report's forum section end to end on a small
/// simulated run (seed 004 DR3, DR8): 60 people for 30 days ask at the information desk.
@Suite struct AnalyzeForumCommandTests {
    static let yaml = """
        format: 1
        name: forum
        seed: 8
        people: 60
        days: 30
        start_date: 2026-05-04
        time_zones: [America/Chicago]
        symptoms:
          - {name: cravings, baseline_mean: 0.3, baseline_sd: 0.5, daily_sd: 0.8}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1}
        activities: {forum_question: 0.15}
        forum: {anonymous_share: 0.5, replies_per_question: 1, answer_chance: 0.9, answer_hours: {gamma: [2, 4]}}
        """

    /// The simulated run's folder, made on first use.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-forum-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scenario = folder.appendingPathComponent("forum.yaml")
        try! yaml.write(to: scenario, atomically: true, encoding: .utf8)
        let outcome = try! CarelabProcess.run(["simulate", scenario.path, "--out", folder.appendingPathComponent("run").path])
        precondition(outcome.status == 0, outcome.stderr)
        return folder.appendingPathComponent("run")
    }()

    @Test func seed004DR8TheLongTableHasEveryMeasure() throws {
        let outcome = try CarelabProcess.run(["analyze", "forum", "--db", Self.folder.appendingPathComponent("carelab.sqlite").path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdout.split(whereSeparator: \.isNewline).map(String.init)
        #expect(lines.first == "measure,item,group,period,value,ci_lower,ci_upper,people,suppressed")
        let measures = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(measures.map { "\($0[0]) \($0[3])" } == [
            "questions ", "questions_per_person_week ", "anonymous_share ", "answered_share ",
            "answered_by_end_of_follow_up ", "hours_to_first_answer q1", "hours_to_first_answer median",
            "hours_to_first_answer q3", "replies_per_question ",
        ])
        #expect(measures.allSatisfy { $0.last == "false" && !$0[4].isEmpty })
    }

    @Test func seed004DR8FewerAskersThanTheMinimumCellSuppressEveryFigure() throws {
        let outcome = try CarelabProcess.run(["analyze", "forum", "--db", Self.folder.appendingPathComponent("carelab.sqlite").path,
                                              "--min-cell", "1000"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let rows = outcome.stdout.split(whereSeparator: \.isNewline).dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(!rows.isEmpty && rows.allSatisfy { $0.last == "true" && $0[4].isEmpty && $0[7].isEmpty })
    }

    @Test func seed004DR8TheRunReportHasAForumSection() throws {
        let markdown = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(markdown.contains("## Information desk (forum)\n"))
        #expect(markdown.contains("| hours to the first answer, median | "))
        let html = try String(contentsOf: Self.folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("id=\"forum\""))
        #expect(html.contains("Share of questions without a professional answer"))
        #expect(html.contains("not yet answered (%)"))
    }
}
