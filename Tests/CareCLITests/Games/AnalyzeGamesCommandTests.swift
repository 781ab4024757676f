@testable import CareCLI
import Foundation
import Testing

/// `carelab analyze games` and the run report's section end to end on a small simulated
/// run (seed 003, stories 23 and 24): 60 patients for 30 days with two games and two arms.
@Suite struct AnalyzeGamesCommandTests {
    static let yaml = """
        format: 1
        name: games
        seed: 24
        people: 60
        days: 30
        start_date: 2026-05-04
        time_zones: [America/Chicago]
        segments:
          - {name: everyone, share: 1, traits: {logging: 0.8}}
        symptoms:
          - {name: pain, baseline_mean: 0.2, baseline_sd: 0.5, daily_sd: 0.7}
        factors:
          - {name: exercise, unit: minutes, mean: 20, between_sd: 10, within_sd: 10}
        tasks:
          - {name: morning pills, label: medication, schedule: {repeat: daily, times: ["08:00"]}, completion: {beta: [8, 2]}}
        arms:
          - {name: control, share: 0.5}
          - {name: coached, share: 0.5}
        activities: {learning_game: 0.5}
        notifications: {seen_chance: 0.6, median_minutes_to_seen: 30, caregiver_opt_in: {misses: 0.5}}
        games: {names: [memory match, word quiz], mean_score: 50, practice_per_10_games: 2}
        """

    /// The simulated run's folder, made on first use.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-games-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scenario = folder.appendingPathComponent("games.yaml")
        try! yaml.write(to: scenario, atomically: true, encoding: .utf8)
        let outcome = try! CarelabProcess.run(["simulate", scenario.path, "--out", folder.appendingPathComponent("run").path])
        precondition(outcome.status == 0, outcome.stderr)
        return folder.appendingPathComponent("run")
    }()

    static func rows(_ extra: [String] = []) throws -> (status: Int32, header: String?, rows: [[Substring]]) {
        let outcome = try CarelabProcess.run(["analyze", "games", "--db",
                                              folder.appendingPathComponent("carelab.sqlite").path] + extra)
        let lines = outcome.stdout.split(whereSeparator: \.isNewline).map(String.init)
        return (outcome.status, lines.first,
                lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) })
    }

    @Test("Seed 003 story 23: the long table has the mean score of every game and arm, each inside its interval and 0-100")
    func theLongTableHasEveryMeasure() throws {
        let (status, header, rows) = try Self.rows()
        #expect(status == 0)
        #expect(header == "measure,item,group,period,value,ci_lower,ci_upper,people,suppressed")
        #expect(rows.prefix(4).map { String($0[0]) }
                == ["first_score", "practice_per_10_games", "sent_to_caregiver", "sent_to_caregiver_per_person_week"])
        let cells = Set(rows.filter { $0[0] == "mean_score" }.map { "\($0[1])|\($0[2])" })
        #expect(cells == ["|all", "memory match|all", "word quiz|all", "|control", "memory match|control", "word quiz|control",
                          "|coached", "memory match|coached", "word quiz|coached"])
        for row in rows where row[0] == "mean_score" {
            let value = try #require(Double(row[4]))
            #expect((0...100).contains(value) && Double(row[5])! <= value && value <= Double(row[6])!, "\(row)")
        }
        let sent = try #require(rows.first { $0[0] == "sent_to_caregiver" }.flatMap { Int($0[4]) })
        let plays = try #require(rows.first { $0[0] == "plays" && $0[1].isEmpty && $0[2] == "all" }.flatMap { Int($0[4]) })
        #expect(sent > 0 && sent < plays)
    }

    @Test("Seed 003 story 23: with fewer people than the minimum cell, every figure is suppressed")
    func fewerPeopleThanTheMinimumCellSuppressEveryFigure() throws {
        let (status, _, rows) = try Self.rows(["--min-cell", "1000"])
        #expect(status == 0)
        #expect(!rows.isEmpty && rows.allSatisfy { $0.last == "true" && $0[4].isEmpty && $0[7].isEmpty })
    }

    @Test("Seed 003 story 23: the run report has a learning-games section in Markdown and HTML")
    func theRunReportHasAGamesSection() throws {
        let markdown = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(markdown.contains("## Learning games\n"))
        #expect(markdown.contains("| memory match | all | "))
        #expect(markdown.contains("points per ten games"))
        let html = try String(contentsOf: Self.folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("id=\"games\""))
        #expect(html.contains("Mean learning-game score"))
    }
}
