import CareAnalytics

extension RunReport {
    /// The week's baby-development fact (seed 004): views per day in the app by trimester as
    /// a forest plot beside the Markdown report's table; nil when nobody opened one.
    var babyDevelopmentHTML: HTMLDocument.Section? {
        guard let rows = babyDevelopmentRows, let text = babyDevelopmentText, let babyDevelopment else { return nil }
        var table = HTMLTable(caption: "Baby development week by week", header: Self.babyDevelopmentHeader, labelColumns: 1)
        rows.forEach { table.append($0) }
        let minimum = smallCells.minimumCount
        let plotRows = babyDevelopment.trimesters.map { row in
            let label = row.trimester.name
            guard smallCells.allows(row.people), let rate = row.viewsPerUseDay else {
                return ForestPlot.Row(label: label, estimate: nil, lower: nil, upper: nil,
                                      note: smallCells.allows(row.people) ? "NA" : "suppressed (fewer than \(minimum) people)")
            }
            return ForestPlot.Row(label: label, estimate: rate.estimate, lower: rate.interval.lower,
                                  upper: rate.interval.upper, note: "\(NumberFormat.fixed(rate.estimate, 3)) (n=\(row.useDays) days)")
        }
        let plot = ForestPlot(title: "Baby-development facts opened", xTitle: "views per day in the app", domain: 0...1,
                              reference: nil, decimals: 1, rows: plotRows, plotWidth: 300)
        let body = HTML.paragraph(text) + "\n"
            + Self.figure(plot.svg, table, caption: "Views of the week's fact per day in the app, by trimester, with a 95 % "
                + "interval clustered by person.")
        return HTMLDocument.Section(id: "baby-development", title: "Baby development week by week", body: body)
    }
}
