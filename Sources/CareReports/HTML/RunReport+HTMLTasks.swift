import CareAnalytics

extension RunReport {
    /// Task completion by label (seed 003, stories 5 and 17) as a forest plot beside the
    /// Markdown report's table; nil when no task occurrence was settled.
    var tasksHTML: HTMLDocument.Section? {
        guard let rows = taskRows, let text = taskText, let tasks else { return nil }
        var table = HTMLTable(caption: "Tasks", header: Self.taskHeader, labelColumns: 1)
        rows.forEach { table.append($0) }
        let minimum = smallCells.minimumCount
        let plotRows = tasks.byLabel.map { label in
            guard smallCells.allows(label.people), let share = label.completion else {
                return ForestPlot.Row(label: label.name, estimate: nil, lower: nil, upper: nil,
                                      note: smallCells.allows(label.people) ? "NA" : "suppressed (fewer than \(minimum) people)")
            }
            return ForestPlot.Row(label: label.name, estimate: share.estimate, lower: share.interval.lower,
                                  upper: share.interval.upper,
                                  note: "\(NumberFormat.fixed(share.estimate, 3)) (n=\(label.done + label.missed))")
        }
        let plot = ForestPlot(title: "Task completion by label", xTitle: "share done", domain: 0...1, reference: nil,
                              decimals: 1, rows: plotRows, plotWidth: 300)
        let body = HTML.paragraph(text) + "\n"
            + Self.figure(plot.svg, table, caption: "Done over done-or-missed per label with its Wilson 95 % interval "
                + "over occurrences, most missed first.")
        return HTMLDocument.Section(id: "tasks", title: "Tasks", body: body)
    }
}
