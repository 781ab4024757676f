import CareAnalytics

extension RunReport {
    /// The learning centre's videos (seed 004): the share of each video's viewings watched to
    /// the end as a forest plot beside the Markdown report's table; nil when nobody watched one.
    var videosHTML: HTMLDocument.Section? {
        guard let rows = videoRows, let text = videoText, let videos else { return nil }
        var table = HTMLTable(caption: "Learning-centre videos", header: Self.videoHeader, labelColumns: 1)
        rows.forEach { table.append($0) }
        let minimum = smallCells.minimumCount
        let plotRows = videos.rows.map { row in
            let label = row.video.isEmpty ? "all videos" : row.title ?? row.video
            guard smallCells.allows(row.people), let share = row.completedByPerson else {
                return ForestPlot.Row(label: label, estimate: nil, lower: nil, upper: nil,
                                      note: smallCells.allows(row.people) ? "NA" : "suppressed (fewer than \(minimum) people)")
            }
            return ForestPlot.Row(label: label, estimate: share.estimate, lower: share.interval.lower,
                                  upper: share.interval.upper, note: "\(NumberFormat.fixed(share.estimate, 3)) (n=\(row.views))")
        }
        let plot = ForestPlot(title: "Videos watched to the end", xTitle: "share of viewings", domain: 0...1, reference: nil,
                              decimals: 1, rows: plotRows, plotWidth: 300)
        let body = HTML.paragraph(text) + "\n"
            + Self.figure(plot.svg, table, caption: "Share of viewings watched to the end with its 95 % interval clustered "
                + "by person.")
        return HTMLDocument.Section(id: "videos", title: "Learning-centre videos", body: body)
    }
}
