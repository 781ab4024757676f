/// How scenarios, the store and reports write a visibility window: `1h`, `2h`, `24h`, `48h`.
extension ChatVisibilityWindow {
    /// The window as written: its hours followed by `h`.
    public var spelling: String { "\(hours)h" }

    /// The window written as ``spelling``; nil for any other text.
    public init?(spelling: String) {
        guard let window = Self.allCases.first(where: { $0.spelling == spelling }) else { return nil }
        self = window
    }

    /// Every window's spelling, shortest first: `1h`, `2h`, `24h`, `48h`.
    public static var spellings: [String] { allCases.map(\.spelling) }
}
