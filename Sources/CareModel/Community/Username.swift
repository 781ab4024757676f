import Foundation

/// A pseudonym shown in the chat and the forum (seed 004, DR1.FR1.1: "users will sign up
/// for the application under a username in order to remain anonymous").
///
/// DR1.FR1.6: "Username will have a 21 max character length limit, so they are not too
/// long to display for chat and forum." Length counts characters as a reader sees them
/// (grapheme clusters), so an emoji counts once.
public struct Username: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The longest allowed username, in characters.
    public static let maximumLength = 21

    /// The username as typed.
    public let value: String

    /// Checks and wraps a username.
    public init(_ text: String) throws(AccountError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .emptyUsername }
        guard trimmed == text else { throw .usernameHasSurroundingSpaces(value: text) }
        guard text.count <= Self.maximumLength else {
            throw .usernameTooLong(value: text, length: text.count, limit: Self.maximumLength)
        }
        value = text
    }

    public var description: String { value }

    public static func < (lhs: Username, rhs: Username) -> Bool { lhs.value < rhs.value }
}
