import CareAnalytics

extension RunReport {
    /// The study weeks as x ticks: week 1 and about every fourth week after it.
    func weekTicks(_ weeks: Int) -> [(value: Double, label: String)] {
        stride(from: 1, through: max(1, weeks), by: max(1, weeks / 4)).map { (Double($0), "week \($0)") }
    }

    /// An x axis of study weeks 1 to `weeks` with half a week to spare at each end, so the
    /// first and last labels fit.
    static func weekDomain(_ weeks: Int) -> ClosedRange<Double> { 0.5...(Double(max(1, weeks)) + 0.5) }

    /// A plot wide enough for the one-line legend of `names` (``SVGFrame/legend(_:y:)``), at
    /// least 640 pixels.
    static func widthFitting(legend names: [String]) -> Double {
        max(640, 64 + names.map { 50 + SVGFrame.textWidth($0) }.reduce(0, +) + 16)
    }

    /// Sections used (seed 004 DR8): the weekly share of the active people who used each
    /// of the most used sections, beside the Markdown report's table; nil when no one used a
    /// section.
    var sectionsHTML: HTMLDocument.Section? {
        guard let rows = sectionRows, let text = sectionText, let sections else { return nil }
        var table = HTMLTable(caption: "Sections used over the study",
                              header: ["section", "events", "people", "share of the active people", "95 % interval"])
        rows.forEach { table.append($0) }
        var body = HTML.paragraph(text)
        let series = sectionWeeklyShares
        if series.isEmpty {
            body += "\n" + table.html
        } else {
            let weeks = max(1, sections.weeks)
            let plot = LinePlot(title: "Share of the active people who used each section, per study week",
                                xTitle: "study week", yTitle: "people (%)", x: (1...weeks).map(Double.init),
                                xDomain: Self.weekDomain(weeks), xTicks: weekTicks(weeks), yDomain: 0...100,
                                yDecimals: 0, ySuffix: " %",
                                series: series.map { LinePlot.Series(name: $0.section.rawValue, values: $0.percent) },
                                markers: true, width: Self.widthFitting(legend: series.map(\.section.rawValue)))
            body += "\n" + Self.figure(plot.svg, table, caption: "The sections most people used, at most six; a week "
                + "in which fewer than \(smallCells.minimumCount) people used a section is not drawn.")
        }
        return HTMLDocument.Section(id: "sections", title: "Sections used", body: body)
    }

    /// How often people log in (seed 004 DR8): the weekly mean and median log-ins per
    /// active person, beside the Markdown report's table; nil when no one logged in.
    var loginsHTML: HTMLDocument.Section? {
        guard let rows = loginRows, let text = loginText, let sections else { return nil }
        var table = HTMLTable(caption: "Log-ins per active week and sessions per day with a log-in",
                              header: ["group", "people", "mean", "median", "quartiles", "sessions per day", "95 % interval"])
        rows.forEach { table.append($0) }
        let weeks = max(1, sections.weeks)
        let plot = LinePlot(title: "Log-ins per active person, per study week", xTitle: "study week",
                            yTitle: "log-ins", x: (1...weeks).map(Double.init),
                            xDomain: Self.weekDomain(weeks), xTicks: weekTicks(weeks), yDomain: 0...loginScaleTop, yDecimals: 0,
                            series: loginWeeklySeries.map { LinePlot.Series(name: $0.name, values: $0.values) },
                            markers: true)
        let body = HTML.paragraph(text) + "\n" + Self.figure(plot.svg, table, caption: "Each week's log-ins of the "
            + "people active that week; a week with fewer than \(smallCells.minimumCount) active people is not drawn.")
        return HTMLDocument.Section(id: "logins", title: "Log-ins", body: body)
    }
}
