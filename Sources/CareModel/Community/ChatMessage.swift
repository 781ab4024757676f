import Foundation

/// A message in a cohort's chat room (seed 004, DR4.FR5.0 and DR2/DR4.FR5.1).
public struct ChatMessage: Hashable, Codable, Sendable, Identifiable {
    /// The message's identity.
    public var id: String
    /// Who sent it.
    public var author: MemberID
    /// When it was sent.
    public var sentAt: Date
    /// What it says.
    public var content: Content

    /// What a chat message carries.
    public enum Content: Hashable, Codable, Sendable {
        /// Text typed by the author.
        case text(String)
        /// A mood from the mood survey, posted automatically (DR5.FR7.1: "Any mood selected
        /// will be sent to the user's chat room to publicly show their current mood").
        case mood(Mood)
    }

    /// Creates a message.
    public init(id: String, author: MemberID, sentAt: Date, content: Content) {
        self.id = id
        self.author = author
        self.sentAt = sentAt
        self.content = content
    }
}
