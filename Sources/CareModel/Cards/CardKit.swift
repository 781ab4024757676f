import Foundation

/// A user's My Wellbeing Kit (seed 002, entries 2-32): the default deck and the cards the
/// user added, the favourites flagged among them, and the notes written on their backs.
public struct CardKit: Hashable, Codable, Sendable {
    /// The cards, default deck first, then added cards in the order added.
    public private(set) var cards: [WellbeingCard]
    /// The ids of the cards flagged as favourites (seed 002, entries 13-16).
    public private(set) var favourites: Set<Int> = []
    /// The notes written on cards, by card id (seed 002, entries 8-10).
    public private(set) var notes: [Int: CardNote] = [:]

    /// A kit holding the default deck: one default card per title, numbered 1, 2, … in
    /// order, each with the artwork of its title.
    public init(defaultTitles: [String]) {
        cards = defaultTitles.enumerated().map { offset, title in
            WellbeingCard(id: offset + 1, title: title, origin: .default, image: .artwork(title))
        }
    }

    /// The card with `id`.
    public func card(_ id: Int) throws(CardError) -> WellbeingCard {
        guard let card = cards.first(where: { $0.id == id }) else { throw .unknownCard(id: id) }
        return card
    }

    /// The cards as listed: favourites first, each group in the kit's order (seed 002,
    /// entry 15: "Favourite cards will be presented first in the list").
    public var listed: [WellbeingCard] {
        cards.filter { favourites.contains($0.id) } + cards.filter { !favourites.contains($0.id) }
    }

    /// Flags a card as a favourite, or unflags it when it is one (seed 002, entries 13-16:
    /// "unflagging them when pressed again"); returns whether it is a favourite now.
    @discardableResult
    public mutating func toggleFavourite(_ id: Int) throws(CardError) -> Bool {
        _ = try card(id)
        if favourites.remove(id) != nil { return false }
        favourites.insert(id)
        return true
    }

    /// Adds a custom card with `title` and `image` after the others (seed 002, entries
    /// 17-27: "they will then see their newly created card alongside the selection of
    /// default cards"). A cancelled creation (entry 28) is simply never called.
    @discardableResult
    public mutating func create(title: String, image: CardImage) throws(CardError) -> WellbeingCard {
        guard !title.trimmingCharacters(in: .whitespaces).isEmpty else { throw .emptyTitle }
        let card = WellbeingCard(id: nextID, title: title, origin: .custom, image: image)
        cards.append(card)
        return card
    }

    /// Adds a copy of a card after the others, marked as a duplicate of it (seed 002,
    /// entries 11-12). The copy is the user's own: a custom card, which they may edit or
    /// delete; its note starts empty.
    @discardableResult
    public mutating func duplicate(_ id: Int) throws(CardError) -> WellbeingCard {
        let original = try card(id)
        let copy = WellbeingCard(id: nextID, title: original.title, origin: .custom, image: original.image,
                                 duplicateOf: original.id)
        cards.append(copy)
        return copy
    }

    /// Changes a custom card's title and image (seed 002, entries 29-32); a default card
    /// cannot be edited.
    public mutating func edit(_ id: Int, title: String, image: CardImage) throws(CardError) {
        let index = try customIndex(id)
        guard !title.trimmingCharacters(in: .whitespaces).isEmpty else { throw .emptyTitle }
        cards[index].title = title
        cards[index].image = image
    }

    /// Deletes a custom card with its favourite flag and note (seed 002, entry 31); a
    /// default card cannot be deleted.
    public mutating func delete(_ id: Int) throws(CardError) {
        cards.remove(at: try customIndex(id))
        favourites.remove(id)
        notes[id] = nil
    }

    /// Writes a card's note at `instant` (seed 002, entry 8), replacing any note it had.
    public mutating func writeNote(on id: Int, text: String, at instant: Date) throws(CardError) {
        _ = try card(id)
        notes[id] = CardNote(cardID: id, text: text, writtenAt: instant)
    }

    /// Replaces the text of a card's note, keeping when it was first written (seed 002,
    /// entries 9-10).
    public mutating func editNote(on id: Int, text: String, at instant: Date) throws(CardError) {
        _ = try card(id)
        guard notes[id] != nil else { throw .noNote(id: id) }
        notes[id]?.text = text
        notes[id]?.editedAt = instant
    }

    private var nextID: Int { (cards.map(\.id).max() ?? 0) + 1 }

    private func customIndex(_ id: Int) throws(CardError) -> Int {
        guard let index = cards.firstIndex(where: { $0.id == id }) else { throw .unknownCard(id: id) }
        guard cards[index].origin == .custom else { throw .notCustom(id: id, title: cards[index].title) }
        return index
    }
}
