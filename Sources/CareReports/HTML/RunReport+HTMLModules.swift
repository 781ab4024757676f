import CareAnalytics

extension RunReport {
    /// The learning modules (seed 004, DR8): each module's mean score with its interval as
    /// a forest plot beside the Markdown report's table; nil when no module was completed.
    var modulesHTML: HTMLDocument.Section? {
        guard let rows = moduleRows, let text = moduleText, let modules else { return nil }
        var table = HTMLTable(caption: "Learning modules", header: Self.moduleHeader, labelColumns: 2)
        rows.forEach { table.append($0) }
        let minimum = smallCells.minimumCount
        let plotRows = modules.summaries.filter { $0.group == "all" }.map { s in
            guard smallCells.allows(s.people), let mean = s.meanScore else {
                return ForestPlot.Row(label: s.module, estimate: nil, lower: nil, upper: nil,
                                      note: smallCells.allows(s.people) ? "NA" : "suppressed (fewer than \(minimum) people)")
            }
            return ForestPlot.Row(label: s.module, estimate: mean.estimate * 100, lower: mean.interval.lower * 100,
                                  upper: mean.interval.upper * 100,
                                  note: "\(NumberFormat.fixed(mean.estimate * 100, 1)) % (n=\(s.attempts))")
        }
        let plot = ForestPlot(title: "Mean score per learning module", xTitle: "questions answered correctly (%)",
                              domain: 0...100, reference: nil, decimals: 0, rows: plotRows, plotWidth: 300)
        let body = HTML.paragraph(text) + "\n"
            + Self.figure(plot.svg, table, caption: "Mean score over attempts with its 95 % interval clustered by person "
                + "(group all); the table adds each cohort and the share passing.")
        return HTMLDocument.Section(id: "modules", title: "Learning modules", body: body)
    }
}
