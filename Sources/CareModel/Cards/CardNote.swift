import Foundation

/// What a user wrote on the back of a card (seed 002, entries 8-10): their ideas, emotions
/// and thoughts about it. The text is never reported or stored with the events.
public struct CardNote: Hashable, Codable, Sendable {
    /// The card it is written on.
    public let cardID: Int
    /// The note's text.
    public internal(set) var text: String
    /// When it was first written.
    public let writtenAt: Date
    /// When it was last edited; nil if never (seed 002, entry 9).
    public internal(set) var editedAt: Date?
}
