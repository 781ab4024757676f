extension GroundTruth {
    /// What a run planted about the wellbeing card kit (seed 002, entries 2-32): the deck,
    /// how often people open it and view cards, who flags favourites, and how many times as
    /// often a favourite is viewed as another card, which `carelab analyze truth` recovers
    /// (issue 18: "favourites vs use").
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

        /// The planted cards from their parts.
        public init(deck: [String], openChance: Double, viewsPerOpening: Double, favouriteShare: Double,
                    favouritesPerPerson: Int, favouriteViewRatio: Double) {
            self.deck = deck
            self.openChance = openChance
            self.viewsPerOpening = viewsPerOpening
            self.favouriteShare = favouriteShare
            self.favouritesPerPerson = favouritesPerPerson
            self.favouriteViewRatio = favouriteViewRatio
        }
    }
}
