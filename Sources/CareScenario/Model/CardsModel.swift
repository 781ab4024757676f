/// How people use the wellbeing card kit (seed 002, entries 2-32): the default deck; on a
/// day they log in, a person opens the kit with ``openChance`` and views 1 + Poisson(
/// ``viewsPerOpening`` − 1) cards, each drawn from the kit with a favourite
/// ``favouriteViewRatio`` times as likely as any other card: the planted effect (issue 18,
/// "favourites vs use"). A share of people flag favourites at their first opening; a viewed
/// card gets a note, or its note is edited, with its chance; an opening adds a custom card
/// or duplicates a viewed card with its chance, and may end by unflagging a favourite,
/// editing a custom card or deleting one, each with its chance (nil: never, and no draw).
public struct CardsModel: Hashable, Sendable {
    /// The default deck's titles, in order (its cards are numbered 1, 2, … in it).
    public var deck: [String]
    /// The chance that a person opens the kit on a day they log in.
    public var openChance: Double
    /// The mean number of cards viewed per opening, 1 or more.
    public var viewsPerOpening: Double
    /// The share of people who flag favourites.
    public var favouriteShare: Double
    /// How many favourites such a person flags.
    public var favouritesPerPerson: Int
    /// The deck titles favourites are drawn from, each equally likely.
    public var favouritePool: [String]
    /// The chance of writing a note on a viewed card without one (entry 8).
    public var noteChance: Double
    /// The chance of editing the note of a viewed card that has one (entries 9-10).
    public var noteEditChance: Double
    /// The chance that an opening ends with a new custom card (entries 17-27).
    public var customCardChance: Double
    /// The gallery images custom cards use; empty means the default artwork.
    public var customImages: [String]
    /// The chance that an opening duplicates the last card viewed (entries 11-12).
    public var duplicateChance: Double
    /// How many times as often a favourite is viewed as any other card: the planted effect.
    public var favouriteViewRatio: Double
    /// The chance that an opening of a kit with favourites ends by unflagging one of them
    /// (entries 14, 16); nil when never.
    public var unfavouriteChance: Double?
    /// The chance that an opening of a kit with custom cards (duplicates included) ends by
    /// editing one's title and image (entries 29-30, 32); nil when never.
    public var customEditChance: Double?
    /// The chance that an opening of a kit with custom cards ends by deleting one (entry 31);
    /// nil when never.
    public var customDeleteChance: Double?

    /// Creates a model.
    public init(deck: [String], openChance: Double, viewsPerOpening: Double, favouriteShare: Double,
                favouritesPerPerson: Int, favouritePool: [String], noteChance: Double, noteEditChance: Double,
                customCardChance: Double, customImages: [String], duplicateChance: Double, favouriteViewRatio: Double,
                unfavouriteChance: Double? = nil, customEditChance: Double? = nil, customDeleteChance: Double? = nil) {
        self.deck = deck
        self.openChance = openChance
        self.viewsPerOpening = viewsPerOpening
        self.favouriteShare = favouriteShare
        self.favouritesPerPerson = favouritesPerPerson
        self.favouritePool = favouritePool
        self.noteChance = noteChance
        self.noteEditChance = noteEditChance
        self.customCardChance = customCardChance
        self.customImages = customImages
        self.duplicateChance = duplicateChance
        self.favouriteViewRatio = favouriteViewRatio
        self.unfavouriteChance = unfavouriteChance
        self.customEditChance = customEditChance
        self.customDeleteChance = customDeleteChance
    }
}
