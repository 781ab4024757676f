import ArgumentParser
import CareAnalytics
import CareReports

/// `carelab analyze arms`: each arm's effect on adherence, engagement and symptoms.
struct AnalyzeArmsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arms",
        abstract: "Each arm's adherence, engagement and symptoms, and its difference from the reference arm.",
        discussion: """
            EXAMPLE:
              carelab analyze arms --db /tmp/run/carelab.sqlite -o arms.csv

            Per-person outcomes: taken_share (doses taken over doses due on days the
            person used the app, all medications, as in analyze adherence),
            days_used_share, retained_day_30 (used the app 30 days after the first day
            of use), dropped_out (--inactive-days days without use) and mean_daily_score
            (mean total symptom score on logged days). Long table (measure,item,group,
            period,value,ci_lower,ci_upper,people,suppressed), group the arm: item mean
            (95 % interval), item proportion for yes-or-no outcomes (Wilson interval),
            and item difference from the reference arm (control when there is one, else
            the first by name; period names it) from least squares with standard errors
            robust to unequal variances.
            """
    )

    @OptionGroup var options: AnalyzeOptions
    @OptionGroup var scoring: ScoringRuleOption

    @Option(help: "Days without use after which a person counts as gone.")
    var inactiveDays = 30

    func validate() throws {
        guard inactiveDays >= 1 else { throw ValidationError("--inactive-days must be at least 1, got \(inactiveDays)") }
    }

    func run() throws {
        let comparison = try options.reading { database in try ArmAnalysis(rule: try scoring.load(), inactiveDays: inactiveDays).run(on: database) }
        if Set(comparison.outcomes.map(\.arm)).count < 2 { Console.message("the run has one arm: nothing to compare") }
        var table = LongTable(smallCells: options.smallCells)
        for outcome in comparison.outcomes {
            table.add(outcome.measure, item: "mean", group: outcome.arm, outcome.mean?.estimate, outcome.mean?.interval,
                      people: outcome.people)
            if let proportion = outcome.proportion {
                table.add(outcome.measure, item: "proportion", group: outcome.arm, proportion: proportion, people: outcome.people)
            }
            if let difference = outcome.difference {
                table.add(outcome.measure, item: "difference", group: outcome.arm, period: "vs \(comparison.reference)",
                          difference.estimate, difference.interval, people: min(outcome.people, difference.people))
            }
        }
        try options.write(table.table)
    }
}
