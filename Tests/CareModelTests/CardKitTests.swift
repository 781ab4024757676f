import CareModel
import Foundation
import Testing

/// Seed 002, entries 2-32: the wellbeing card kit: default and custom cards, their images
/// and the 350x200 rule, favourites listed first, duplicates marked, card notes.
@Suite struct CardKitTests {
    static let deck = ["Breathe", "Gratitude", "Walk", "Music"]
    static let noon = Date(timeIntervalSince1970: 1_790_000_000)

    @Test("Seed 002 entries 23-24: a gallery image must have an image file extension, in any case", arguments: [
        ("beach.png", true), ("beach.JPEG", true), ("me.jpg", true), ("old.bmp", true), ("wave.Gif", true),
        ("phone.HEIC", true), ("notes.txt", false), ("beach", false), (".png", false), ("png", false),
        ("beach.png.zip", false), ("", false),
    ])
    func imageExtension(reference: String, accepted: Bool) throws {
        #expect(CardImage.isImageFile(reference) == accepted)
        if accepted {
            #expect(try CardImage.custom(reference) == .file(reference))
        } else {
            #expect(throws: CardError.notAnImage(reference: reference, allowed: CardImage.fileExtensions)) {
                try CardImage.custom(reference)
            }
        }
    }

    @Test("Seed 002 entry 26: any image is scaled to 350x200, larger down and smaller up", arguments: [
        (700, 400, 0.5, 0.5), (350, 200, 1.0, 1.0), (175, 100, 2.0, 2.0), (1400, 100, 0.25, 2.0),
    ])
    func scaling(width: Int, height: Int, horizontal: Double, vertical: Double) throws {
        let scaled = try #require(CardImageSize(width: width, height: height).scaledToCard)
        #expect(scaled.size == CardImageSize(width: 350, height: 200))
        #expect(scaled.horizontal == horizontal)
        #expect(scaled.vertical == vertical)
        #expect((Double(width) * scaled.horizontal, Double(height) * scaled.vertical) == (350, 200))
    }

    @Test("Seed 002 entry 26: an image without pixels has no scaling")
    func emptyImageHasNoScaling() {
        #expect(CardImageSize(width: 0, height: 200).scaledToCard == nil)
        #expect(CardImageSize(width: 350, height: -1).scaledToCard == nil)
    }

    @Test("Seed 002 entries 13-16: favourites are toggled and listed first, the rest in kit order")
    func favouritesFirst() throws {
        var kit = CardKit(defaultTitles: Self.deck)
        #expect(kit.listed.map(\.title) == Self.deck)
        #expect(try kit.toggleFavourite(3))
        #expect(try kit.toggleFavourite(2))
        #expect(kit.listed.map(\.title) == ["Gratitude", "Walk", "Breathe", "Music"])
        #expect(try kit.toggleFavourite(3) == false)
        #expect(kit.favourites == [2])
        #expect(kit.listed.map(\.title) == ["Gratitude", "Breathe", "Walk", "Music"])
        #expect(throws: CardError.unknownCard(id: 9)) { try kit.toggleFavourite(9) }
    }

    @Test("Seed 002 entries 17-27: a custom card is added after the deck with its title and image")
    func createCustomCard() throws {
        var kit = CardKit(defaultTitles: Self.deck)
        let card = try kit.create(title: "My dog", image: CardImage.custom("dog.png"))
        #expect(card.id == 5)
        #expect(card.origin == .custom)
        #expect(kit.cards.map(\.title) == Self.deck + ["My dog"])
        #expect(throws: CardError.emptyTitle) { try kit.create(title: "  ", image: .artwork("Breathe")) }
        #expect(kit.cards.count == 5)
    }

    @Test("Seed 002 entries 11-12: a duplicate is a custom copy marked with the card it copies")
    func duplicate() throws {
        var kit = CardKit(defaultTitles: Self.deck)
        let copy = try kit.duplicate(2)
        #expect(copy.duplicateOf == 2)
        #expect(copy.isDuplicate)
        #expect(copy.title == "Gratitude")
        #expect(copy.image == .artwork("Gratitude"))
        #expect(copy.origin == .custom)
        #expect(try kit.card(2).isDuplicate == false)
        #expect(throws: CardError.unknownCard(id: 7)) { try kit.duplicate(7) }
    }

    @Test("Seed 002 entries 29-32: custom cards are edited and deleted; default cards are neither")
    func editAndDelete() throws {
        var kit = CardKit(defaultTitles: Self.deck)
        let card = try kit.create(title: "Mine", image: .artwork("Walk"))
        try kit.toggleFavourite(card.id)
        try kit.writeNote(on: card.id, text: "x", at: Self.noon)
        try kit.edit(card.id, title: "Still mine", image: CardImage.custom("new.jpg"))
        #expect(try kit.card(card.id).title == "Still mine")
        #expect(try kit.card(card.id).image == .file("new.jpg"))
        #expect(throws: CardError.notCustom(id: 1, title: "Breathe")) {
            try kit.edit(1, title: "Other", image: .artwork("Breathe"))
        }
        #expect(throws: CardError.notCustom(id: 1, title: "Breathe")) { try kit.delete(1) }
        try kit.delete(card.id)
        #expect(kit.cards.map(\.title) == Self.deck)
        #expect(kit.favourites.isEmpty)
        #expect(kit.notes.isEmpty)
        #expect(throws: CardError.unknownCard(id: card.id)) { try kit.delete(card.id) }
    }

    @Test("Seed 002 entries 8-10: a note is written on a card and edited, keeping when it was written")
    func notes() throws {
        var kit = CardKit(defaultTitles: Self.deck)
        #expect(throws: CardError.noNote(id: 1)) { try kit.editNote(on: 1, text: "b", at: Self.noon) }
        try kit.writeNote(on: 1, text: "a", at: Self.noon)
        try kit.editNote(on: 1, text: "b", at: Self.noon.addingTimeInterval(60))
        let note = try #require(kit.notes[1])
        #expect(note.text == "b")
        #expect(note.writtenAt == Self.noon)
        #expect(note.editedAt == Self.noon.addingTimeInterval(60))
        #expect(throws: CardError.unknownCard(id: 8)) { try kit.writeNote(on: 8, text: "c", at: Self.noon) }
    }
}
