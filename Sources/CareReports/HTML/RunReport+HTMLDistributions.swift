import CareAnalytics

extension RunReport {
    /// How the people's mean daily score of each symptom is spread: a histogram per
    /// symptom, all on the same bins and count axis, beside a table of people per bin. A
    /// bin of fewer people than the small-cell minimum has no bar and is suppressed in the
    /// table; an empty bin is blank in both.
    var scoreDistributionsHTML: HTMLDocument.Section? {
        let distributions = overview.scoreDistributions.filter { $0.people > 0 }
        guard let edges = distributions.first?.edges, edges.count > 1 else { return nil }
        let shown = distributions.map { d in d.counts.map { smallCells.allows($0) ? $0 : $0 == 0 ? 0 : nil } }
        let top = Self.axisTop(Double(shown.joined().compactMap { $0 }.max() ?? 0))
        let width = edges[1] - edges[0]
        let decimals = width >= 1 ? 0 : width >= 0.1 ? 1 : 2
        let plots = zip(distributions, shown).map { d, counts in
            HistogramPlot(title: d.symptom, xTitle: "mean daily score over the days logged (points)", yTitle: "people",
                          edges: edges, counts: counts, suppressedMark: "<\(smallCells.minimumCount)",
                          yDomain: 0...top, xDecimals: decimals).svg
        }
        var table = HTMLTable(caption: "People per bin of mean daily score (points)",
                              header: ["mean score"] + distributions.map { "\($0.symptom) people" })
        for bin in 0..<(edges.count - 1) {
            let upper = bin == edges.count - 2 ? "]" : ")"
            table.append(["[\(NumberFormat.fixed(edges[bin], decimals)), \(NumberFormat.fixed(edges[bin + 1], decimals))\(upper)"]
                + distributions.map { d in
                    let count = d.counts[bin]
                    return count == 0 ? "" : smallCells.shown(count)
                })
        }
        let body = HTML.paragraph("Each person's mean score of a symptom over the days they logged (a logged day without "
            + "the symptom counts as 0), counted in bins shared by every symptom. No person's own mean is shown.")
            + "\n" + Self.figure(plots.joined(separator: "\n"), table, caption: "Every symptom on the same bins and the same "
                + "axis of people. A bin of fewer than \(smallCells.minimumCount) people has no bar "
                + "(marked <\(smallCells.minimumCount)); an empty bin is blank.")
        return HTMLDocument.Section(id: "score-distributions", title: "Distribution of mean symptom scores", body: body)
    }
}
