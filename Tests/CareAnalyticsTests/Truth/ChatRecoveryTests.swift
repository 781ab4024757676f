import CareModel
import CareReports
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 004 DR4.FR5.0-5.2, DR5.FR7.1: the cohort chat from scenario to `analyze truth`
/// (issue 18: the administrator's visibility window and replies while a message is visible).
@Suite struct ChatRecoveryTests {
    static let plain = """
        format: 1
        name: chat
        seed: 418
        people: 400
        days: 90
        start_date: 2026-03-02
        time_zones: [America/New_York, Europe/London]
        segments:
          - {name: everyone, share: 1, traits: {logging: 0.8, dropout_hazard: 0.003}}
        arms:
          - {name: short, share: 0.5}
          - {name: long, share: 0.5}
        symptoms:
          - {name: cravings, baseline_mean: 0.2, baseline_sd: 0.5, daily_sd: 0.6}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1}
        mood: {survey_probability: 0.5}
        activities: {chat_post: 0.3}
        """

    static let chat = """
        chat:
          window: {short: 2h, long: 24h}
          deleted_share: 0.05
          deleted_after_minutes: 30
          reply_median_minutes: 360
        """

    /// The planted reply median, the share replied within each window (1 − 2^(−120/360) and
    /// 1 − 2^(−4)) and the share deleted lie in their 95 % intervals (a fixed seed), and the
    /// longer window's share is the larger beyond doubt.
    @Test("Seed 004 DR4.FR5.2: the planted reply delay and the replied share of each window are recovered")
    func plantedEffectIsRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.plain + "\n" + Self.chat)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        let planted = try #require(truth.chat)
        #expect(planted.windows == ["short": "2h", "long": "24h"] && planted.moodPosts)
        #expect(planted.deletedShare == 0.05 && planted.deletionMedianMinutes == 30 && planted.replyMedianMinutes == 360)
        #expect(planted.repliedShareWithinWindow == ["2h": 0.206299474016, "24h": 0.9375])
        let rows = ChatAnalysis.truthRows(truth, try ChatAnalysis.run(on: run.database))
        #expect(rows.map { "\($0.parameter) \($0.item)" } == [
            "reply_median_minutes ", "replied_share_within_window 2h", "replied_share_within_window 24h", "deleted_share ",
        ])
        for row in rows {
            #expect(row.recovered == true,
                    "\(row.parameter) \(row.item): planted \(row.planted), \(String(describing: row.estimate)) \(String(describing: row.interval))")
            #expect(row.people > 150, "\(row.parameter) \(row.people)")
        }
        let short = try #require(rows[1].interval), long = try #require(rows[2].interval)
        #expect(short.upper < long.lower, "\(short) \(long)")
    }

    /// The chat comes from a stream of its own: everything else a person logs is as it was
    /// without it, and a run without it plants nothing in truth.json.
    @Test("Seed 004 DR4.FR5.0: adding a chat changes nothing else the scenario simulates")
    func addingAChatChangesNothingElse() throws {
        let small = Self.plain.replacingOccurrences(of: "people: 400", with: "people: 30")
        let with = try SimulatedDatabase(yaml: small + "\n" + Self.chat)
        let without = try SimulatedDatabase(yaml: small)
        defer { with.remove(); without.remove() }
        var a: [PersonRecord] = [], b: [PersonRecord] = []
        var messages = 0, moodPosts = 0
        try with.database.forEachPerson {
            var log = $0
            messages += log.chatMessages.count
            moodPosts += log.chatMessages.count { $0.kind.mood != nil }
            #expect(log.chatMessages.count { $0.kind.mood == nil } == log.usageEvents.count { $0.kind == .chatPost })
            #expect(log.chatMessages.count { $0.kind.mood != nil } == log.moods.count)
            log.chatMessages = []
            a.append(log)
        }
        try without.database.forEachPerson { b.append($0) }
        #expect(messages > 100 && moodPosts > 50)
        #expect(a == b)
        #expect(try GroundTruth.load(contentsOf: without.truthPath).chat == nil)
    }
}
