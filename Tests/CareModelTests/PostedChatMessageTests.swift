import CareModel
import Foundation
import Testing

/// Seed 004 DR4.FR5.0-5.2 and DR5.FR7.1: what a record keeps of a cohort chat message, and
/// the rule that it is visible until it was sent plus the administrator's window, or until
/// an administrator deletes it.
@Suite struct PostedChatMessageTests {
    static let sent = Date(timeIntervalSince1970: 1_770_000_000)

    func message(_ window: ChatVisibilityWindow, deletedAfter deleted: Double? = nil,
                 repliedAfter replied: Double? = nil) -> PostedChatMessage {
        PostedChatMessage(number: 1, sentAt: Self.sent, kind: .written, window: window,
                          deletedAt: deleted.map { Self.sent.addingTimeInterval($0 * 60) },
                          firstReplyAt: replied.map { Self.sent.addingTimeInterval($0 * 60) })
    }

    @Test("Seed 004 DR4.FR5.1: a message is visible from sending until sent at + window, not after", arguments: [
        (ChatVisibilityWindow.oneHour, 0.0, true), (.oneHour, 59.99, true), (.oneHour, 60, false), (.oneHour, -0.01, false),
        (.twoHours, 119, true), (.twoHours, 120, false), (.twentyFourHours, 1439, true), (.twentyFourHours, 1440, false),
        (.fortyEightHours, 2879, true), (.fortyEightHours, 2880, false),
    ])
    func visibleUntilTheWindowEnds(window: ChatVisibilityWindow, minutes: Double, visible: Bool) {
        let record = message(window)
        #expect(record.isVisible(at: Self.sent.addingTimeInterval(minutes * 60)) == visible)
        #expect(record.visibleUntil == Self.sent.addingTimeInterval(window.duration))
    }

    @Test("Seed 004 DR4.FR5.2: a message deleted by an administrator is hidden from then on")
    func deletionHidesEarlier() {
        let record = message(.twentyFourHours, deletedAfter: 30)
        #expect(record.isVisible(at: Self.sent.addingTimeInterval(29 * 60)))
        #expect(!record.isVisible(at: Self.sent.addingTimeInterval(30 * 60)))
        #expect(record.visibleUntil == Self.sent.addingTimeInterval(30 * 60))
        #expect(record.wasDeletedWhileVisible)
        let late = message(.oneHour, deletedAfter: 90)
        #expect(!late.wasDeletedWhileVisible)
        #expect(late.visibleUntil == Self.sent.addingTimeInterval(3600))
    }

    @Test("Seed 004 DR4.FR5.1: a reply counts only while the message is visible", arguments: [
        (ChatVisibilityWindow.oneHour, Double?.none, Double?(30), true),
        (.oneHour, nil, 61, false),
        (.twentyFourHours, nil, 61, true),
        (.twentyFourHours, 20, 30, false),
        (.twentyFourHours, 40, 30, true),
        (.twoHours, nil, nil, false),
    ])
    func repliedWhileVisible(window: ChatVisibilityWindow, deleted: Double?, replied: Double?, expected: Bool) {
        let record = message(window, deletedAfter: deleted, repliedAfter: replied)
        #expect(record.wasRepliedWhileVisible == expected)
        #expect(record.minutesToFirstReply == replied)
    }

    @Test("Seed 004 DR5.FR7.1: a mood the survey posts is kept as a mood post with its mood")
    func moodPostKeepsTheMood() {
        let follow = MoodSurvey.standard.respond(to: .sad, by: MemberID("u1"), at: Self.sent, region: nil, messageID: "m1")
        let record = PostedChatMessage(follow.chatPost, number: 3, window: .twoHours)
        #expect(record.kind == .mood(.sad) && record.kind.mood == .sad)
        #expect(record.sentAt == Self.sent && record.number == 3 && record.deletedAt == nil && record.firstReplyAt == nil)
        let written = ChatMessage(id: "m2", author: MemberID("u1"), sentAt: Self.sent, content: .text("hello"))
        #expect(PostedChatMessage(written, number: 4, window: .oneHour).kind == .written)
        #expect(PostedChatMessage.Kind.written.mood == nil)
    }

    @Test("Seed 004 DR4.FR5.2: the administrator's windows are written 1h, 2h, 24h, 48h and read back")
    func windowSpelling() {
        #expect(ChatVisibilityWindow.spellings == ["1h", "2h", "24h", "48h"])
        for window in ChatVisibilityWindow.allCases { #expect(ChatVisibilityWindow(spelling: window.spelling) == window) }
        for text in ["3h", "24", "h", "1 h", "+1h", "01h", "24H", ""] { #expect(ChatVisibilityWindow(spelling: text) == nil, "\(text)") }
    }
}
