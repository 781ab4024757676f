import CareAnalytics

extension RunReport {
    /// Task notifications (seed 003, stories 1 and 6-8): the share seen on the alarm page
    /// per task label (every arm) as a forest plot beside the Markdown report's table; nil
    /// when no notification was sent.
    var notificationsHTML: HTMLDocument.Section? {
        guard let rows = notificationRows, let text = notificationText, let notifications else { return nil }
        var table = HTMLTable(caption: "Task notifications", header: Self.notificationHeader, labelColumns: 2)
        rows.forEach { table.append($0) }
        let minimum = smallCells.minimumCount
        let plotRows = notifications.cells.filter { $0.group == "all" }.map { cell in
            let label = cell.item.isEmpty ? "all labels" : cell.item
            guard smallCells.allows(cell.people), let seen = cell.seenShare else {
                return ForestPlot.Row(label: label, estimate: nil, lower: nil, upper: nil,
                                      note: smallCells.allows(cell.people) ? "NA" : "suppressed (fewer than \(minimum) people)")
            }
            return ForestPlot.Row(label: label, estimate: seen.estimate * 100, lower: seen.interval.lower * 100,
                                  upper: seen.interval.upper * 100,
                                  note: "\(NumberFormat.fixed(seen.estimate * 100, 1)) % (n=\(cell.sent))")
        }
        let plot = ForestPlot(title: "Notifications seen on the alarm page", xTitle: "seen of sent (%)",
                              domain: 0...100, reference: nil, decimals: 0, rows: plotRows, plotWidth: 300)
        let body = HTML.paragraph(text) + "\n"
            + Self.figure(plot.svg, table, caption: "Share of notifications seen per task label with its Wilson 95 % "
                + "interval (every arm); the table adds the minutes to seen and the shares resolved, snoozed and left.")
        return HTMLDocument.Section(id: "notifications", title: "Task notifications", body: body)
    }
}
