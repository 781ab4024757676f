import CareModel
import CareScenario
import CareStats
import Foundation

/// What becomes of the messages one simulated person posts in their cohort chat
/// (``ChatModel``, seed 004, DR4.FR5.0-5.2 and DR5.FR7.1): each `chat_post` the person made
/// in the app is a written message, and each mood the mood survey posted a mood post when
/// the model says so, all under the window of the person's arm. An administrator deletes a
/// message with the model's share, after an exponential delay; the first reply comes after
/// an exponential delay with the planted median, and only while the message is visible
/// (before its window ends and before a deletion). A deletion or reply due after the run's
/// end is not seen. Instants are kept to the second, as the store keeps them.
///
/// The draws come from a random stream of the person's own, derived from the run's seed and
/// the person's index: when messages are posted is drawn as before, and a scenario with a
/// chat leaves every other draw as it was.
struct ChatSimulation {
    let model: ChatModel
    let runEnd: Date
    let random: RandomSource

    /// The seed of the chat's streams: the run's seed, moved so that the streams differ from
    /// every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0004_C4A7_0018 }

    init(model: ChatModel, scenario: Scenario, index: Int, timeZone: TimeZone) {
        self.model = model
        runEnd = scenario.startDay.adding(days: scenario.days).start(in: timeZone)!
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
    }

    /// The person's messages, in time order: one written message at each of `written`, and
    /// `moodPosts` when the model posts moods, under the window of `arm`.
    func messages(written: [Date], moodPosts: [ChatMessage], arm: String?) -> [PostedChatMessage] {
        let window = model.window(forArm: arm)
        let typed = written.map { ChatMessage(id: "", author: MemberID(""), sentAt: $0, content: .text("")) }
        let posted = (typed + (model.moodPosts ? moodPosts : [])).sorted { $0.sentAt < $1.sentAt }
        return posted.enumerated().map { offset, message in
            let sent = Self.wholeSecond(message.sentAt)
            var record = PostedChatMessage(message, number: offset + 1, window: window)
            record.sentAt = sent
            if random.bernoulli(model.deletedShare) {
                record.deletedAt = seen(sent.addingTimeInterval(delay(median: model.deletionMedianMinutes)))
            }
            let reply = sent.addingTimeInterval(delay(median: model.replyMedianMinutes))
            if record.isVisible(at: reply) { record.firstReplyAt = seen(reply) }
            return record
        }
    }

    /// An exponential delay with `median` minutes, in whole seconds, at least one.
    private func delay(median: Double) -> TimeInterval {
        max(1, (-log(1 - random.uniform()) * median * 60 / log(2)).rounded(.down))
    }

    /// `instant` if it comes before the run's end; nil otherwise.
    private func seen(_ instant: Date) -> Date? { instant < runEnd ? instant : nil }

    private static func wholeSecond(_ instant: Date) -> Date {
        Date(timeIntervalSince1970: instant.timeIntervalSince1970.rounded(.down))
    }
}
