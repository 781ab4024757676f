import ArgumentParser
import CareReports
import CareStats
import CareWorkflows

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
              carelab stats ols data.csv --y score --x caffeine_mg --cluster person --fit

            Rows with any missing value are dropped. Without --cluster: classical
            standard errors (as statsmodels OLS). With --cluster COL: cluster-robust
            (CRV1) standard errors by COL, t on clusters − 1 degrees of freedom.
            With --within as well: the fixed-effects form, every column centred on
            its COL group means, no intercept. Output:
            term,estimate,std_error,t,p,ci_lower,ci_upper,level; with --fit, the fit
            instead: observations,r_squared,adjusted_r_squared,degrees_of_freedom,
            standard_errors,clusters. A one-line summary also goes to stderr.
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

    @Flag(help: "Write the fit (observations, R², degrees of freedom, standard errors) instead of the coefficients.")
    var fit = false

    @OptionGroup var confidence: StatsLevelOption
    @OptionGroup var output: OutputOptions

    var predictorNames: [String] {
        x.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
    }

    func validate() throws {
        if predictorNames.isEmpty { throw ValidationError("--x needs at least one column") }
        if within, cluster == nil { throw ValidationError("--within needs --cluster COL") }
    }

    /// The columns of `--fit`.
    static let fitColumns = [
        TableColumn("observations", .integer, "complete rows fitted"),
        TableColumn("r_squared", .number, "R² (within R² with --within)"),
        TableColumn("adjusted_r_squared", .number, "adjusted R²"),
        TableColumn("degrees_of_freedom", .integer, "of the t tests: rows − terms, or clusters − 1 with --cluster"),
        TableColumn("standard_errors", .text, "`classical` or `cluster-robust`"),
        TableColumn("clusters", .integer, "clusters, with --cluster"),
    ]

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
        let regression: LinearRegression
        do {
            if let cluster {
                let labels = try input.labels(cluster)
                let rows = labels.indices.filter { labels[$0] != nil }
                response = rows.map { response[$0] }
                predictors = predictors.map { p in Predictor(name: p.name, values: rows.map { p.values[$0] }) }
                let groups = rows.map { labels[$0]! }
                regression = within
                    ? try .withinSubjects(y: response, predictors: predictors, subjects: groups, level: confidence.level)
                    : try .ordinaryLeastSquares(y: response, predictors: predictors, clusters: groups,
                                                level: confidence.level)
            } else {
                regression = try .ordinaryLeastSquares(y: response, predictors: predictors, level: confidence.level)
            }
        } catch let error as StatisticsError {
            throw Failure.statistics(error, in: input, "regression of \(y) on \(predictorNames.joined(separator: ", "))")
        }

        try output.write(fit ? fitTable(regression) : coefficientTable(regression))
        Console.message(summary(regression))
    }

    private func coefficientTable(_ regression: LinearRegression) -> CSVTable {
        var table = CSVTable(columns: Self.columns)
        for term in regression.terms {
            table.append([term.name, NumberFormat.roundTrip(term.estimate), NumberFormat.roundTrip(term.standardError),
                          NumberFormat.roundTrip(term.t), NumberFormat.csvProbability(term.pValue)]
                         + [term.interval.lower, term.interval.upper, term.interval.level].map(NumberFormat.roundTrip))
        }
        return table
    }

    private func fitTable(_ regression: LinearRegression) -> CSVTable {
        let (errors, clusters): (String, Int?) = switch regression.covariance {
        case .classical: ("classical", nil)
        case .clusterRobust(let count): ("cluster-robust", count)
        case .neweyWest: ("newey-west", nil)
        }
        return CSVTable(columns: Self.fitColumns, rows: [[
            String(regression.observations), NumberFormat.roundTrip(regression.rSquared),
            NumberFormat.roundTrip(regression.adjustedRSquared), String(regression.degreesOfFreedom),
            errors, clusters.map(String.init) ?? "",
        ]])
    }

    private func summary(_ fit: LinearRegression) -> String {
        let errors = switch fit.covariance {
        case .classical: "classical"
        case .clusterRobust(let clusters): "cluster-robust by \(cluster ?? "") (\(clusters) clusters)"
        case .neweyWest(let lags): "Newey-West HAC (\(lags) lags)"
        }
        return """
            n = \(fit.observations), R² = \(NumberFormat.fixed(fit.rSquared, 4))\(within ? " (within)" : ""), \
            adjusted R² = \(NumberFormat.fixed(fit.adjustedRSquared, 4)), standard errors \(errors), \
            t on \(fit.degreesOfFreedom) df
            """
    }
}
