import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze cards`: the wellbeing card kit and the emotion journal over time (seed
/// 002, entries 2-49; issue 18): card views per person-week by ISO week, favourites vs use,
/// custom cards, duplicates and notes, journal keyword use and valence by week. Its report
/// section is ``RunReport/cardsSection``.
extension CardsAnalysis: DeclaredAnalysis {
    public static let name = "cards"
    public static let abstract = "Wellbeing cards and journal keywords: views by week, favourites vs use, custom cards, notes, keyword valence trend (seed 002)."
    public static let example = "carelab analyze cards --db runs/wellbeing/carelab.sqlite -o cards.csv"
    public static let discussion = """
        Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
        suppressed), group all, period the ISO week (2026-W37) in each person's
        time zone where a measure is weekly. Card use over time, item the
        default card's title or custom cards: card_views (count) and
        card_views_per_person_week (views ÷ people who logged in that week;
        people the card's viewers). Favourites vs use: favourite_view_ratio,
        how many times as often a favourite is viewed as another card in the
        kit at the time (Mantel-Haenszel rate ratio over views, interval
        clustered by person; people those with a favourite), and
        favourite_views and other_views (counts). Per person with a card
        event: custom_cards_per_person and duplicates_per_person; per view:
        notes_per_view and note_edits_per_view (intervals clustered by
        person). The chances a scenario plants, each events over occasions
        with an interval clustered by person (people those with an
        occasion); an opening is a run of card events less than 10 minutes
        apart: open_chance (openings per log-in), note_chance (notes per
        view of a card without one), note_edit_chance (per view of a card
        with one), custom_card_chance and duplicate_chance (per opening),
        unfavourite_chance (per opening of a kit with a favourite),
        custom_edit_chance and custom_delete_chance (per opening of a kit
        with a custom card; entries 14, 29-32). Journal, item the keyword: keyword_entries (count) by week;
        positive_keyword_share by week (valence above 0.5, Wilson interval)
        and positive_share_slope_per_week (a linear probability model on the
        week's number, clustered by person); entries deleted (seed 002, entry
        42) are left out of both. When entries were edited or deleted (entries
        40-44), per person with an entry: journal_entries, journal_edits and
        journal_deletes (counts), journal_edits_per_entry and
        journal_deletes_per_entry, and journal_hours_to_edit (people those with
        an edit), intervals clustered by person. Fewer people than --min-cell:
        suppressed. Note and journal texts are never read.
        """
    public static let nothingToRead = "the database has no wellbeing card events"

    public static func run(on database: CareDatabase) throws -> CardsReport {
        try CardsAnalysis().run(on: database)
    }

    public static func isEmpty(_ result: CardsReport) -> Bool { result.peopleWithCards == 0 }

    public static func table(_ report: CardsReport, smallCells: SmallCellRule) -> CSVTable {
        var table = LongTable(smallCells: smallCells)
        for cell in report.weekViews {
            table.add("card_views", item: cell.card, period: cell.week, count: cell.views, people: cell.viewers)
            table.add("card_views_per_person_week", item: cell.card, period: cell.week, cell.viewsPerPersonWeek,
                      people: cell.viewers)
        }
        let ratio = report.favouriteViewRatio, withFavourites = report.peopleWithFavourites
        table.add("favourite_view_ratio", ratio?.estimate, ratio?.interval, people: withFavourites)
        table.add("favourite_views", count: report.favouriteViews, people: withFavourites)
        table.add("other_views", count: report.otherViews, people: report.peopleWithCards)
        for (measure, estimate) in [("custom_cards_per_person", report.customCardsPerPerson),
                                    ("duplicates_per_person", report.duplicatesPerPerson),
                                    ("notes_per_view", report.notesPerView),
                                    ("note_edits_per_view", report.noteEditsPerView)] {
            table.add(measure, estimate?.estimate, estimate?.interval, people: report.peopleWithCards)
        }
        for chance in report.chances {
            table.add(chance.kind.rawValue, chance.estimate?.estimate, chance.estimate?.interval, people: chance.people)
        }
        for week in report.keywordWeeks {
            for (keyword, count) in week.keywords.sorted(by: { $0.key < $1.key }) {
                table.add("keyword_entries", item: keyword, period: week.week, count: count, people: week.people)
            }
            table.add("positive_keyword_share", period: week.week, proportion: week.positiveShare, people: week.people)
        }
        if let edits = report.journalEdits {
            table.add("journal_entries", count: edits.entries, people: edits.people)
            table.add("journal_edits", count: edits.edited, people: edits.people)
            table.add("journal_deletes", count: edits.deleted, people: edits.people)
            for (measure, estimate) in [("journal_edits_per_entry", edits.editedPerEntry),
                                        ("journal_deletes_per_entry", edits.deletedPerEntry)] {
                table.add(measure, estimate?.estimate, estimate?.interval, people: edits.people)
            }
            table.add("journal_hours_to_edit", edits.hoursToEdit?.estimate, edits.hoursToEdit?.interval,
                      people: edits.peopleWithEdits)
        }
        let slope = report.positiveShareSlopePerWeek
        table.add("positive_share_slope_per_week", slope?.estimate, slope?.interval, people: report.peopleWithKeywords)
        return table.table
    }

    public static func markdown(_ result: CardsReport, in report: RunReport) -> [String] { report.cardsSection }

    public static func html(_ result: CardsReport, in report: RunReport) -> HTMLDocument.Section? { report.cardsHTML }
}
