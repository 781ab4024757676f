/// One card of the My Wellbeing Kit (seed 002, entries 2-32): a title over an image,
/// either one of the default deck or one the user made.
public struct WellbeingCard: Hashable, Codable, Sendable, Identifiable {
    /// Where a card came from.
    public enum Origin: String, Hashable, Codable, Sendable, CaseIterable {
        /// One of the deck every user starts with; never edited or deleted.
        case `default`
        /// Created or duplicated by the user (seed 002, entries 11 and 17).
        case custom
    }

    /// The card's number within the kit: the default deck is numbered 1, 2, … in its order,
    /// cards the user adds after it.
    public let id: Int
    /// The title on the card's front.
    public internal(set) var title: String
    /// Whether it is a default or a custom card.
    public let origin: Origin
    /// The image on the card's front.
    public internal(set) var image: CardImage
    /// The card it is a duplicate of, nil for an original (seed 002, entries 11-12: each
    /// duplicate is "distinguishable ... by a small coloured icon", this marker).
    public let duplicateOf: Int?

    /// Creates a card; ``CardKit`` is what numbers them.
    public init(id: Int, title: String, origin: Origin, image: CardImage, duplicateOf: Int? = nil) {
        self.id = id
        self.title = title
        self.origin = origin
        self.image = image
        self.duplicateOf = duplicateOf
    }

    /// Whether the card shows the duplicate icon.
    public var isDuplicate: Bool { duplicateOf != nil }
}
