import CareModel
import CareScenario
import CareStats
import Foundation

/// What one simulated person does with the wellbeing card kit (``CardsModel``, seed 002,
/// entries 2-32), played through a ``CardKit``: with the model's share the person picks
/// favourites from the pool and flags them at their first opening; after each log-in they
/// open the kit with the model's chance, 1 to 30 minutes later, and view 1 + Poisson(mean − 1)
/// cards half a minute apart, each drawn from the kit with a favourite
/// ``CardsModel/favouriteViewRatio`` times as likely as another card. A viewed card without
/// a note gets one with the note chance, one with a note has it edited with the edit
/// chance; an opening may end by duplicating the last card viewed and by creating a custom
/// card; it may end by unflagging a favourite, editing a custom card (its title marked
/// edited, a new image) and deleting one. Note texts are never simulated.
///
/// The draws come from a random stream of the person's own, derived from the run's seed and
/// the person's index: a scenario with or without cards leaves every other draw as it was.
struct CardSimulation {
    let model: CardsModel
    let random: RandomSource

    /// The seed of the cards' streams: the run's seed, moved so that the streams differ from
    /// every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0002_CA4D_0002 }

    init(model: CardsModel, scenario: Scenario, index: Int) {
        self.model = model
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
    }

    /// The person's card events after `logins`, in time order.
    func events(after logins: [Date]) -> [CardEvent] {
        var kit = CardKit(defaultTitles: model.deck)
        var pending = random.bernoulli(model.favouriteShare) ? favouriteIDs() : []
        var events: [CardEvent] = []
        // Every id below comes from the kit itself, so no kit operation can refuse.
        for login in logins.sorted() where random.bernoulli(model.openChance) {
            var at = login.addingTimeInterval(Double(1 + random.integer(below: 30)) * 60)
            for id in pending {
                try! kit.toggleFavourite(id)
                events.append(CardEvent(.favourite, card: try! kit.card(id), at: at))
            }
            pending = []
            var viewed: WellbeingCard?
            for _ in 0..<(1 + random.poisson(mean: model.viewsPerOpening - 1)) {
                at.addTimeInterval(30)
                let weights = kit.cards.map { kit.favourites.contains($0.id) ? model.favouriteViewRatio : 1 }
                let card = kit.cards[random.categorical(weights)]
                events.append(CardEvent(.view, card: card, at: at))
                if kit.notes[card.id] == nil, random.bernoulli(model.noteChance) {
                    try! kit.writeNote(on: card.id, text: "", at: at)
                    events.append(CardEvent(.note, card: card, at: at))
                } else if kit.notes[card.id] != nil, random.bernoulli(model.noteEditChance) {
                    try! kit.editNote(on: card.id, text: "", at: at)
                    events.append(CardEvent(.noteEdit, card: card, at: at))
                }
                viewed = card
            }
            if let viewed, random.bernoulli(model.duplicateChance) {
                at.addTimeInterval(30)
                events.append(CardEvent(.duplicate, card: try! kit.duplicate(viewed.id), at: at))
            }
            if random.bernoulli(model.customCardChance) {
                at.addTimeInterval(60)
                let count = kit.cards.count { $0.origin == .custom && !$0.isDuplicate }
                events.append(CardEvent(.create, card: try! kit.create(title: "My card \(count + 1)", image: customImage()),
                                        at: at))
            }
            endOpening(of: &kit, at: &at, into: &events)
        }
        return events
    }

    /// The end of an opening: a favourite unflagged, a custom card edited and one deleted,
    /// each with its chance, drawn only when the kit has such a card (and the chance is set).
    private func endOpening(of kit: inout CardKit, at: inout Date, into events: inout [CardEvent]) {
        if let chance = model.unfavouriteChance, !kit.favourites.isEmpty, random.bernoulli(chance) {
            at.addTimeInterval(30)
            let favourites = kit.favourites.sorted()
            let id = favourites[random.integer(below: favourites.count)]
            try! kit.toggleFavourite(id)
            events.append(CardEvent(.unfavourite, card: try! kit.card(id), at: at))
        }
        let custom = kit.cards.filter { $0.origin == .custom }.map(\.id)
        if let chance = model.customEditChance, !custom.isEmpty, random.bernoulli(chance) {
            at.addTimeInterval(30)
            let card = try! kit.card(custom[random.integer(below: custom.count)])
            let title = card.title.hasSuffix(Self.editedSuffix) ? card.title : card.title + Self.editedSuffix
            try! kit.edit(card.id, title: title, image: customImage())
            events.append(CardEvent(.edit, card: try! kit.card(card.id), at: at))
        }
        if let chance = model.customDeleteChance, !custom.isEmpty, random.bernoulli(chance) {
            at.addTimeInterval(30)
            let id = custom[random.integer(below: custom.count)]
            events.append(CardEvent(.delete, card: try! kit.card(id), at: at))
            try! kit.delete(id)
        }
    }

    /// What an edited card's title ends with (its new text is never simulated).
    private static let editedSuffix = " (edited)"

    /// A custom card's image: one of the gallery images, or a deck card's artwork without them.
    private func customImage() -> CardImage {
        model.customImages.isEmpty
            ? CardImage.artwork(model.deck[random.integer(below: model.deck.count)])
            : try! CardImage.custom(model.customImages[random.integer(below: model.customImages.count)])
    }

    /// The ids of the favourites the person picks: distinct titles of the pool, each equally
    /// likely, numbered as in the deck.
    private func favouriteIDs() -> [Int] {
        var pool = model.favouritePool
        return (0..<min(model.favouritesPerPerson, pool.count)).map { _ in
            let title = pool.remove(at: random.integer(below: pool.count))
            return model.deck.firstIndex(of: title)! + 1
        }
    }
}
