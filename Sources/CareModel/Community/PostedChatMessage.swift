import Foundation

/// What a person's record keeps of one message they posted in their cohort's chat (seed 004,
/// DR4.FR5.0, DR2/DR4.FR5.1-5.2 and DR5.FR7.1): its number among the person's messages, when
/// it was sent, whether it was written or a mood the mood survey posted (with the mood), the
/// administrator's visibility window it was sent under, when an administrator deleted it
/// (or never) and when it first got a reply (or never).
///
/// The text of the message and of its replies, and who replied, are left out: a message is
/// the person's own words, and repliers are other people.
public struct PostedChatMessage: Hashable, Sendable {
    /// What the message was.
    public enum Kind: Hashable, Sendable {
        /// Text the person typed (DR4.FR5.0).
        case written
        /// A mood from the mood survey, posted automatically (DR5.FR7.1: "Any mood selected
        /// will be sent to the user's chat room").
        case mood(Mood)

        /// The kind of `content`: text is written, a mood is a mood post.
        public init(_ content: ChatMessage.Content) {
            switch content {
            case .text: self = .written
            case .mood(let mood): self = .mood(mood)
            }
        }

        /// The mood posted; nil for a written message.
        public var mood: Mood? {
            if case .mood(let mood) = self { mood } else { nil }
        }
    }

    /// The message's number among the person's messages, from 1.
    public var number: Int
    /// When it was sent.
    public var sentAt: Date
    /// Written, or a mood post.
    public var kind: Kind
    /// The administrator's visibility window when it was sent (DR2/DR4.FR5.2).
    public var window: ChatVisibilityWindow
    /// When an administrator deleted it; nil when never deleted.
    public var deletedAt: Date?
    /// When a cohort member first replied; nil when nobody did.
    public var firstReplyAt: Date?

    /// Creates a message record.
    public init(number: Int, sentAt: Date, kind: Kind, window: ChatVisibilityWindow, deletedAt: Date? = nil,
                firstReplyAt: Date? = nil) {
        self.number = number
        self.sentAt = sentAt
        self.kind = kind
        self.window = window
        self.deletedAt = deletedAt
        self.firstReplyAt = firstReplyAt
    }

    /// What the record keeps of `message`, the person's message number `number`, sent under
    /// `window`.
    public init(_ message: ChatMessage, number: Int, window: ChatVisibilityWindow, deletedAt: Date? = nil,
                firstReplyAt: Date? = nil) {
        self.init(number: number, sentAt: message.sentAt, kind: Kind(message.content), window: window,
                  deletedAt: deletedAt, firstReplyAt: firstReplyAt)
    }

    /// Whether cohort members see the message at `now`: from the moment it is sent until
    /// `sentAt` + the window (``ChatVisibilityWindow/isVisible(sentAt:at:)``) or, when
    /// earlier, until an administrator deletes it.
    public func isVisible(at now: Date) -> Bool {
        window.isVisible(sentAt: sentAt, at: now) && deletedAt.map { now < $0 } ?? true
    }

    /// The first instant cohort members no longer see the message: `sentAt` + the window,
    /// or its deletion when earlier (and not before it was sent).
    public var visibleUntil: Date {
        let end = sentAt.addingTimeInterval(window.duration)
        guard let deletedAt else { return end }
        return max(sentAt, min(end, deletedAt))
    }

    /// Whether an administrator deleted the message while cohort members still saw it.
    public var wasDeletedWhileVisible: Bool {
        deletedAt.map { window.isVisible(sentAt: sentAt, at: $0) } ?? false
    }

    /// Whether the message got a reply while cohort members saw it.
    public var wasRepliedWhileVisible: Bool {
        firstReplyAt.map(isVisible(at:)) ?? false
    }

    /// Minutes from sending to the first reply; nil without a reply.
    public var minutesToFirstReply: Double? {
        firstReplyAt.map { $0.timeIntervalSince(sentAt) / 60 }
    }
}
