import ArgumentParser
import CareReports
import CareStats

/// `carelab stats ols`: ordinary least squares, pooled or within subjects.
struct StatsOLSCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ols",
        abstract: "Linear regression by ordinary least squares, optionally clustered or within subjects.",
        discussion: """
            EXAMPLE:
              carelab stats ols data.csv --y score --x caffeine_mg,sleep_h
              carelab stats ols data.csv --y score --x caffeine_mg --cluster person
              carelab stats ols data.csv --y score --x caffeine --cluster person --within

            Rows with any missing value are dropped. Without --cluster: classical
            standard errors (as statsmodels OLS). With --cluster COL: cluster-robust
            (CRV1) standard errors by COL, t on clusters − 1 degrees of freedom.
            With --within as well: the fixed-effects form, every column centred on
            its COL group means, no intercept. Output:
            term,estimate,std_error,t,p,ci_lower,ci_upper,level; n and R² go to
            stderr.
            """
    )

    @Argument(help: "The CSV file, or - for stdin.")
    var file: String

    @Option(help: "The response column.")
    var y: String

    @Option(help: "Predictor columns, comma-separated (the option may also be repeated).")
    var x: [String]

    @Option(help: "Cluster standard errors by this column (e.g. the person).")
    var cluster: String?

    @Flag(help: "Fit the within-cluster (fixed-effects) form; needs --cluster.")
    var within = false

    @OptionGroup var confidence: StatsLevelOption
    @OptionGroup var output: OutputOptions

    var predictorNames: [String] {
        x.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
    }

    func validate() throws {
        if predictorNames.isEmpty { throw ValidationError("--x needs at least one column") }
        if within, cluster == nil { throw ValidationError("--within needs --cluster COL") }
    }

    /// The columns of the table written.
    static let columns = [
        TableColumn("term", .text, "`intercept` or a predictor"),
        TableColumn("estimate", .number, "the coefficient"),
        TableColumn("std_error", .number, "its standard error (cluster-robust with --cluster)"),
        TableColumn("t", .number, "estimate / std_error"),
        TableColumn("p", .probability, "the two-sided p-value"),
        TableColumn("ci_lower", .number, "its confidence interval, lower end"),
        TableColumn("ci_upper", .number, "its confidence interval, upper end"),
        TableColumn("level", .number, "the interval's confidence level"),
    ]

    func run() throws {
        let input = try CSVInput.read(file)
        var response = try input.numbers(y)
        var predictors = try predictorNames.map { Predictor(name: $0, values: try input.numbers($0)) }
        let fit: LinearRegression
        do {
            if let cluster {
                let labels = try input.labels(cluster)
                let rows = labels.indices.filter { labels[$0] != nil }
                response = rows.map { response[$0] }
                predictors = predictors.map { p in Predictor(name: p.name, values: rows.map { p.values[$0] }) }
                let groups = rows.map { labels[$0]! }
                fit = within
                    ? try .withinSubjects(y: response, predictors: predictors, subjects: groups, level: confidence.level)
                    : try .ordinaryLeastSquares(y: response, predictors: predictors, clusters: groups,
                                                level: confidence.level)
            } else {
                fit = try .ordinaryLeastSquares(y: response, predictors: predictors, level: confidence.level)
            }
        } catch let error as StatisticsError {
            throw Failure.statistics(error, in: input, "regression of \(y) on \(predictorNames.joined(separator: ", "))")
        }

        var table = CSVTable(columns: Self.columns)
        for term in fit.terms {
            table.append([term.name, NumberFormat.roundTrip(term.estimate), NumberFormat.roundTrip(term.standardError),
                          NumberFormat.roundTrip(term.t), NumberFormat.csvProbability(term.pValue)]
                         + [term.interval.lower, term.interval.upper, term.interval.level].map(NumberFormat.roundTrip))
        }
        try output.write(table)
        Console.message(summary(fit))
    }

    private func summary(_ fit: LinearRegression) -> String {
        let errors = switch fit.covariance {
        case .classical: "classical"
        case .clusterRobust(let clusters): "cluster-robust by \(cluster ?? "") (\(clusters) clusters)"
        }
        return """
            n = \(fit.observations), R² = \(NumberFormat.fixed(fit.rSquared, 4))\(within ? " (within)" : ""), \
            adjusted R² = \(NumberFormat.fixed(fit.adjustedRSquared, 4)), standard errors \(errors), \
            t on \(fit.degreesOfFreedom) df
            """
    }
}
