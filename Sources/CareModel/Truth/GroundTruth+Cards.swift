extension GroundTruth {
    /// What a run planted about the wellbeing card kit (seed 002, entries 2-32): the deck,
    /// how often people open it and view cards, who flags favourites, how many times as
    /// often a favourite is viewed as another card (issue 18: "favourites vs use"), and the
    /// chances of notes, custom cards, duplicates, unflagging, edits and deletes, which
    /// `carelab analyze truth` recovers.
    public struct CardsTruth: Codable, Hashable, Sendable {
        /// The default deck's titles, in order.
        public var deck: [String]
        /// The chance of opening the kit after a log-in.
        public var openChance: Double
        /// The mean cards viewed per opening.
        public var viewsPerOpening: Double
        /// The share of people who flag favourites, and how many each flags.
        public var favouriteShare: Double
        /// How many favourites each such person flags.
        public var favouritesPerPerson: Int
        /// How many times as often a favourite is viewed as any other card: the planted
        /// effect.
        public var favouriteViewRatio: Double
        /// The chance of writing a note on a viewed card without one (nil in a truth file
        /// written before it was recorded, as are the chances below).
        public var noteChance: Double?
        /// The chance of editing the note of a viewed card that has one.
        public var noteEditChance: Double?
        /// The chance that an opening adds a custom card.
        public var customCardChance: Double?
        /// The chance that an opening duplicates the last card viewed.
        public var duplicateChance: Double?
        /// The chance that an opening of a kit with favourites unflags one; nil when never.
        public var unfavouriteChance: Double?
        /// The chance that an opening of a kit with custom cards edits one; nil when never.
        public var customEditChance: Double?
        /// The chance that an opening of a kit with custom cards deletes one; nil when never.
        public var customDeleteChance: Double?

        /// The planted cards from their parts.
        public init(deck: [String], openChance: Double, viewsPerOpening: Double, favouriteShare: Double,
                    favouritesPerPerson: Int, favouriteViewRatio: Double, noteChance: Double? = nil,
                    noteEditChance: Double? = nil, customCardChance: Double? = nil, duplicateChance: Double? = nil,
                    unfavouriteChance: Double? = nil, customEditChance: Double? = nil, customDeleteChance: Double? = nil) {
            self.deck = deck
            self.openChance = openChance
            self.viewsPerOpening = viewsPerOpening
            self.favouriteShare = favouriteShare
            self.favouritesPerPerson = favouritesPerPerson
            self.favouriteViewRatio = favouriteViewRatio
            self.noteChance = noteChance
            self.noteEditChance = noteEditChance
            self.customCardChance = customCardChance
            self.duplicateChance = duplicateChance
            self.unfavouriteChance = unfavouriteChance
            self.customEditChance = customEditChance
            self.customDeleteChance = customDeleteChance
        }
    }
}
