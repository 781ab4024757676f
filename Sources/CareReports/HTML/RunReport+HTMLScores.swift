import CareAnalytics

extension RunReport {
    /// The population's mean daily score of every symptom on one shared scale, with the
    /// table of means and people per day; a day logged by fewer people than the small-cell
    /// minimum is left out of the line and suppressed in the table, as in `daily_scores_mean.csv`.
    var dailyScoresHTML: HTMLDocument.Section? {
        let symptoms = Set(overview.dailyMeans.filter { $0.level == .symptom }.map(\.name)).sorted()
        let days = overview.period.dayCount
        guard !symptoms.isEmpty, days > 0 else { return nil }
        var means: [String: [Double]] = [:], people: [String: [Int]] = [:]
        for symptom in symptoms {
            means[symptom] = Array(repeating: .nan, count: days)
            people[symptom] = Array(repeating: 0, count: days)
        }
        for mean in overview.dailyMeans where mean.level == .symptom {
            let day = overview.period.first.days(to: mean.day)
            guard (0..<days).contains(day) else { continue }
            people[mean.name]![day] = mean.people
            if smallCells.allows(mean.people) { means[mean.name]![day] = mean.meanScore }
        }
        let top = Self.axisTop(means.values.joined().filter(\.isFinite).max() ?? 0)
        let plot = LinePlot(
            title: "Mean daily symptom score of the people who logged that day", xTitle: "date",
            yTitle: "mean score (points)", x: (0..<days).map(Double.init), xDomain: 0...Double(max(1, days - 1)),
            xTicks: dayTicks(), yDomain: 0...top, yDecimals: 2,
            series: symptoms.map { LinePlot.Series(name: $0, values: means[$0]!) })
        var table = HTMLTable(caption: "Mean score (points) and people per day",
                              header: ["date"] + symptoms.flatMap { ["\($0) mean", "\($0) people"] })
        for day in 0..<days {
            var row = [overview.period.first.adding(days: day).description]
            for symptom in symptoms {
                let count = people[symptom]![day]
                row += smallCells.allows(count)
                    ? [NumberFormat.fixed(means[symptom]![day], 2), NumberFormat.grouped(count)]
                    : count == 0 ? ["", ""] : ["suppressed", "fewer than \(smallCells.minimumCount)"]
            }
            table.append(row)
        }
        let body = Self.figure(plot.svg, table, caption: "All symptoms share one y axis from 0. Days without any entry "
            + "are missing, not symptom-free; a day logged by fewer than \(smallCells.minimumCount) people is not drawn.")
        return HTMLDocument.Section(id: "daily-scores", title: "Daily symptom scores", body: body)
    }

    /// The within-person correlations of the findings (lag of a day or more, enough people,
    /// defined), as a forest plot with its table, in the Markdown report's order.
    var correlationsHTML: HTMLDocument.Section? {
        guard showsCorrelations else { return nil }
        let ranked = overview.correlations.cells
            .filter { $0.level == .symptom && $0.lagDays >= 1 && !$0.within.pValue.isNaN && smallCells.allows($0.within.people) }
            .sorted { ($0.within.pValue, $0.factor, $0.outcome) < ($1.within.pValue, $1.factor, $1.outcome) }
        guard !ranked.isEmpty else {
            return HTMLDocument.Section(id: "correlations", title: "Findings: lagged correlations", body: HTML.paragraph(
                "No factor and symptom pair had enough data to correlate in at least \(smallCells.minimumCount) people."))
        }
        let reach = ranked.flatMap { [abs($0.within.r), abs($0.within.interval?.lower ?? 0), abs($0.within.interval?.upper ?? 0)] }
            .filter(\.isFinite).max() ?? 0
        let bound = min(1, Self.axisTop(max(reach, 0.1)))
        let label = { (c: CorrelationGrid.Cell) in "\(c.factor) → \(c.outcome), \(c.lagDays == 1 ? "next day" : "\(c.lagDays) days later")" }
        let plot = ForestPlot(
            title: "Within-person correlation of a factor with a later symptom score",
            xTitle: "within-person r (repeated-measures), 95 % interval", domain: -bound...bound, decimals: bound < 0.5 ? 2 : 1,
            rows: ranked.map { c in
                ForestPlot.Row(label: label(c), estimate: c.within.r, lower: c.within.interval?.lower, upper: c.within.interval?.upper,
                               note: "\(NumberFormat.fixed(c.within.r, 3)) (\(Self.range(c.within.interval?.lower, c.within.interval?.upper, 3)))")
            })
        var table = HTMLTable(caption: "Lagged correlations, most significant within-person first",
                              header: ["factor", "symptom", "lag (days)", "people", "within-person r", "95 % interval", "p",
                                       "person-days", "pooled r", "p (clustered)"], labelColumns: 2)
        for c in ranked {
            let pooled = c.pooled.pValue.isNaN ? nil : c.pooled
            table.append(["\(c.factor) (\(c.unit))", c.outcome, String(c.lagDays), NumberFormat.grouped(c.within.people),
                          NumberFormat.fixed(c.within.r, 3), Self.range(c.within.interval?.lower, c.within.interval?.upper, 3),
                          NumberFormat.pValue(c.within.pValue), pooled.map { NumberFormat.grouped($0.pairs) } ?? "",
                          pooled.map { NumberFormat.fixed($0.r, 3) } ?? "",
                          pooled == nil ? "" : NumberFormat.pValue(c.pooledClusteredPValue)])
        }
        let body = Self.figure(plot.svg, table, caption: "Each factor's daily total against a symptom's score on a later day, "
            + "each person compared with themselves (repeated-measures correlation, Fisher-z interval); the pooled p is "
            + "clustered by person, as a person's days are not independent. Pairs with fewer "
            + "than \(smallCells.minimumCount) people are left out.")
        return HTMLDocument.Section(id: "correlations", title: "Findings: lagged correlations", body: body)
    }

    /// `lower to upper` with `digits` decimals; empty when either is missing.
    static func range(_ lower: Double?, _ upper: Double?, _ digits: Int, scale: Double = 1, suffix: String = "") -> String {
        guard let lower, let upper else { return "" }
        return "\(NumberFormat.fixed(lower * scale, digits)) to \(NumberFormat.fixed(upper * scale, digits))\(suffix)"
    }
}
