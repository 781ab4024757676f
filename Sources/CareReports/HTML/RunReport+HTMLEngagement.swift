import CareAnalytics
import CareModel
import CareStats

extension RunReport {
    /// Dropout as Kaplan-Meier curves per arm with their bands and numbers at risk, day-N
    /// retention per group, and active users per day, each with its table. The small-cell
    /// rule is the Markdown report's: a group smaller than the minimum is not drawn, a
    /// curve stops where fewer people remain at risk, a retention cell of fewer eligible
    /// people is suppressed, and the arms' tests appear only when every arm is large enough.
    var engagementHTML: HTMLDocument.Section? {
        guard let engagement, engagement.peopleWhoUsedTheApp > 0 else { return nil }
        var body = [HTML.paragraph(smallCells.allows(engagement.peopleWhoUsedTheApp)
            ? "\(NumberFormat.grouped(engagement.peopleWhoUsedTheApp)) of \(English.count(engagement.people, "person", "people")) used the app."
            : "Fewer than \(smallCells.minimumCount) people used the app.")]
        let arms = engagement.dropout.filter { $0.group != "all" }
        if case .success(let test)? = engagement.dropoutByArm,
           arms.allSatisfy({ smallCells.allows($0.curve.steps.first?.atRisk ?? 0) }) {
            body.append(HTML.paragraph("Log-rank test of the time to dropout between arms: χ² = "
                + "\(NumberFormat.fixed(test.chiSquared, 2)) on \(English.count(test.degreesOfFreedom, "degree")) "
                + "of freedom, p = \(NumberFormat.pValue(test.pValue))."))
            if case .success(let model)? = engagement.dropoutHazards?.model, let reference = engagement.dropoutHazards?.reference {
                for term in model.terms {
                    body.append(HTML.paragraph("Hazard ratio of dropout, \(term.name) against \(reference) (Cox model, Efron ties): "
                        + "\(NumberFormat.fixed(term.hazardRatio, 2)) (95 % interval "
                        + "\(NumberFormat.fixed(term.hazardRatioInterval.lower, 2))-"
                        + "\(NumberFormat.fixed(term.hazardRatioInterval.upper, 2))), p = \(NumberFormat.pValue(term.pValue))."))
                }
            }
        }
        body += [dropoutFigure(engagement), retentionFigure(engagement), activeUsersFigure(engagement)].compactMap { $0 }
        return HTMLDocument.Section(id: "engagement", title: "Engagement", body: body.joined(separator: "\n"))
    }

    /// The Kaplan-Meier curves of the time to dropout, one per arm (everyone when there are
    /// no arms), for groups of at least the small-cell minimum.
    private func dropoutFigure(_ engagement: EngagementReport) -> String? {
        let arms = engagement.dropout.filter { $0.group != "all" }
        let groups = (arms.isEmpty ? engagement.dropout : arms)
            .filter { smallCells.allows($0.curve.steps.first?.atRisk ?? 0) }
            .prefix(SVGFrame.colours.count)
        guard !groups.isEmpty else {
            return HTML.paragraph("Every group is smaller than the small-cell minimum: no dropout curve is shown.")
        }
        let end = Double(engagement.period.dayCount)
        let atRiskTimes = LinearScale(domain: 0...end, pixels: (0, 1)).ticks(6)
        var table = HTMLTable(caption: "Kaplan-Meier estimate at each observed day",
                              header: ["group", "day", "at risk", "still using", "95 % interval"], labelColumns: 1)
        let curves = groups.map { group in
            // A step taken among few people at risk would show one person's dropout: the
            // curve stops before it.
            let steps = group.curve.steps
            let shown = steps.prefix { smallCells.allows($0.atRisk) }
            for step in shown {
                table.append([group.group, NumberFormat.fixed(step.time, 0), NumberFormat.grouped(step.atRisk),
                              "\(NumberFormat.fixed(step.survival * 100, 1)) %",
                              Self.range(step.interval.lower, step.interval.upper, 1, scale: 100, suffix: " %")])
            }
            // People at risk at a time: those of the first step at or after it.
            let atRisk = atRiskTimes.map { time in
                let count = steps.first { $0.time >= time }?.atRisk ?? 0
                return smallCells.allows(count) ? NumberFormat.grouped(count) : "<\(smallCells.minimumCount)"
            }
            return KaplanMeierPlot.Curve(
                name: group.group, times: shown.map(\.time), survival: shown.map(\.survival),
                lower: shown.map(\.interval.lower), upper: shown.map(\.interval.upper),
                end: shown.count < steps.count ? steps[shown.count].time : end, atRisk: atRisk)
        }
        let plot = KaplanMeierPlot(
            title: "Share of people still using the app (gone after \(engagement.inactiveDays) days without use)",
            timeTitle: "days since first use", maximumTime: end, curves: curves, atRiskTimes: atRiskTimes)
        return Self.figure(plot.svg, table, caption: "Kaplan-Meier curves with exponential Greenwood 95 % intervals "
            + "(shaded); the y axis starts at \(NumberFormat.fixed(plot.floor * 100, 0)) %. Curves stop where fewer than "
            + "\(smallCells.minimumCount) people remain at risk; such counts show as <\(smallCells.minimumCount).")
    }

    /// Day-N retention of every group on one 0-100 % scale.
    private func retentionFigure(_ engagement: EngagementReport) -> String? {
        guard !engagement.retention.isEmpty else { return nil }
        let groups = engagement.retention.map(\.group).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let days = Set(engagement.retention.map(\.day)).sorted()
        var table = HTMLTable(caption: "Day-N retention", header: ["group", "day", "retained", "95 % interval", "people"])
        func shown(_ r: EngagementReport.Retention) -> Proportion? { smallCells.allows(r.eligible) ? r.share : nil }
        for r in engagement.retention {
            guard let share = shown(r) else {
                table.append([r.group, String(r.day), "suppressed", "", "fewer than \(smallCells.minimumCount)"])
                continue
            }
            table.append([r.group, String(r.day), "\(NumberFormat.fixed(share.estimate * 100, 1)) %",
                          Self.range(share.interval.lower, share.interval.upper, 1, scale: 100, suffix: " %"),
                          NumberFormat.grouped(r.eligible)])
        }
        let series = groups.prefix(SVGFrame.colours.count).map { group in
            let cells = days.map { day in engagement.retention.first { $0.group == group && $0.day == day }.flatMap(shown) }
            return LinePlot.Series(name: group, values: cells.map { ($0?.estimate ?? .nan) * 100 },
                                   lower: cells.map { ($0?.interval.lower ?? .nan) * 100 },
                                   upper: cells.map { ($0?.interval.upper ?? .nan) * 100 })
        }
        let plot = LinePlot(title: "Day-N retention: share active again N days after the first day", xTitle: "day N",
                            yTitle: "retained (%)", x: days.map(Double.init), xDomain: 0...Double(days.last ?? 1),
                            xTicks: days.map { (Double($0), String($0)) }, yDomain: 0...100, yDecimals: 0, ySuffix: " %",
                            series: Array(series), markers: true)
        return Self.figure(plot.svg, table, caption: "Every group on one scale from 0 to 100 %, with Wilson 95 % intervals.")
    }

    /// People active on each day, in the week and in the 30 days ending that day; a count
    /// below the small-cell minimum is not drawn.
    private func activeUsersFigure(_ engagement: EngagementReport) -> String? {
        guard !engagement.activeUsers.isEmpty else { return nil }
        let rows = engagement.activeUsers
        func shown(_ count: Int) -> Double { smallCells.allows(count) ? Double(count) : .nan }
        let series = [("daily", rows.map { shown($0.daily) }), ("weekly", rows.map { shown($0.weekly) }),
                      ("monthly", rows.map { shown($0.monthly) })].map { LinePlot.Series(name: $0.0, values: $0.1) }
        let top = Self.axisTop(series.flatMap(\.values).filter(\.isFinite).max() ?? 0)
        let x = rows.map { Double(overview.period.first.days(to: $0.day)) }
        let plot = LinePlot(title: "Active users", xTitle: "date", yTitle: "people", x: x,
                            xDomain: 0...Double(max(1, overview.period.dayCount - 1)), xTicks: dayTicks(),
                            yDomain: 0...top, yDecimals: 0, series: series)
        var table = HTMLTable(caption: "Active users per day", header: ["date", "daily", "weekly", "monthly"])
        for row in rows {
            table.append([row.day.description] + [row.daily, row.weekly, row.monthly].map { smallCells.shown($0) })
        }
        return Self.figure(plot.svg, table, caption: "Distinct people active on the day, in the 7 days and in the 30 days "
            + "ending that day; counts below \(smallCells.minimumCount) are not drawn.")
    }
}
