import CareStats

/// The wellbeing card kit and the emotion journal over time (seed 002, entries 2-49; issue
/// 18: "card and keyword use over time, keyword valence trend, favourites vs use"). Counts
/// and estimates only: the small-cell rule is the report's to apply, on each figure's
/// people.
public struct CardsReport: Sendable {
    /// Views of one card (a default card by title, or every custom card together) in one ISO
    /// week.
    public struct WeekViews: Sendable {
        /// The ISO week, `2026-W37`, in each person's own time zone.
        public var week: String
        /// The card's title, or `custom cards`.
        public var card: String
        /// Views.
        public var views: Int
        /// People who viewed it that week.
        public var viewers: Int
        /// People who logged in that week: the person-weeks the views are spread over.
        public var personWeeks: Int

        /// Views per person-week; nil without person-weeks.
        public var viewsPerPersonWeek: Double? { personWeeks > 0 ? Double(views) / Double(personWeeks) : nil }
    }

    /// Journal keywords in one ISO week.
    public struct KeywordWeek: Sendable {
        /// The ISO week, `2026-W37`.
        public var week: String
        /// People who wrote an entry with a keyword that week.
        public var people: Int
        /// Entries with a keyword, by keyword.
        public var keywords: [String: Int]
        /// The share of the week's keywords with a positive valence (above 0.5, ``CareModel/Affect``),
        /// with its Wilson 95 % interval; nil without keywords.
        public var positiveShare: Proportion?
    }

    /// Edits and deletes of journal entries (seed 002, entries 40-44), each estimate a ratio
    /// of per-person sums with its person-clustered interval (``CareStats/RatioEstimate``).
    public struct JournalEdits: Sendable {
        /// People with a journal entry.
        public var people: Int
        /// Entries, deleted ones included.
        public var entries: Int
        /// Entries edited.
        public var edited: Int
        /// Entries deleted.
        public var deleted: Int
        /// Entries edited per entry written; nil with fewer than two people.
        public var editedPerEntry: RatioEstimate?
        /// Entries deleted per entry written; nil with fewer than two people.
        public var deletedPerEntry: RatioEstimate?
        /// The mean hours from writing an entry to its edit; nil with fewer than two people
        /// with an edit.
        public var hoursToEdit: RatioEstimate?
        /// People with an edited entry: those behind ``hoursToEdit``.
        public var peopleWithEdits: Int
    }

    /// A chance of the kit's use (seed 002, entries 8-32), estimated as the events over the
    /// occasions that could have led to them (``CardChanceTally``).
    public struct Chance: Sendable {
        /// Which chance; its raw value is the scenario's key and the measure's name.
        public enum Kind: String, CaseIterable, Hashable, Sendable {
            /// An opening of the kit per log-in.
            case open = "open_chance"
            /// A note per view of a card without one (entry 8).
            case note = "note_chance"
            /// A note edited per view of a card with one (entries 9-10).
            case noteEdit = "note_edit_chance"
            /// A custom card created per opening (entries 17-27).
            case customCard = "custom_card_chance"
            /// A card duplicated per opening (entries 11-12).
            case duplicate = "duplicate_chance"
            /// A favourite unflagged per opening of a kit with one (entries 14, 16).
            case unfavourite = "unfavourite_chance"
            /// A custom card edited per opening of a kit with one (entries 29-30, 32).
            case customEdit = "custom_edit_chance"
            /// A custom card deleted per opening of a kit with one (entry 31).
            case customDelete = "custom_delete_chance"

            /// The event and its occasion, in words.
            public var meaning: String {
                switch self {
                case .open: "openings of the kit per log-in"
                case .note: "notes written per view of a card without a note"
                case .noteEdit: "notes edited per view of a card with a note"
                case .customCard: "custom cards created per opening"
                case .duplicate: "cards duplicated per opening"
                case .unfavourite: "favourites unflagged per opening of a kit with a favourite"
                case .customEdit: "custom cards edited per opening of a kit with a custom card"
                case .customDelete: "custom cards deleted per opening of a kit with a custom card"
                }
            }
        }

        /// Which chance.
        public var kind: Kind
        /// Events per occasion with its person-clustered interval; nil with fewer than two
        /// people with an occasion.
        public var estimate: RatioEstimate?
        /// The events counted.
        public var events: Int
        /// People with an occasion.
        public var people: Int
    }

    /// People in the run.
    public var people: Int
    /// People with a card event.
    public var peopleWithCards: Int
    /// Views by card and week, weeks in order, then the deck's cards by number, then custom
    /// cards.
    public var weekViews: [WeekViews]
    /// How many times as often a favourite card is viewed as another card, as the
    /// Mantel-Haenszel rate ratio over views, Σ F·n₀/n ÷ Σ O·n₁/n (F, O the view of a
    /// favourite or other card, n₁, n₀ the favourites and other cards in the kit then, n
    /// their sum), with the person-clustered interval of that ratio of per-person sums
    /// (``CareStats/RatioEstimate``); nil with fewer than two people with favourites.
    public var favouriteViewRatio: RatioEstimate?
    /// Views of favourite cards.
    public var favouriteViews: Int
    /// Views of other cards.
    public var otherViews: Int
    /// People who had a favourite when viewing a card: those behind ``favouriteViewRatio``.
    public var peopleWithFavourites: Int
    /// Custom cards created per person with a card event, with a person-clustered interval.
    public var customCardsPerPerson: RatioEstimate?
    /// Duplicates made per person with a card event, with a person-clustered interval.
    public var duplicatesPerPerson: RatioEstimate?
    /// Notes written per card view, with a person-clustered interval.
    public var notesPerView: RatioEstimate?
    /// Notes edited per card view, with a person-clustered interval.
    public var noteEditsPerView: RatioEstimate?
    /// The chances of the kit's use, one per ``Chance/Kind`` in its order.
    public var chances: [Chance]
    /// Edits and deletes of journal entries; nil when no entry was edited or deleted.
    public var journalEdits: JournalEdits?
    /// Journal keywords by ISO week, in order; deleted entries are left out.
    public var keywordWeeks: [KeywordWeek]
    /// People who wrote a journal keyword.
    public var peopleWithKeywords: Int
    /// The change per week of the chance that a keyword is positive: the slope of a linear
    /// probability model of positive (0 or 1) on the week's number, with standard errors
    /// clustered by person; nil when undefined.
    public var positiveShareSlopePerWeek: GroupMean?
}
