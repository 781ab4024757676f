import CareAnalytics

extension RunReport {
    /// The information desk (seed 004, DR3): the Kaplan-Meier curve of the share of
    /// questions still without a professional answer over the first week, beside the
    /// Markdown report's table; nil when no one asked.
    var forumHTML: HTMLDocument.Section? {
        guard let rows = forumRows, let text = forumText, let forum else { return nil }
        var table = HTMLTable(caption: "The information desk", header: ["measure", "value", "95 % interval"], labelColumns: 1)
        rows.forEach { table.append($0) }
        var body = HTML.paragraph(text)
        if let steps = forum.hoursToAnswer?.steps, smallCells.allows(forum.askers) {
            let week = 168.0, atRiskTimes = [0.0, 24, 48, 72, 96, 120, 144, 168]
            // A step taken among few questions still open would show one question: the curve stops before it.
            let shown = steps.prefix { $0.time <= week && smallCells.allows($0.atRisk) }
            let atRisk = atRiskTimes.map { time in
                let count = steps.first { $0.time >= time }?.atRisk ?? 0
                return smallCells.allows(count) ? NumberFormat.grouped(count) : "<\(smallCells.minimumCount)"
            }
            let curve = KaplanMeierPlot.Curve(
                name: "all questions", times: shown.map(\.time), survival: shown.map(\.survival),
                lower: shown.map(\.interval.lower), upper: shown.map(\.interval.upper),
                end: shown.count < steps.count ? min(week, steps[shown.count].time) : week, atRisk: atRisk)
            let plot = KaplanMeierPlot(title: "Share of questions without a professional answer",
                                       timeTitle: "hours since the question", survivalTitle: "not yet answered (%)",
                                       maximumTime: week, curves: [curve],
                                       atRiskTimes: atRiskTimes)
            body += "\n" + Self.figure(plot.svg, table, caption: "Kaplan-Meier curve over the first week with its "
                + "exponential Greenwood 95 % interval (shaded); the y axis starts at "
                + "\(NumberFormat.fixed(plot.floor * 100, 0)) %. Numbers at risk are questions still open; fewer than "
                + "\(smallCells.minimumCount) show as <\(smallCells.minimumCount).")
        } else {
            body += "\n" + table.html
        }
        return HTMLDocument.Section(id: "forum", title: "Information desk (forum)", body: body)
    }
}
