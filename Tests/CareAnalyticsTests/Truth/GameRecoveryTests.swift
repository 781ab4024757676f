import CareModel
import CareReports
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 003 stories 23 and 24: learning-game scores from scenario to `analyze truth`.
@Suite struct GameRecoveryTests {
    static let plain = """
        format: 1
        name: games
        seed: 23
        people: 200
        days: 60
        start_date: 2026-03-02
        time_zones: [America/New_York]
        segments:
          - {name: keen, share: 0.5, traits: {logging: 0.9, dropout_hazard: 0.002}}
          - {name: casual, share: 0.5, traits: {logging: 0.6, dropout_hazard: 0.004}}
        symptoms:
          - {name: pain, baseline_mean: 0.2, baseline_sd: 0.5, daily_sd: 0.6}
        factors:
          - {name: exercise, unit: minutes, mean: 20, between_sd: 10, within_sd: 10}
        tasks:
          - {name: morning pills, label: medication, schedule: {repeat: daily, times: ["08:00"]}, completion: {beta: [8, 2]}}
        activities: {learning_game: 0.4}
        notifications: {seen_chance: 0.7, median_minutes_to_seen: 25, caregiver_opt_in: {misses: 0.4, completions: 0.2}}
        """

    static let games = "games: {names: [memory match, word quiz, number line], mean_score: {keen: 62, casual: 45}, "
        + "practice_per_10_games: 3, sd: 12}"

    /// With 200 people and about 3,500 games, the planted mean first score (the segments'
    /// means weighted by their people) and the practice effect lie in the estimates' 95 %
    /// intervals (a fixed seed), and the scores sent follow the caregivers' opt-ins.
    @Test("Seed 003 story 23: the planted mean first score and practice effect are recovered")
    func plantedGameParametersAreRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.plain + "\n" + Self.games)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        let planted = try #require(truth.games)
        #expect(planted.meanScore == ["keen": 62, "casual": 45] && planted.practicePerTenGames == 3)
        #expect(planted.meanFirstScore > 45 && planted.meanFirstScore < 62)
        let rows = GameAnalysis.truthRows(truth, try GameAnalysis.run(on: run.database))
        #expect(rows.map(\.parameter) == ["mean_first_score", "practice_per_10_games"])
        for row in rows {
            #expect(row.recovered == true, "\(row.parameter): planted \(row.planted), \(String(describing: row.interval))")
            let width = try #require(row.interval.map { $0.upper - $0.lower })
            #expect(width < 6, "\(row.parameter): an interval too wide to test anything, \(width)")
        }
        let report = try GameAnalysis().run(on: run.database)
        let overall = try #require(report.overall)
        #expect(overall.plays > 2000, "\(overall.plays)")
        #expect(Set(report.cells.map(\.item)) == ["", "memory match", "word quiz", "number line"])
        // Scores go to the caregivers who opted in: some, not all.
        #expect(report.sent > 0 && report.sent < overall.plays)
        let rate = try #require(report.sentPerPersonWeek)
        #expect(abs(rate.estimate - Double(report.sent) / report.personWeeks) < 1e-9)
    }

    /// The games' draws come from a stream of their own: everything else a person logs is
    /// as it was without them, but the games' scores (and so each game reward's score
    /// bonus, which uses the same score); a run without them stores and plants no games.
    @Test("Seed 003 story 23: adding games changes nothing else the scenario simulates, and the reward uses the game's score")
    func addingGamesChangesNothingElse() throws {
        let small = Self.plain.replacingOccurrences(of: "people: 200", with: "people: 30")
        let with = try SimulatedDatabase(yaml: small + "\n" + Self.games)
        let without = try SimulatedDatabase(yaml: small)
        defer { with.remove(); without.remove() }
        var a: [PersonRecord] = [], b: [PersonRecord] = []
        var games = 0
        try with.database.forEachPerson { record in
            var log = record
            games += log.gamePlays.count
            let plays = Dictionary(log.gamePlays.map { ($0.playedAt, $0) }, uniquingKeysWith: { first, _ in first })
            for entry in log.rewards where entry.activity == .learningGame {
                let play = try #require(plays[entry.instant])
                let event = RewardEvent(id: try #require(entry.eventID), activity: .learningGame, instant: entry.instant, gameScore: play.score)
                #expect(entry.points == RewardRule.version1.points(for: event))
            }
            #expect(log.rewards.count { $0.activity == .learningGame } == log.gamePlays.count)
            log.gamePlays = []
            log.rewards = Self.withoutGamePoints(log.rewards)
            a.append(log)
        }
        try without.database.forEachPerson { record in
            var log = record
            #expect(log.gamePlays.isEmpty)
            log.rewards = Self.withoutGamePoints(log.rewards)
            b.append(log)
        }
        #expect(games > 0)
        #expect(a == b)
        #expect(try GroundTruth.load(contentsOf: without.truthPath).games == nil)
        #expect(try GameAnalysis().run(on: without.database).overall == nil)
    }

    /// The rewards with each learning game's points set to 0: the game rewards stay, at
    /// their instants, but their score bonus is left out of the comparison.
    static func withoutGamePoints(_ rewards: [RewardLedgerEntry]) -> [RewardLedgerEntry] {
        rewards.map { entry in
            var entry = entry
            if entry.activity == .learningGame { entry.points = 0 }
            return entry
        }
    }
}
