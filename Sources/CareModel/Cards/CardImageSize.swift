/// An image's size in pixels, and the rule that fits it to a card (seed 002, entry 26:
/// "Images that are uploaded that exceed 350x200px will be scaled down to the appropriate
/// size and vice-versa for smaller images").
public struct CardImageSize: Hashable, Codable, Sendable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size of every card image: 350 × 200 pixels (seed 002, entry 26).
    public static let card = CardImageSize(width: 350, height: 200)

    /// How an image is fitted to ``card``: the horizontal and vertical factors that take it
    /// to 350 × 200 (below 1 scales down, above 1 up), and the size it ends at, always
    /// ``card``. A size without pixels (a zero or negative side) has no factors.
    public var scaledToCard: (horizontal: Double, vertical: Double, size: CardImageSize)? {
        guard width > 0, height > 0 else { return nil }
        return (Double(Self.card.width) / Double(width), Double(Self.card.height) / Double(height), Self.card)
    }
}
