@testable import CareCLI
import Foundation
import Testing

/// `carelab analyze chat` and the run report's chat section end to end on a small simulated
/// run (seed 004 DR4.FR5.0-5.2, DR5.FR7.1): 80 people for 40 days post in their cohort chat
/// under a 2-hour window in one arm and a 24-hour one in the other.
@Suite struct AnalyzeChatCommandTests {
    static let yaml = """
        format: 1
        name: chat
        seed: 18
        people: 80
        days: 40
        start_date: 2026-05-04
        time_zones: [America/Chicago]
        arms:
          - {name: short, share: 0.5}
          - {name: long, share: 0.5}
        symptoms:
          - {name: cravings, baseline_mean: 0.3, baseline_sd: 0.5, daily_sd: 0.8}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1}
        mood: {survey_probability: 0.6}
        activities: {chat_post: 0.3}
        chat:
          window: {short: 2h, long: 24h}
          deleted_share: 0.05
          deleted_after_minutes: 30
          reply_median_minutes: 360
        """

    /// The simulated run's folder, made on first use.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-chat-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scenario = folder.appendingPathComponent("chat.yaml")
        try! yaml.write(to: scenario, atomically: true, encoding: .utf8)
        let outcome = try! CarelabProcess.run(["simulate", scenario.path, "--out", folder.appendingPathComponent("run").path])
        precondition(outcome.status == 0, outcome.stderr)
        return folder.appendingPathComponent("run")
    }()

    static var database: String { folder.appendingPathComponent("carelab.sqlite").path }

    @Test("Seed 004 DR4.FR5.2: the long table has messages by arm, mood posts, replies by window, reply minutes and deletes")
    func longTable() throws {
        let outcome = try CarelabProcess.run(["analyze", "chat", "--db", Self.database])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdout.split(whereSeparator: \.isNewline).map(String.init)
        #expect(lines.first == "measure,item,group,period,value,ci_lower,ci_upper,people,suppressed")
        let rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let measures = rows.map { $0[0] }
        #expect(Array(measures.prefix(9)) == [
            "messages", "mood_posts", "messages_per_member_week", "messages", "mood_posts", "messages_per_member_week",
            "messages", "mood_posts", "messages_per_member_week",
        ])
        #expect(rows.prefix(9).map { $0[2] } == ["all", "all", "all", "arm long", "arm long", "arm long",
                                                 "arm short", "arm short", "arm short"])
        #expect(measures.contains("mood_posts_by_mood"))
        let replied = rows.filter { $0[0] == "replied_within_window" }
        #expect(replied.map { $0[1] } == ["2h", "24h"])
        let shares = replied.compactMap { Double($0[4]) }
        #expect(shares.count == 2 && shares[0] < shares[1], "\(shares)")
        #expect(rows.filter { $0[0] == "minutes_to_first_reply" }.map { $0[3] }.contains("median"))
        #expect(measures.suffix(2) == ["deleted_share", "deleted_share_by_person"])
    }

    @Test("Seed 004 DR4.FR5.2: fewer people than the minimum cell suppress every figure")
    func smallCellsSuppressed() throws {
        let outcome = try CarelabProcess.run(["analyze", "chat", "--db", Self.database, "--min-cell", "1000"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let rows = outcome.stdout.split(whereSeparator: \.isNewline).dropFirst()
            .map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(!rows.isEmpty && rows.allSatisfy { $0.last == "true" && $0[4].isEmpty && $0[7].isEmpty })
    }

    @Test("Seed 004 DR4.FR5.2: the run report has a cohort chat section and analyze truth a chat kind")
    func reportAndTruth() throws {
        let markdown = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(markdown.contains("## Cohort chat\n"))
        #expect(markdown.contains("| replied while visible | window 2h | "))
        let html = try String(contentsOf: Self.folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("id=\"chat\""))
        let truth = try CarelabProcess.run(["analyze", "truth", "--db", Self.database])
        #expect(truth.status == 0, "\(truth.stderr)")
        let chat = truth.stdout.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("chat,") }
        #expect(chat.count == 4, "\(chat)")
        #expect(chat.contains { $0.contains(",reply_median_minutes,360.0,360.0,") }, "\(chat)")
    }
}
