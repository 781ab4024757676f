import CareAnalytics
import CareModel
import CareStats

extension RunReport {
    /// The wellbeing card kit's figures (seed 002, entries 2-32), for the Markdown and HTML
    /// reports alike: favourites vs use, custom cards, duplicates and notes, and journal
    /// edits and deletes when there are any, each with its 95 % interval clustered by person. Nil when no one used the kit; a row's figures
    /// `suppressed` when fewer people than the small-cell minimum back it.
    var cardRows: [[String]]? {
        guard let cards, cards.peopleWithCards > 0 else { return nil }
        func row(_ label: String, _ estimate: RatioEstimate?, people: Int, digits: Int, suffix: String = "") -> [String] {
            guard smallCells.allows(people) else { return [label, smallCells.shown(people), "suppressed", ""] }
            return [label, NumberFormat.grouped(people),
                    estimate.map { NumberFormat.fixed($0.estimate, digits) + suffix } ?? "NA",
                    Self.range(estimate?.interval.lower, estimate?.interval.upper, digits, suffix: suffix)]
        }
        return [
            row("favourite viewed vs another card (rate ratio)", cards.favouriteViewRatio, people: cards.peopleWithFavourites,
                digits: 2, suffix: " ×"),
            row("custom cards created per person", cards.customCardsPerPerson, people: cards.peopleWithCards, digits: 2),
            row("duplicates made per person", cards.duplicatesPerPerson, people: cards.peopleWithCards, digits: 2),
            row("notes written per view", cards.notesPerView, people: cards.peopleWithCards, digits: 3),
            row("notes edited per view", cards.noteEditsPerView, people: cards.peopleWithCards, digits: 3),
        ] + chanceRows(cards.chances) { row($0, $1, people: $2, digits: $3) }
            + journalEditRows(cards.journalEdits) { row($0, $1, people: $2, digits: $3) }
    }

    /// The rows of the kit's openings per log-in and, when anyone did them, of favourites
    /// unflagged and custom cards edited and deleted per opening (seed 002, entries 14,
    /// 29-32).
    private func chanceRows(
        _ chances: [CardsReport.Chance], row: (String, RatioEstimate?, Int, Int) -> [String]
    ) -> [[String]] {
        chances.filter { $0.kind == .open || ([.unfavourite, .customEdit, .customDelete].contains($0.kind) && $0.events > 0) }
            .map { row($0.kind.meaning, $0.estimate, $0.people, 3) }
    }

    /// The rows of journal edits and deletes (seed 002, entries 40-44), none when no entry
    /// was edited or deleted.
    private func journalEditRows(
        _ edits: CardsReport.JournalEdits?, row: (String, RatioEstimate?, Int, Int) -> [String]
    ) -> [[String]] {
        guard let edits else { return [] }
        return [
            row("journal entries edited per entry", edits.editedPerEntry, edits.people, 3),
            row("journal entries deleted per entry", edits.deletedPerEntry, edits.people, 3),
            row("hours from a journal entry to its edit", edits.hoursToEdit, edits.peopleWithEdits, 1),
        ]
    }

    /// The header of ``cardRows``.
    static let cardHeader = ["measure", "people", "estimate", "95 % interval"]

    /// Card views and journal keywords by ISO week: people who logged in, views per
    /// person-week, keyword entries and the share of positive keywords with its Wilson
    /// interval; a week's figures `suppressed` below the small-cell minimum of people who
    /// logged in (views) or wrote a keyword (keywords).
    var cardWeekRows: [[String]] {
        guard let cards else { return [] }
        var views: [String: (views: Int, personWeeks: Int)] = [:]
        for cell in cards.weekViews {
            views[cell.week, default: (0, cell.personWeeks)].views += cell.views
        }
        let keywords = Dictionary(uniqueKeysWithValues: cards.keywordWeeks.map { ($0.week, $0) })
        return Set(views.keys).union(keywords.keys).sorted().map { week in
            var row = [week]
            if let tally = views[week], smallCells.allows(tally.personWeeks) {
                row += [NumberFormat.grouped(tally.personWeeks),
                        NumberFormat.fixed(Double(tally.views) / Double(tally.personWeeks), 2)]
            } else {
                row += [views[week].map { smallCells.shown($0.personWeeks) } ?? "0", views[week] == nil ? "" : "suppressed"]
            }
            if let keyword = keywords[week], smallCells.allows(keyword.people), let share = keyword.positiveShare {
                row += [NumberFormat.grouped(share.trials), Self.percentOf(share.estimate),
                        Self.range(share.interval.lower, share.interval.upper, 1, scale: 100, suffix: " %")]
            } else {
                row += [keywords[week] == nil ? "0" : "suppressed", "", ""]
            }
            return row
        }
    }

    /// The header of ``cardWeekRows``.
    static let cardWeekHeader = ["ISO week", "people logged in", "card views per person", "keyword entries",
                                 "positive keywords", "95 % interval"]

    /// The text above the cards' tables.
    var cardText: String? {
        guard let cards, cardRows != nil else { return nil }
        var text = "The My Wellbeing Kit (seed 002, entries 2-32) of \(NumberFormat.grouped(cards.peopleWithCards)) of "
            + "\(English.count(cards.people, "person", "people")): how many times as often a favourite card was viewed as "
            + "another card in the kit at the time (entries 13-16; a Mantel-Haenszel rate ratio over "
            + "\(NumberFormat.grouped(cards.favouriteViews + cards.otherViews)) views), custom cards, duplicates and "
            + "notes on card backs, openings of the kit per log-in and, when anyone did them, favourites unflagged and "
            + "custom cards edited or deleted per opening (a run of card events less than 10 minutes apart), each with "
            + "its 95 % interval clustered by person; then, by ISO week, card views per "
            + "person who logged in and the share of journal keywords with a positive valence (entries 45-49)."
        if cards.journalEdits != nil {
            text += " Journal entries edited and deleted (entries 40-44) are counted per entry written; deleted entries "
                + "are left out of the keywords."
        }
        if let slope = cards.positiveShareSlopePerWeek, smallCells.allows(slope.people) {
            text += " The positive share changed by \(NumberFormat.fixed(slope.estimate * 100, 2)) points a week "
                + "(\(Self.range(slope.interval.lower, slope.interval.upper, 2, scale: 100)); a linear probability "
                + "model, clustered by person)."
        }
        return text + " `carelab analyze cards` writes the views of each card by week and the keywords' counts."
    }

    /// The Markdown section of ``cardRows`` and ``cardWeekRows``.
    var cardsSection: [String] {
        guard let rows = cardRows, let text = cardText else { return [] }
        func table(_ header: [String], _ rows: [[String]]) -> [String] {
            ["| " + header.joined(separator: " | ") + " |", "|" + String(repeating: "---|", count: header.count)]
                + rows.map { "| " + $0.joined(separator: " | ") + " |" } + [""]
        }
        return ["## Wellbeing cards", "", text, ""] + table(Self.cardHeader, rows)
            + table(Self.cardWeekHeader, cardWeekRows)
    }
}
