import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze arms`: each arm's effect on adherence, engagement and symptoms; its
/// options are the analysis itself (the scoring rule and the days without use that make a
/// dropout). The run report has no section of it (``noReportSection``).
extension ArmAnalysis: DeclaredAnalysis {
    public typealias Options = ArmAnalysis

    public static let name = "arms"
    public static let abstract = "Each arm's adherence, engagement and symptoms, and its difference from the reference arm."
    public static let example = "carelab analyze arms --db /tmp/run/carelab.sqlite -o arms.csv"
    public static let discussion = """
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
    public static let nothingToRead = "the database has no people to compare"
    public static let noReportSection: String? = "the report's engagement, adherence and score sections show each arm's "
        + "figures; the differences from the reference arm are the command's alone"

    public static func run(on database: CareDatabase) throws -> ArmComparison {
        try ArmAnalysis().run(on: database)
    }

    public static func run(on database: CareDatabase, options: ArmAnalysis) throws -> ArmComparison {
        try options.run(on: database)
    }

    /// Never: the command writes the table even for a run of one arm, saying so on stderr.
    public static func isEmpty(_ result: ArmComparison) -> Bool { false }

    public static func note(_ result: ArmComparison) -> String? {
        Set(result.outcomes.map(\.arm)).count < 2 ? "the run has one arm: nothing to compare" : nil
    }

    public static func table(_ comparison: ArmComparison, smallCells: SmallCellRule) -> CSVTable {
        var table = LongTable(smallCells: smallCells)
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
        return table.table
    }

    public static func markdown(_ result: ArmComparison, in report: RunReport) -> [String] { [] }

    public static func html(_ result: ArmComparison, in report: RunReport) -> HTMLDocument.Section? { nil }
}
