import CareAnalytics
import CareModel

extension RunReport {
    /// Groups of the rewards section: everyone, then each arm.
    var rewardGroups: [String] { rewards?.distribution.map(\.group) ?? [] }

    /// The months in which anyone earned points, in order; empty when no one did.
    var rewardMonths: [CalendarMonth] {
        guard let rewards, rewards.monthly.contains(where: { $0.points > 0 }) else { return [] }
        return Set(rewards.monthly.map(\.month)).sorted()
    }

    /// The mean points per earner of `group` in `month`: nil when no one in the group earned
    /// points that month, `.some(nil)` when fewer earned than the small-cell minimum.
    func pointsPerEarner(_ month: CalendarMonth, _ group: String) -> Double?? {
        guard let cell = rewards?.monthly.first(where: { $0.month == month && $0.group == group }) else { return nil }
        return smallCells.allows(cell.people) ? Double(cell.points) / Double(cell.people) : .some(nil)
    }

    /// Points earned per earning person in each month, one row per month and one column per
    /// group (``rewardGroups``); a cell of fewer earners than the small-cell minimum is
    /// `suppressed`. Nil when no one earned points.
    var monthlyRewardRows: [[String]]? {
        let months = rewardMonths
        guard !months.isEmpty else { return nil }
        return months.map { month in
            [month.description] + rewardGroups.map { group in
                switch pointsPerEarner(month, group) {
                case nil: ""
                case .some(nil): "suppressed"
                case .some(let value?): NumberFormat.fixed(value, 1)
                }
            }
        }
    }

    /// Redemptions (seed 004, DR6), one row per group: redemptions, people who redeemed,
    /// the share of chances taken with its interval, and the share of points the monthly
    /// reset took unspent. Nil when the run has none.
    var redemptionRows: [[String]]? {
        guard let redemptions = rewards?.redemptions, !redemptions.isEmpty else { return nil }
        return redemptions.map { r in
            guard smallCells.allows(r.redeemers), smallCells.allows(r.peopleWithChances) else {
                return [r.group, "suppressed", "", "", "", ""]
            }
            return [r.group, NumberFormat.grouped(r.redemptions), NumberFormat.grouped(r.redeemers),
                    r.redeemedShare.map { Self.percent($0.estimate) } ?? "NA",
                    Self.range(r.redeemedShare?.interval.lower, r.redeemedShare?.interval.upper, 1, scale: 100, suffix: " %"),
                    r.pointsEarnedInEndedMonths > 0
                        ? Self.percent(Double(r.pointsLeftAtResets) / Double(r.pointsEarnedInEndedMonths)) : "NA"]
        }
    }

    /// The text above the rewards tables.
    var rewardText: String? {
        guard let rewards, monthlyRewardRows != nil else { return nil }
        var text = "Reward points (seed 004, DR6) reset at the start of each month of a person's local days. The table "
            + "shows the mean points earned per person who earned any that month"
            + (rewardGroups.count > 1 ? ", by arm" : "") + "; `carelab analyze rewards` writes these figures and more."
        if let cost = rewards.redemptions.first?.cost {
            text += " A chance to redeem is a day with an award whose balance covers the \(cost)-point reward; the share "
                + "of chances taken has an interval clustered by person. Points left at a reset are those earned in a "
                + "month that ended within the period and never spent."
        }
        return text
    }

    /// The Markdown section of reward points: monthly points per earner, redemptions, and a
    /// bar chart of points by activity.
    var rewardsSection: [String] {
        guard let rows = monthlyRewardRows, let text = rewardText, let rewards else { return [] }
        var lines = ["## Reward points", "", text, "",
                     "| month | " + rewardGroups.map { "\($0): points per earner" }.joined(separator: " | ") + " |",
                     "|---|" + rewardGroups.map { _ in "---|" }.joined()]
        lines += rows.map { "| " + $0.joined(separator: " | ") + " |" } + [""]
        if let redemptions = redemptionRows {
            lines += ["| group | redemptions | people who redeemed | chances taken | 95 % interval | points left at resets |",
                      "|---|---|---|---|---|---|"]
            lines += redemptions.map { "| " + $0.joined(separator: " | ") + " |" } + [""]
        }
        let bars = rewards.byActivity.filter { smallCells.allows($0.people) }.map {
            BarChart.Bar(label: $0.activity, value: Double($0.points), annotation: NumberFormat.grouped($0.points))
        }
        if !bars.isEmpty {
            lines += ["```text", BarChart(title: "Points by activity, all people", bars: bars).text.trimmingSuffixNewline,
                      "```", ""]
        }
        return lines
    }
}
