import ArgumentParser
import CareAnalytics
import CareReports

/// `carelab analyze rewards`: reward points, monthly totals, points against continued use,
/// and redemptions.
struct AnalyzeRewardsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rewards",
        abstract: "Reward points: distribution, monthly totals, continued use by tertile of early points, redemptions.",
        discussion: """
            EXAMPLE:
              carelab analyze rewards --db /tmp/run/carelab.sqlite -o rewards.csv
              carelab analyze rewards --db /tmp/run/carelab.sqlite --early-days 7 \\
                --final-days 14

            Long table (measure,item,group,period,value,ci_lower,ci_upper,people,
            suppressed), group all or an arm: points_per_person (mean, median, q1, q3
            over people who used the app); monthly_points per calendar month of the
            person's local day; activity_points per activity (item); and
            continued_use_by_early_points: people are cut into tertiles (item tertile 1
            to 3, period the points range) of the points earned in their first
            --early-days days of use, and value is the share who used the app in the
            last --final-days days of the period (Wilson interval). Points are earned
            by using the app, so this describes an association, not an effect: compare
            arms for that.

            Redemptions (seed 004, DR6), when the run has any or --redemption-cost is
            given (item the cost): redemptions (value the count, people those who
            redeemed); points_redeemed; redeemed_share, the share of chances to redeem
            taken, a chance being a day with an award whose balance covers the cost
            (interval clustered by person, people those with a chance);
            points_left_at_reset, the share of points earned in months that ended in
            the period that the monthly reset took unspent.
            """
    )

    @OptionGroup var options: AnalyzeOptions

    @Option(help: "Days from each person's first use whose points place them in a tertile.")
    var earlyDays = 14

    @Option(help: "Days before the period's end in which use counts as continued use.")
    var finalDays = 30

    @Option(help: "The reward's cost in points that makes a day a chance to redeem (default: the cheapest redemption stored).")
    var redemptionCost: Int?

    func validate() throws {
        guard earlyDays >= 1, finalDays >= 1 else { throw ValidationError("--early-days and --final-days must be at least 1") }
        guard redemptionCost.map({ $0 >= 1 }) ?? true else { throw ValidationError("--redemption-cost must be at least 1") }
    }

    func run() throws {
        let analysis = RewardAnalysis(earlyDays: earlyDays, finalDays: finalDays, redemptionCost: redemptionCost)
        let report = try options.reading { database in try analysis.run(on: database) }
        var table = LongTable(smallCells: options.smallCells)
        for (group, summary) in report.distribution {
            table.add("points_per_person", group: group, summary: summary)
        }
        for month in report.monthly {
            table.add("monthly_points", group: month.group, period: month.month.description, count: month.points, people: month.people)
        }
        for (activity, points, people) in report.byActivity {
            table.add("activity_points", item: activity, count: points, people: people)
        }
        for tertile in report.tertiles {
            table.add("continued_use_by_early_points", item: "tertile \(tertile.tertile)",
                      period: "\(tertile.lowestPoints)-\(tertile.highestPoints) points", proportion: tertile.continued,
                      people: tertile.people)
        }
        for redemption in report.redemptions {
            let item = "\(redemption.cost) points", group = redemption.group
            table.add("redemptions", item: item, group: group, count: redemption.redemptions, people: redemption.redeemers)
            table.add("points_redeemed", item: item, group: group, count: redemption.pointsRedeemed, people: redemption.redeemers)
            table.add("redeemed_share", item: item, group: group, redemption.redeemedShare?.estimate,
                      redemption.redeemedShare?.interval, people: redemption.peopleWithChances)
            table.add("points_left_at_reset", item: item, group: group,
                      redemption.pointsEarnedInEndedMonths > 0
                          ? Double(redemption.pointsLeftAtResets) / Double(redemption.pointsEarnedInEndedMonths) : nil,
                      people: redemption.people)
        }
        try options.write(table.table)
    }
}
