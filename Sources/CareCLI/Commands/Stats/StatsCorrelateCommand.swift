import ArgumentParser
import CareReports
import CareStats
import CareWorkflows

/// `carelab stats correlate`: one correlation coefficient with its interval and test.
struct StatsCorrelateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "correlate",
        abstract: "Correlate two columns (Pearson, Spearman or Kendall's tau-b).",
        discussion: """
            EXAMPLE:
              carelab stats correlate data.csv --x caffeine_mg --y headache_score
              carelab stats correlate data.csv --x steps --y mood --method spearman
              carelab stats correlate data.csv --x steps --y mood --level 0.9 -o r.csv

            Rows where either value is missing are dropped (pairwise deletion).
            Output: x,y,method,n,r,ci_lower,ci_upper,level,p. The interval is
            Fisher's z with the standard error that suits the method (Pearson
            1/√(n−3), Spearman Bonett-Wright, Kendall Fieller-Hartley-Pearson);
            p is two-sided, computed as scipy.stats does.
            """
    )

    @Argument(help: "The CSV file, or - for stdin.")
    var file: String

    @Option(help: "The first column.")
    var x: String

    @Option(help: "The second column.")
    var y: String

    @Option(help: "pearson, spearman or kendall.")
    var method: CorrelationMethod = .pearson

    @OptionGroup var confidence: StatsLevelOption
    @OptionGroup var output: OutputOptions

    /// The columns of the table written.
    static let columns = [
        TableColumn("x", .text, "the first column"), TableColumn("y", .text, "the second column"),
        TableColumn("method", .text, "`pearson`, `spearman` or `kendall`"),
        TableColumn("n", .integer, "rows where both are present"),
        TableColumn("r", .number, "the correlation coefficient"),
        TableColumn("ci_lower", .number, "its confidence interval (Fisher z), lower end"),
        TableColumn("ci_upper", .number, "its confidence interval, upper end"),
        TableColumn("level", .number, "the interval's confidence level"),
        TableColumn("p", .probability, "the two-sided p-value"),
    ]

    func run() throws {
        let input = try CSVInput.read(file)
        let xs = try input.numbers(x), ys = try input.numbers(y)
        let result: Correlation, interval: ConfidenceInterval
        do {
            result = try Correlation.compute(method, xs, ys)
            interval = try result.confidenceInterval(level: confidence.level)
        } catch {
            throw Failure.statistics(error, in: input, "\(method.rawValue) correlation of \(x) and \(y)")
        }
        var table = CSVTable(columns: Self.columns)
        table.append([x, y, method.rawValue, String(result.n), NumberFormat.roundTrip(result.r),
                      NumberFormat.roundTrip(interval.lower), NumberFormat.roundTrip(interval.upper),
                      NumberFormat.roundTrip(interval.level), NumberFormat.csvProbability(result.pValue)])
        try output.write(table)
    }
}
