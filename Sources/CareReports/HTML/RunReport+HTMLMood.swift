import CareAnalytics

extension RunReport {
    /// Moods over time (seed 004 DR8): everyone's weekly mean valence and share of negative
    /// moods with their intervals, beside the Markdown report's table; nil without answers.
    var moodHTML: HTMLDocument.Section? {
        guard let rows = moodRows, let text = moodText, let mood, let last = mood.weeks.map(\.week).max() else { return nil }
        var table = HTMLTable(caption: "Mood per study week", header: ["week", "answers", "people", "mean valence",
                                                                       "95 % interval", "negative", "95 % interval"])
        rows.forEach { table.append($0) }
        let shown = (1...last).map { week in
            mood.weeks.first { $0.group == MoodReport.everyone && $0.week == week && smallCells.allows($0.people) }
        }
        let series = [
            LinePlot.Series(name: "mean valence (0-1)", values: shown.map { $0?.meanValence ?? .nan },
                            lower: shown.map { $0?.meanValenceInterval?.lower ?? .nan },
                            upper: shown.map { $0?.meanValenceInterval?.upper ?? .nan }),
            LinePlot.Series(name: "share of negative moods", values: shown.map { $0?.negativeShare ?? .nan },
                            lower: shown.map { $0?.negativeShareInterval?.lower ?? .nan },
                            upper: shown.map { $0?.negativeShareInterval?.upper ?? .nan }),
        ]
        let plot = LinePlot(title: "Mood per study week", xTitle: "study week", yTitle: "valence or share (0-1)",
                            x: (1...last).map(Double.init), xDomain: Self.weekDomain(last), xTicks: weekTicks(last),
                            yDomain: 0...1, yDecimals: 1, series: series, markers: true)
        let body = HTML.paragraph(text) + "\n" + Self.figure(plot.svg, table, caption: "95 % intervals clustered by "
            + "person; a week with fewer than \(smallCells.minimumCount) people answering is not drawn.")
        return HTMLDocument.Section(id: "mood", title: "Moods over time", body: body)
    }
}
