import CareModel
import CareStats
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 004 DR4.FR5.0-5.2, DR5.FR7.1: the cohort chat counted from messages written by hand.
@Suite struct ChatAnalysisTests {
    static func message(_ number: Int, day: Int, hour: Int, _ kind: PostedChatMessage.Kind, _ window: ChatVisibilityWindow,
                        deletedAfter deleted: Double? = nil, repliedAfter replied: Double? = nil) -> PostedChatMessage {
        let sent = HandBuiltRun.at(day, hour: hour)
        return PostedChatMessage(number: number, sentAt: sent, kind: kind, window: window,
                                 deletedAt: deleted.map { sent.addingTimeInterval($0 * 60) },
                                 firstReplyAt: replied.map { sent.addingTimeInterval($0 * 60) })
    }

    /// Three people over 7 days (the study ends on day 7 at 00:00):
    /// - 1 (arm A, cohort due 2026-09), window 2 h: a message replied to after 30 minutes, a
    ///   sad mood never replied to, a message deleted after 10 minutes (left out of the
    ///   replied share: deleted while visible);
    /// - 2 (arm B, cohort due 2026-10), window 24 h: a happy mood replied to after 300
    ///   minutes, a message whose reply came after 1,500 minutes (no longer visible: not
    ///   replied within the window), a message on day 6 at noon whose window outlasts the
    ///   study (left out of the replied share);
    /// - 3 (arm A, cohort due 2026-10): nothing.
    static func run() throws -> HandBuiltRun {
        let zone = HandBuiltRun.zone
        return try HandBuiltRun(days: 7, people: [
            PersonRecord(personID: 1, timeZone: zone, arm: "A", cohort: "due 2026-09", chatMessages: [
                message(1, day: 0, hour: 10, .written, .twoHours, repliedAfter: 30),
                message(2, day: 1, hour: 10, .mood(.sad), .twoHours),
                message(3, day: 2, hour: 10, .written, .twoHours, deletedAfter: 10),
            ]),
            PersonRecord(personID: 2, timeZone: zone, arm: "B", cohort: "due 2026-10", chatMessages: [
                message(1, day: 0, hour: 12, .mood(.happy), .twentyFourHours, repliedAfter: 300),
                message(2, day: 1, hour: 12, .written, .twentyFourHours, repliedAfter: 1500),
                message(3, day: 6, hour: 12, .written, .twentyFourHours),
            ]),
            PersonRecord(personID: 3, timeZone: zone, arm: "A", cohort: "due 2026-10"),
        ])
    }

    /// Counted by hand: 6 messages by 2 of 3 people, 2 mood posts, 1 deleted; 3 member-weeks
    /// in all (2 per member-week), 2 in arm A (3 messages: 1.5), 1 in arm B (3).
    @Test("Seed 004 DR8: messages per member-week by arm and cohort, and mood posts by mood")
    func rates() throws {
        let report = try ChatAnalysis().run(on: try Self.run().database)
        #expect(report.people == 3 && report.posters == 2 && report.messages == 6 && report.deleted == 1)
        #expect(report.rates.map { "\($0.dimension) \($0.group) \($0.people) \($0.messages) \($0.moodPosts)" } == [
            "all all 3 6 2", "arm A 2 3 1", "arm B 1 3 1", "cohort due 2026-09 1 3 1", "cohort due 2026-10 2 3 1",
        ])
        #expect(report.rates.map { $0.perMemberWeek.map { ($0 * 1e9).rounded() / 1e9 } } == [2, 1.5, 3, 3, 1.5])
        #expect(report.moods.map { "\($0.mood.rawValue) \($0.posts) \($0.people)" } == ["happy 1 1", "sad 1 1"])
        #expect(report.deletedShare == (try Proportion.wilson(successes: 1, trials: 6)))
    }

    /// 2 h: 1 of 2 messages replied (the deleted one left out); 24 h: 1 of 2 (the late reply
    /// does not count, the message whose window outlasts the study is left out).
    @Test("Seed 004 DR4.FR5.1: the share replied to while visible, by window")
    func repliedWithinWindow() throws {
        let report = try ChatAnalysis().run(on: try Self.run().database)
        #expect(report.windows.map { "\($0.window.spelling) \($0.people) \($0.replied)/\($0.messages)" } == ["2h 1 1/2", "24h 1 1/2"])
        #expect(report.cell(.twoHours)?.repliedShare == (try Proportion.wilson(successes: 1, trials: 2)))
        #expect(report.cell(.twoHours)?.repliedByPerson == nil, "one person is no clustered interval")
        #expect(report.cell(.oneHour) == nil)
    }

    /// Kaplan-Meier by hand over 10 (censored: deleted), 30 (reply), 120 (censored: the
    /// window's end), 300 (reply), 720 (censored: the study's end) and 1,440 minutes
    /// (censored: the window's end, the late reply not counted): S = 4/5 after 30 minutes,
    /// 4/5 × 2/3 = 0.533 after 300, so the first quartile is 300 minutes and the median is
    /// never reached.
    @Test("Seed 004 DR4.FR5.1: minutes to the first reply, censored when the message stopped being visible")
    func minutesToReply() throws {
        let report = try ChatAnalysis().run(on: try Self.run().database)
        let curve = try #require(report.minutesToReply)
        #expect(curve.steps.map(\.time) == [0, 10, 30, 120, 300, 720, 1440])
        #expect(curve.steps.map(\.events) == [0, 0, 1, 0, 1, 0, 0])
        #expect(report.minutesToReply(share: 0.25)?.estimate == 300)
        #expect(report.minutesToReply(share: 0.5) == nil)
    }

    @Test("Seed 004 DR4.FR5.0: a run without chat messages gives a report of none")
    func noChat() throws {
        let run = try HandBuiltRun(days: 7, people: [HandBuiltRun.person(1, loginDays: [0, 1])])
        let report = try ChatAnalysis().run(on: run.database)
        #expect(report.messages == 0 && report.windows.isEmpty && report.minutesToReply == nil && report.moods.isEmpty)
    }
}
