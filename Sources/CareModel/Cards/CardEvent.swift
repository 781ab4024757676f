import Foundation

/// One thing a user did with their wellbeing card kit (seed 002, entries 2-32), as logged:
/// the action, the card and when. A note's text is never part of it.
public struct CardEvent: Hashable, Codable, Sendable {
    /// What the user did.
    public enum Action: String, Hashable, Codable, Sendable, CaseIterable {
        /// Viewed (flipped) a card (entries 2-7).
        case view
        /// Flagged a card as a favourite (entries 13-14).
        case favourite
        /// Unflagged a favourite (entries 14, 16).
        case unfavourite
        /// Wrote a note on a card's back (entry 8).
        case note
        /// Edited a card's note (entries 9-10).
        case noteEdit = "note_edit"
        /// Created a custom card (entries 17-27).
        case create
        /// Edited a custom card (entries 29-32).
        case edit
        /// Deleted a custom card (entry 31).
        case delete
        /// Duplicated a card (entries 11-12); the event names the new copy.
        case duplicate
    }

    /// What the user did.
    public var action: Action
    /// The card's number in the kit (``WellbeingCard/id``).
    public var cardID: Int
    /// The card's title at the time.
    public var title: String
    /// Whether the card is a default or custom card.
    public var origin: WellbeingCard.Origin
    /// The card it duplicates, when it is a duplicate.
    public var duplicateOf: Int?
    /// When it happened.
    public var at: Date

    /// Creates an event about `card`.
    public init(_ action: Action, card: WellbeingCard, at: Date) {
        self.init(action: action, cardID: card.id, title: card.title, origin: card.origin,
                  duplicateOf: card.duplicateOf, at: at)
    }

    /// Creates an event from its parts (as read back from the store).
    public init(action: Action, cardID: Int, title: String, origin: WellbeingCard.Origin, duplicateOf: Int?, at: Date) {
        self.action = action
        self.cardID = cardID
        self.title = title
        self.origin = origin
        self.duplicateOf = duplicateOf
        self.at = at
    }
}
