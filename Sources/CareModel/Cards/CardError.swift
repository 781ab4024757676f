/// Why an operation on the wellbeing card kit is refused (seed 002, entries 8-32).
public enum CardError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A custom image whose file name does not end in an image extension (seed 002,
    /// entries 23-24).
    case notAnImage(reference: String, allowed: [String])
    /// No card in the kit has this id.
    case unknownCard(id: Int)
    /// A default card cannot be edited or deleted (seed 002, entries 29-31: only cards the
    /// user added can be).
    case notCustom(id: Int, title: String)
    /// A card's title is empty (seed 002, entry 19: the user creates a title).
    case emptyTitle
    /// The card has no note to edit (seed 002, entry 9).
    case noNote(id: Int)

    public var description: String {
        switch self {
        case .notAnImage(let reference, let allowed):
            "'\(reference)' is not an image file; a card image must end in one of \(allowed.joined(separator: " "))"
        case .unknownCard(let id):
            "no card in the kit has id \(id)"
        case .notCustom(let id, let title):
            "card \(id) '\(title)' is a default card; only custom cards can be edited or deleted"
        case .emptyTitle:
            "a card needs a title"
        case .noNote(let id):
            "card \(id) has no note to edit; write one first"
        }
    }
}
