import CareAnalytics

extension RunReport {
    /// Learning-game scores (seed 003, stories 23 and 24): the mean score per game (every
    /// arm) as a forest plot beside the Markdown report's table; nil when no game was played.
    var gamesHTML: HTMLDocument.Section? {
        guard let rows = gameRows, let text = gameText, let games else { return nil }
        var table = HTMLTable(caption: "Learning games", header: Self.gameHeader, labelColumns: 2)
        rows.forEach { table.append($0) }
        let minimum = smallCells.minimumCount
        let plotRows = games.cells.filter { $0.group == "all" }.map { cell in
            let label = cell.item.isEmpty ? "all games" : cell.item
            guard smallCells.allows(cell.people), let mean = cell.meanScore else {
                return ForestPlot.Row(label: label, estimate: nil, lower: nil, upper: nil,
                                      note: smallCells.allows(cell.people) ? "NA" : "suppressed (fewer than \(minimum) people)")
            }
            return ForestPlot.Row(label: label, estimate: mean.estimate, lower: mean.interval.lower, upper: mean.interval.upper,
                                  note: "\(NumberFormat.fixed(mean.estimate, 1)) (n=\(cell.plays))")
        }
        let plot = ForestPlot(title: "Mean learning-game score", xTitle: "score (0-100)",
                              domain: 0...100, reference: nil, decimals: 0, rows: plotRows, plotWidth: 300)
        let body = HTML.paragraph(text) + "\n"
            + Self.figure(plot.svg, table, caption: "Mean score per game played with its 95 % interval clustered by "
                + "person (every arm); the table adds the arms.")
        return HTMLDocument.Section(id: "games", title: "Learning games", body: body)
    }
}
