import ArgumentParser
import CareReports
import CareStats
import CareWorkflows

/// `carelab stats km`: Kaplan-Meier curves and the log-rank test between groups.
struct StatsKMCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "km",
        abstract: "Kaplan-Meier survival curves, and the log-rank test between groups.",
        discussion: """
            EXAMPLE:
              carelab stats km data.csv --time days --event dropped_out
              carelab stats km data.csv --time days --event dropped_out --group arm
              carelab stats km data.csv --time days --event dropped_out --group arm --test
              carelab stats km data.csv --time days --event dropped_out --group arm \\
                --medians

            The event column holds 1 (or true) where the event was observed and 0
            (or false) where the time is censored. Rows with a missing time, event
            or group are dropped. Output:
            [group,]time,at_risk,events,censored,survival,ci_lower,ci_upper,level
            with lifelines' exponential Greenwood interval; medians go to stderr,
            and with --group the log-rank test too. --test writes the log-rank
            test as CSV instead: group,n,observed,expected,chi_squared,df,p; and
            --medians the median survival times: [group,]observations,events,
            median_time (empty when the curve never falls to one half).
            """
    )

    @Argument(help: "The CSV file, or - for stdin.")
    var file: String

    @Option(help: "The time column (non-negative).")
    var time: String

    @Option(help: "The event column: 1 observed, 0 censored.")
    var event: String

    @Option(help: "Fit one curve per value of this column and compare them.")
    var group: String?

    @Flag(help: "Write the log-rank test instead of the curves; needs --group.")
    var test = false

    @Flag(help: "Write each curve's median survival time instead of the curves.")
    var medians = false

    @OptionGroup var confidence: StatsLevelOption
    @OptionGroup var output: OutputOptions

    /// The first column with --group.
    static let groupColumn = TableColumn("group", .text, "the value of --group")

    /// The curves' columns, after `group` with --group.
    static let curveColumns = [
        TableColumn("time", .number, "a time with an event or a censoring"),
        TableColumn("at_risk", .integer, "rows still at risk just before it"),
        TableColumn("events", .integer, "events at that time"),
        TableColumn("censored", .integer, "rows censored at that time"),
        TableColumn("survival", .number, "the Kaplan-Meier estimate just after it"),
        TableColumn("ci_lower", .number, "its confidence interval (log-log), lower end"),
        TableColumn("ci_upper", .number, "its upper end"),
        TableColumn("level", .number, "the interval's confidence level"),
    ]

    /// The columns of `--medians`, after `group` with --group.
    static let medianColumns = [
        TableColumn("observations", .integer, "rows in the curve"),
        TableColumn("events", .integer, "events among them"),
        TableColumn("median_time", .number, "the first time at which survival is at or below one half; empty when it "
            + "never is (not reached)"),
    ]

    /// The columns of `--test`.
    static let logRankColumns = [
        groupColumn, TableColumn("n", .integer, "the group's rows"),
        TableColumn("observed", .integer, "events observed"), TableColumn("expected", .number, "events expected under no difference"),
        TableColumn("chi_squared", .number, "the log-rank statistic (the same on every row)"),
        TableColumn("df", .integer, "its degrees of freedom"), TableColumn("p", .probability, "its p-value"),
    ]

    func validate() throws {
        if test, group == nil { throw ValidationError("--test needs --group COL") }
        if test, medians { throw ValidationError("--test and --medians each choose the output: give one") }
    }

    func run() throws {
        let input = try CSVInput.read(file)
        let times = try input.numbers(time), events = try input.events(event)
        let labels = try group.map { try input.labels($0) } ?? Array(repeating: "", count: times.count)
        let rows = times.indices.filter { !times[$0].isNaN && events[$0] != nil && labels[$0] != nil }
        let t = rows.map { times[$0] }, e = rows.map { events[$0]! }, g = rows.map { labels[$0]! }

        do {
            if test {
                try output.write(logRankTable(try LogRankTest.compare(time: t, event: e, groups: g)))
                return
            }
            let head = group == nil ? [] : [Self.groupColumn]
            var table = CSVTable(columns: head + Self.curveColumns)
            var medianTable = CSVTable(columns: head + Self.medianColumns)
            for label in uniqued(g) {
                let members = g.indices.filter { g[$0] == label }
                let curve = try SurvivalCurve.kaplanMeier(time: members.map { t[$0] }, event: members.map { e[$0] },
                                                          level: confidence.level)
                for step in curve.steps {
                    table.append((group == nil ? [] : [label]) + [
                        NumberFormat.roundTrip(step.time), String(step.atRisk), String(step.events),
                        String(step.censored), NumberFormat.roundTrip(step.survival),
                        NumberFormat.roundTrip(step.interval.lower), NumberFormat.roundTrip(step.interval.upper),
                        NumberFormat.roundTrip(step.interval.level),
                    ])
                }
                Console.message("\(group == nil ? "" : "\(label): ")median survival time \(NumberFormat.roundTrip(curve.medianSurvivalTime))")
                medianTable.append((group == nil ? [] : [label]) + [
                    String(members.count), String(members.filter { e[$0] }.count),
                    curve.medianSurvivalTime.isFinite ? NumberFormat.roundTrip(curve.medianSurvivalTime) : "",
                ])
            }
            try output.write(medians ? medianTable : table)
            if group != nil {
                let result = try LogRankTest.compare(time: t, event: e, groups: g)
                Console.message("""
                    log-rank test: chi² = \(NumberFormat.fixed(result.chiSquared, 4)) on \(result.degreesOfFreedom) df, \
                    p = \(NumberFormat.pValue(result.pValue))
                    """)
            }
        } catch let error as StatisticsError {
            throw Failure.statistics(error, in: input, "survival of \(time) by \(event)")
        }
    }

    private func logRankTable(_ result: LogRankTest<String>) -> CSVTable {
        var table = CSVTable(columns: Self.logRankColumns)
        for summary in result.groups {
            table.append([summary.group, String(summary.observations), String(summary.observedEvents),
                          NumberFormat.roundTrip(summary.expectedEvents), NumberFormat.roundTrip(result.chiSquared),
                          String(result.degreesOfFreedom), NumberFormat.csvProbability(result.pValue)])
        }
        return table
    }

    /// The distinct values of `labels` in order of first appearance.
    private func uniqued(_ labels: [String]) -> [String] {
        var seen = Set<String>()
        return labels.filter { seen.insert($0).inserted }
    }
}
