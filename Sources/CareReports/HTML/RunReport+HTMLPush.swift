import CareAnalytics

extension RunReport {
    /// Push notifications by kind (seed 004): the share of each kind's notifications opened
    /// as a forest plot beside the Markdown report's table; nil without notifications.
    var pushHTML: HTMLDocument.Section? {
        guard let rows = pushRows, let text = pushText, let all = push?.all else { return nil }
        var table = HTMLTable(caption: "Push notifications", header: pushHeader, labelColumns: 1)
        rows.forEach { table.append($0) }
        let minimum = smallCells.minimumCount
        let plotRows = all.rows.map { row in
            guard smallCells.allows(row.recipients), let share = row.openedByPerson else {
                return ForestPlot.Row(label: row.kind, estimate: nil, lower: nil, upper: nil,
                                      note: smallCells.allows(row.recipients) ? "NA" : "suppressed (fewer than \(minimum) people)")
            }
            return ForestPlot.Row(label: row.kind, estimate: share.estimate, lower: share.interval.lower,
                                  upper: share.interval.upper, note: "\(NumberFormat.fixed(share.estimate, 3)) (n=\(row.sent))")
        }
        let plot = ForestPlot(title: "Push notifications opened", xTitle: "share opened", domain: 0...1, reference: nil,
                              decimals: 1, rows: plotRows, plotWidth: 300)
        let body = HTML.paragraph(text) + "\n"
            + Self.figure(plot.svg, table, caption: "Share of each kind's notifications opened with its 95 % interval "
                + "clustered by person.")
        return HTMLDocument.Section(id: "push", title: "Push notifications", body: body)
    }
}
