import CareAnalytics

extension RunReport {
    /// Reward points (seed 004, DR6; DR8's research analytics): the mean points per earner
    /// in each month, a line per group, beside the Markdown report's table; then the
    /// redemptions' table. Nil when no one earned points.
    var rewardsHTML: HTMLDocument.Section? {
        guard let rows = monthlyRewardRows, let text = rewardText else { return nil }
        let groups = rewardGroups, months = rewardMonths
        var table = HTMLTable(caption: "Points per earner by month", header: ["month"] + groups)
        rows.forEach { table.append($0) }
        let series = groups.prefix(SVGFrame.colours.count).map { group in
            LinePlot.Series(name: group, values: months.map { (pointsPerEarner($0, group) ?? nil) ?? .nan })
        }
        let top = Self.axisTop(series.flatMap(\.values).filter(\.isFinite).max() ?? 0)
        let plot = LinePlot(title: "Points earned per earner each month", xTitle: "month", yTitle: "points",
                            x: months.indices.map(Double.init), xDomain: -0.5...(Double(months.count) - 0.5),
                            xTicks: months.indices.map { (Double($0), months[$0].description) }, yDomain: 0...top, yDecimals: 0,
                            series: Array(series), markers: true)
        var body = HTML.paragraph(text) + "\n" + Self.figure(
            plot.svg, table, caption: "The mean points of the people who earned any that month; a month of fewer than "
                + "\(smallCells.minimumCount) earners is not drawn. A first or last month the study covers only in part "
                + "has fewer days to earn in.")
        if let redemptions = redemptionRows {
            var redemptionTable = HTMLTable(
                caption: "Redemptions",
                header: ["group", "redemptions", "people who redeemed", "chances taken", "95 % interval", "points left at resets"])
            redemptions.forEach { redemptionTable.append($0) }
            body += "\n" + redemptionTable.html
        }
        return HTMLDocument.Section(id: "rewards", title: "Reward points", body: body)
    }
}
