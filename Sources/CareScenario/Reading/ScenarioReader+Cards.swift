import CareModel

extension ScenarioReader {
    /// `cards: {deck: [Breathe, Gratitude, Walk outside], open_chance: 0.4, views_per_opening: 3,
    /// favourite_share: 0.6, favourites_per_person: 2, favourite_pool: [Breathe, Gratitude],
    /// note_chance: 0.15, note_edit_chance: 0.2, custom_card_chance: 0.03, custom_images:
    /// [beach.jpg], duplicate_chance: 0.02, favourite_view_ratio: 3, unfavourite_chance: 0.05,
    /// custom_edit_chance: 0.1, custom_delete_chance: 0.05}` (seed 002, entries 2-32;
    /// ``CardsModel``). The pool defaults to the whole deck; each of its titles is one of the
    /// deck's, each custom image an image file (``CardImage/fileExtensions``).
    static func cardsModel(_ value: YAMLValue) throws(ScenarioError) -> CardsModel {
        let fields = try value.mapping(allowedKeys: [
            "deck", "open_chance", "views_per_opening", "favourite_share", "favourites_per_person", "favourite_pool",
            "note_chance", "note_edit_chance", "custom_card_chance", "custom_images", "duplicate_chance",
            "favourite_view_ratio", "unfavourite_chance", "custom_edit_chance", "custom_delete_chance",
        ])
        let deckValue = try fields.required("deck")
        let deck = try deckValue.list().map { (item) throws(ScenarioError) in try item.string() }
        guard deck.count >= 2 else {
            throw deckValue.error(.wrongType(key: deckValue.path, expected: "a list of two or more card titles",
                                             found: "\(deck.count) title(s)"))
        }
        if let twice = deck.indices.first(where: { deck[..<$0].contains(deck[$0]) }) {
            throw deckValue.error(.duplicateName(key: deckValue.path, name: deck[twice]))
        }
        let pool = try fields.optional("favourite_pool").map { (poolValue) throws(ScenarioError) in
            try poolValue.list().map { (item) throws(ScenarioError) in try item.name(among: deck) }
        } ?? deck
        let perPersonValue = fields.optional("favourites_per_person")
        let perPerson = try perPersonValue?.integer(in: 1...max(1, Set(pool).count)) ?? 1
        let ratioValue = try fields.required("favourite_view_ratio")
        let ratio = try ratioValue.number(in: 0...1000, expected: "a ratio above 0 (e.g. 3: favourites viewed three times as often)")
        guard ratio > 0 else {
            throw ratioValue.error(.outOfRange(key: ratioValue.path, value: ratio.formatted,
                                               expected: "a ratio above 0 (e.g. 3: favourites viewed three times as often)"))
        }
        let images = try fields.optional("custom_images").map { (imagesValue) throws(ScenarioError) in
            try imagesValue.list().map(customImage)
        } ?? []
        return CardsModel(
            deck: deck,
            openChance: try fields.required("open_chance").probability(),
            viewsPerOpening: try fields.optional("views_per_opening")?.number(in: 1...50) ?? 1,
            favouriteShare: try fields.optional("favourite_share")?.probability() ?? 0,
            favouritesPerPerson: perPerson,
            favouritePool: Array(Set(pool)).sorted { pool.firstIndex(of: $0)! < pool.firstIndex(of: $1)! },
            noteChance: try fields.optional("note_chance")?.probability() ?? 0,
            noteEditChance: try fields.optional("note_edit_chance")?.probability() ?? 0,
            customCardChance: try fields.optional("custom_card_chance")?.probability() ?? 0,
            customImages: images,
            duplicateChance: try fields.optional("duplicate_chance")?.probability() ?? 0,
            favouriteViewRatio: ratio,
            unfavouriteChance: try fields.optional("unfavourite_chance")?.probability(),
            customEditChance: try fields.optional("custom_edit_chance")?.probability(),
            customDeleteChance: try fields.optional("custom_delete_chance")?.probability())
    }

    /// A gallery image's file name, which must end in an image extension (seed 002, entries
    /// 23-24); anything else suggests the name with `.png`.
    private static func customImage(_ value: YAMLValue) throws(ScenarioError) -> String {
        let name = try value.string()
        guard CardImage.isImageFile(name) else {
            let allowed = CardImage.fileExtensions.joined(separator: ", ")
            throw value.error(.outOfRange(key: value.path, value: "'\(name)'",
                                          expected: "an image file name ending in \(allowed) (e.g. '\(name).png')"))
        }
        return name
    }
}
