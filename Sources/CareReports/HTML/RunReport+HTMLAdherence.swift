import CareAnalytics

extension RunReport {
    /// Medication adherence by medication and group, both measures on one 0-100 % scale,
    /// with the Markdown report's table; a group smaller than the small-cell minimum is
    /// suppressed in both.
    var adherenceHTML: HTMLDocument.Section? {
        guard let adherence, !adherence.summaries.isEmpty else { return nil }
        var table = HTMLTable(caption: "Share of doses taken, mean over people",
                              header: ["medication", "group", "taken while observed", "95 % interval",
                                       "taken over the window", "95 % interval", "people"], labelColumns: 2)
        var observed: [ForestPlot.Row] = [], window: [ForestPlot.Row] = []
        for s in adherence.summaries {
            let label = "\(s.medication), \(s.group)"
            guard smallCells.allows(s.people) else {
                table.append([s.medication, s.group, "suppressed", "", "", "", "fewer than \(smallCells.minimumCount)"])
                let row = ForestPlot.Row(label: label, estimate: nil, lower: nil, upper: nil,
                                         note: "suppressed (fewer than \(smallCells.minimumCount) people)")
                observed.append(row)
                window.append(row)
                continue
            }
            table.append([s.medication, s.group, Self.percent(s.observedTakenShare), Self.percentRange(s.observedTakenShare),
                          Self.percent(s.takenShare), Self.percentRange(s.takenShare), NumberFormat.grouped(s.people)])
            observed.append(Self.shareRow(label, s.observedTakenShare))
            window.append(Self.shareRow(label, s.takenShare))
        }
        let plots = [("Taken while observed (days of use)", observed), ("Taken over the window (days without use missed)", window)]
            .map { ForestPlot(title: $0.0, xTitle: "share of doses taken (%)", domain: 0...100, reference: nil, decimals: 0,
                              rows: $0.1, plotWidth: 300).svg }
        let body = HTML.paragraph("Each person is followed from their first to their last day of use. Taken while observed "
            + "counts the doses due on days of use; taken over the window counts every dose of a day without use as missed. "
            + "The truth lies between them when people skip the app on the days they skip doses.")
            + "\n" + Self.figure(plots.joined(separator: "\n"), table,
                                 caption: "Both measures and every group on one scale from 0 to 100 %, with 95 % intervals over people.")
        let weekly = Set(adherence.weekly.map(\.medication)).sorted().map(weeklyAdherenceFigure)
        return HTMLDocument.Section(id: "adherence", title: "Medication adherence",
                                    body: ([body] + weekly + refillHTML(adherence) + lateLoggingHTML(adherence)).joined(separator: "\n"))
    }

    /// Pharmacy fills (delay to the next fill and CMA7), as the Markdown report's table;
    /// nothing when no medication has fills.
    private func refillHTML(_ adherence: AdherenceReport) -> [String] {
        let fills = adherence.summaries.filter { $0.peopleWithFills > 0 }
        guard !fills.isEmpty else { return [] }
        var table = HTMLTable(caption: "Pharmacy fills, mean over people",
                              header: ["medication", "group", "days late", "95 % interval", "CMA7", "95 % interval",
                                       "people"], labelColumns: 2)
        for s in fills {
            guard smallCells.allows(s.peopleWithFills) else {
                table.append([s.medication, s.group, "suppressed", "", "", "", "fewer than \(smallCells.minimumCount)"])
                continue
            }
            table.append([s.medication, s.group, s.refillDelay.map { NumberFormat.fixed($0.estimate, 1) } ?? "NA",
                          s.refillDelay.map { "\(NumberFormat.fixed($0.interval.lower, 1))-\(NumberFormat.fixed($0.interval.upper, 1))" } ?? "",
                          Self.percent(s.cma7), Self.percentRange(s.cma7), NumberFormat.grouped(s.peopleWithFills)])
        }
        return [HTML.paragraph("Pharmacy fills, known whether or not the app was used: the mean per-person delay from the "
            + "end of one fill's supply to the next fill, and AdhereR's CMA7 (the share of days with medication in hand, "
            + "from the first fill until the last one runs out)."), table.html]
    }

    /// The doses logged late (seed 000, Req 14), as the Markdown report's table; nothing
    /// when no dose was.
    private func lateLoggingHTML(_ adherence: AdherenceReport) -> [String] {
        let late = adherence.summaries.filter { $0.loggingDelayMinutes != nil }
        guard !late.isEmpty else { return [] }
        var table = HTMLTable(caption: "Doses logged late, mean over people",
                              header: ["medication", "group", "logged late", "95 % interval", "delay (minutes)",
                                       "95 % interval", "people"], labelColumns: 2)
        for s in late {
            guard smallCells.allows(s.people), let delay = s.loggingDelayMinutes, smallCells.allows(delay.people) else {
                table.append([s.medication, s.group, "suppressed", "", "", "", "fewer than \(smallCells.minimumCount)"])
                continue
            }
            table.append([s.medication, s.group, Self.percent(s.lateLoggedShare), Self.percentRange(s.lateLoggedShare),
                          NumberFormat.fixed(delay.estimate, 1),
                          "\(NumberFormat.fixed(delay.interval.lower, 1))-\(NumberFormat.fixed(delay.interval.upper, 1))",
                          NumberFormat.grouped(s.people)])
        }
        return [HTML.paragraph("Doses entered after they were taken, with the taken time corrected (adherence counts the "
            + "taken time): per person, the share of their logged doses entered late and the mean minutes from taking "
            + "such a dose to logging it."), table.html]
    }

    /// One medication's share of doses taken while observed, week by week, a line per arm
    /// (or for everyone in a single-arm run) on one 0-100 % axis, beside its table; a week
    /// backed by fewer people than the small-cell minimum is not drawn and is suppressed in
    /// the table.
    private func weeklyAdherenceFigure(_ medication: String) -> String {
        guard let adherence else { return "" }
        let weeks = (adherence.period.dayCount + 6) / 7
        let points = adherence.weekly.filter { $0.medication == medication }
        let armGroups = Set(points.map(\.group)).subtracting(["all"]).sorted()
        let groups = armGroups.isEmpty ? ["all"] : armGroups
        var share: [String: [Double]] = [:], people: [String: [Int]] = [:]
        for group in groups {
            share[group] = Array(repeating: .nan, count: weeks)
            people[group] = Array(repeating: 0, count: weeks)
        }
        for point in points where groups.contains(point.group) && point.week < weeks {
            people[point.group]![point.week] = point.people
            if smallCells.allows(point.people), let value = point.observedTakenShare {
                share[point.group]![point.week] = value * 100
            }
        }
        // Half a week either side, so the first and last weeks' labels stay inside the image.
        let step = max(1, (weeks + 5) / 6)
        let plot = LinePlot(
            title: "\(medication): share of doses taken while observed, by week", xTitle: "week starting",
            yTitle: "doses taken (%)", x: (0..<weeks).map(Double.init), xDomain: -0.5...(Double(weeks) - 0.5),
            xTicks: stride(from: 0, to: weeks, by: step).map { (Double($0), adherence.period.first.adding(days: 7 * $0).description) },
            yDomain: 0...100, yDecimals: 0, ySuffix: " %",
            series: groups.map { LinePlot.Series(name: $0, values: share[$0]!) }, markers: true)
        var table = HTMLTable(caption: "\(medication): doses taken while observed, by week",
                              header: ["week starting"] + groups.flatMap { ["\($0) taken", "\($0) people"] })
        for week in 0..<weeks {
            var row = [adherence.period.first.adding(days: 7 * week).description]
            for group in groups {
                let count = people[group]![week]
                row += smallCells.allows(count)
                    ? [share[group]![week].isFinite ? "\(NumberFormat.fixed(share[group]![week], 1)) %" : "NA",
                       NumberFormat.grouped(count)]
                    : count == 0 ? ["", ""] : ["suppressed", "fewer than \(smallCells.minimumCount)"]
            }
            table.append(row)
        }
        return Self.figure(plot.svg, table, caption: "Of the doses due on the days people used the app that week, the share "
            + "taken (all doses of the group pooled); every arm on one axis from 0 to 100 %. A week of fewer than "
            + "\(smallCells.minimumCount) people is not drawn.")
    }

    /// Health measurements: the mean per-person share of readings in the target range on
    /// one 0-100 % scale, with the Markdown report's table of readings.
    var measurementsHTML: HTMLDocument.Section? {
        guard let measurements, !measurements.summaries.isEmpty else { return nil }
        var table = HTMLTable(caption: "Readings", header: ["reading", "unit", "people", "readings", "mean",
                                                            "trend per 30 days", "95 % interval", "target", "in range"], labelColumns: 2)
        var rows: [ForestPlot.Row] = []
        for s in measurements.summaries {
            guard smallCells.allows(s.people) else {
                table.append([s.name, s.unit, "fewer than \(smallCells.minimumCount)", "suppressed", "", "", "", "", ""])
                if s.targetRange != nil {
                    rows.append(ForestPlot.Row(label: s.name, estimate: nil, lower: nil, upper: nil,
                                               note: "suppressed (fewer than \(smallCells.minimumCount) people)"))
                }
                continue
            }
            let trend = smallCells.allows(s.slopes.count) ? s.meanSlope : nil
            table.append([s.name, s.unit, NumberFormat.grouped(s.people), NumberFormat.grouped(s.readings),
                          s.meanValue.map { NumberFormat.fixed($0.estimate, 1) } ?? "NA",
                          trend.map { NumberFormat.fixed($0.estimate, 2) } ?? "NA",
                          Self.range(trend?.interval.lower, trend?.interval.upper, 2), s.targetRange.map(\.description) ?? "",
                          s.meanInRangeShare.map { "\(NumberFormat.fixed($0.estimate * 100, 1)) %" } ?? ""])
            if let range = s.targetRange {
                rows.append(Self.shareRow("\(s.name) \(range)", s.meanInRangeShare))
            }
        }
        let figure = rows.isEmpty
            ? table.html
            : Self.figure(ForestPlot(title: "Mean per-person share of readings in the target range", xTitle: "in range (%)",
                                     domain: 0...100, reference: nil, decimals: 0, rows: rows, plotWidth: 300).svg,
                          table, caption: "Every reading on one scale from 0 to 100 %, with 95 % intervals over people.")
        return HTMLDocument.Section(id: "measurements", title: "Health measurements", body: figure)
    }

    /// A forest-plot row of a share (0-1) in percent.
    private static func shareRow(_ label: String, _ mean: GroupMean?) -> ForestPlot.Row {
        guard let mean else { return ForestPlot.Row(label: label, estimate: nil, lower: nil, upper: nil, note: "NA") }
        return ForestPlot.Row(label: label, estimate: mean.estimate * 100, lower: mean.interval.lower * 100,
                              upper: mean.interval.upper * 100, note: "\(percent(mean)) (\(percentRange(mean)))")
    }

    private static func percent(_ mean: GroupMean?) -> String {
        mean.map { "\(NumberFormat.fixed($0.estimate * 100, 1)) %" } ?? "NA"
    }

    private static func percentRange(_ mean: GroupMean?) -> String {
        range(mean?.interval.lower, mean?.interval.upper, 1, scale: 100, suffix: " %")
    }
}
