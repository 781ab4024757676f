import CareModel
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 004 DR8 (log-ins per day): `analyze truth` recovers the planted sessions per day.
@Suite struct SessionsRecoveryTests {
    static let yaml = """
        format: 1
        name: sessions
        seed: 12
        people: 150
        days: 30
        start_date: 2026-03-23
        time_zones: [Europe/Berlin, America/Chicago]
        segments:
          - {name: all, share: 1, traits: {logging: {beta: [4, 2]}, dropout_hazard: 0.01}}
        symptoms:
          - {name: low mood, baseline_mean: 0.2, daily_sd: 0.8}
        factors:
          - {name: sleep, unit: hours, mean: 7, within_sd: 1}
        activities: {chat_post: 0.2, sessions_per_day: 1.8}
        """

    @Test("Seed 004 DR8: the planted sessions per day are recovered from the log-ins per day with a log-in")
    func recovered() throws {
        let run = try SimulatedDatabase(yaml: Self.yaml)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        #expect(truth.sessionsPerDay == 1.8)
        let comparison = try TruthAnalysis().run(on: run.database, truth: truth)
        let sessions = try #require(comparison.sessions.first)
        let interval = try #require(sessions.interval)
        #expect(sessions.recovered == true, "\(sessions.estimate ?? .nan) \(interval)")
        #expect(interval.upper - interval.lower < 0.2)
        let weeks = try SectionAnalysis().run(on: run.database).logins.filter { $0.group == "all" && $0.week != nil }
        #expect(weeks.count >= 4 && weeks.allSatisfy { ($0.perLoginDay?.estimate ?? 0) > 1.5 })
    }
}
