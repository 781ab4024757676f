import CareModel
import Testing
@testable import CareScenario

/// Seed 004 DR4.FR5.0-5.2, DR5.FR7.1: `chat:` of a scenario, read and checked at its place.
@Suite struct ChatScenarioTests {
    /// `ScenarioLoaderTests.valid` (25 lines) with the chat from line 27, then `arms`.
    static func text(_ chat: String, arms: String = "") -> String {
        ScenarioLoaderTests.valid + "\nchat:\n" + chat + (arms.isEmpty ? "" : "\narms:\n" + arms)
    }

    static let arms = "  - {name: short, share: 0.5}\n  - {name: long, share: 0.5}"

    static let good = """
          window: {short: 2h, long: 24h}
          mood_posts: false
          deleted_share: 0.05
          deleted_after_minutes: 30
          reply_median_minutes: 360
        """

    func error(_ chat: String, arms: String = arms) -> ScenarioError? {
        do {
            _ = try ScenarioLoader.parse(Self.text(chat, arms: arms), file: "s.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test("Seed 004 DR4.FR5.2: the chat is read with a window for each arm")
    func readByArm() throws {
        let scenario = try ScenarioLoader.parse(Self.text(Self.good, arms: Self.arms), file: "s.yaml")
        let chat = try #require(scenario.chat)
        #expect(chat.window(forArm: "short") == .twoHours && chat.window(forArm: "long") == .twentyFourHours)
        #expect(!chat.moodPosts && chat.deletedShare == 0.05 && chat.deletionMedianMinutes == 30)
        #expect(chat.replyMedianMinutes == 360)
        // 1 − 2^(−120/360) = 1 − 1/∛2 = 0.2062994740159002...; 1 − 2^(−1440/360) = 15/16.
        #expect(abs(chat.repliedShare(within: .twoHours) - 0.2062994740159002) < 1e-12)
        #expect(abs(chat.repliedShare(within: .twentyFourHours) - 0.9375) < 1e-12)
        #expect(try ScenarioLoader.parse(ScenarioLoaderTests.valid, file: "s.yaml").chat == nil)
    }

    @Test("Seed 004 DR5.FR7.1: one window for everyone; moods are posted unless the scenario says not")
    func readOneWindow() throws {
        let scenario = try ScenarioLoader.parse(Self.text("  window: 48h\n  reply_median_minutes: 90"), file: "s.yaml")
        let chat = try #require(scenario.chat)
        #expect(scenario.arms.allSatisfy { chat.window(forArm: $0.name) == .fortyEightHours })
        #expect(chat.moodPosts && chat.deletedShare == 0)
    }

    @Test("Seed 004 DR4.FR5.2: a window the administrator cannot choose is refused at its place with the closest one")
    func unknownWindow() throws {
        let error = try #require(self.error(Self.good.replacingOccurrences(of: "short: 2h", with: "short: 3h")))
        #expect(error.line == 27 && error.column == 19, "\(error)")
        #expect(error.description.hasPrefix("s.yaml:27:19: "), "\(error)")
        #expect(error.description.contains("expected one of 1h, 2h, 24h, 48h"), "\(error)")
        #expect(error.description.contains("did you mean"), "\(error)")
        let single = try #require(self.error("  window: 3 hours\n  reply_median_minutes: 90", arms: ""))
        #expect(single.description.hasPrefix("s.yaml:27:11: "), "\(single)")
        #expect(single.description.contains("expected one of 1h, 2h, 24h, 48h"), "\(single)")
    }

    @Test("Seed 004 DR4.FR5.2: an unknown arm, or an arm without a window, is refused with what to write")
    func arms() throws {
        let unknown = try #require(self.error(Self.good.replacingOccurrences(of: "long: 24h", with: "lung: 24h")))
        #expect(unknown.description.contains("'lung'") && unknown.description.contains("long"), "\(unknown)")
        let missing = try #require(self.error(Self.good.replacingOccurrences(of: ", long: 24h", with: "")))
        #expect(missing.description.contains("chat.window.long"), "\(missing)")
    }

    @Test("Seed 004 DR4.FR5.2: a bad number, deletions without a delay or a misspelt key are refused at their place",
          arguments: [
              ("reply_median_minutes: 360", "reply_median_minutes: 0", 31, "1 to 100000"),
              ("deleted_share: 0.05", "deleted_share: 1.5", 29, "a probability from 0 to 1"),
              ("mood_posts: false", "mood_posts: sometimes", 28, "true or false"),
              ("  deleted_after_minutes: 30\n", "", 27, "deleted_after_minutes"),
              ("reply_median_minutes", "reply_median_minute", 31, "reply_median_minutes"),
          ])
    func badValue(original: String, replacement: String, line: Int, expected: String) throws {
        let error = try #require(self.error(Self.good.replacingOccurrences(of: original, with: replacement)))
        #expect(error.description.hasPrefix("s.yaml:\(line):"), "\(error)")
        #expect(error.description.contains(expected), "\(error)")
    }
}
