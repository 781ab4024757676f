import ArgumentParser
import CareAnalytics
import CareReports

/// `carelab analyze rewards`: reward points, monthly totals and points against continued use.
struct AnalyzeRewardsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rewards",
        abstract: "Reward points: distribution, monthly totals, and continued use by tertile of early points.",
        discussion: """
            EXAMPLE:
              carelab analyze rewards --db /tmp/run/carelab.sqlite -o rewards.csv
              carelab analyze rewards --db /tmp/run/carelab.sqlite --early-days 7 --final-days 14

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
            """
    )

    @OptionGroup var options: AnalyzeOptions

    @Option(help: "Days from each person's first use whose points place them in a tertile.")
    var earlyDays = 14

    @Option(help: "Days before the period's end in which use counts as continued use.")
    var finalDays = 30

    func validate() throws {
        guard earlyDays >= 1, finalDays >= 1 else { throw ValidationError("--early-days and --final-days must be at least 1") }
    }

    func run() throws {
        let report = try options.reading { database in try RewardAnalysis(earlyDays: earlyDays, finalDays: finalDays).run(on: database) }
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
        try options.write(table.table)
    }
}
