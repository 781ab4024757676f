import CareAnalytics

extension RunReport {
    /// The wellbeing card kit and journal keywords by week (seed 002, entries 2-49): the
    /// Markdown report's tables; nil when no one used the kit.
    var cardsHTML: HTMLDocument.Section? {
        guard let rows = cardRows, let text = cardText else { return nil }
        var figures = HTMLTable(caption: "Wellbeing cards: favourites vs use, custom cards and notes",
                                header: Self.cardHeader, labelColumns: 1)
        rows.forEach { figures.append($0) }
        var weeks = HTMLTable(caption: "Wellbeing cards and journal keywords by ISO week", header: Self.cardWeekHeader,
                              labelColumns: 1)
        cardWeekRows.forEach { weeks.append($0) }
        return HTMLDocument.Section(id: "cards", title: "Wellbeing cards",
                                    body: HTML.paragraph(text) + "\n" + figures.html + "\n" + weeks.html)
    }
}
