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
