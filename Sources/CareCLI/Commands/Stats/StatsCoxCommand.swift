import ArgumentParser
import CareReports
import CareStats
import CareWorkflows

/// `carelab stats cox`: Cox proportional-hazards regression.
struct StatsCoxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cox",
        abstract: "Cox proportional-hazards regression: hazard ratios, with robust errors by cluster.",
        discussion: """
            EXAMPLE:
              carelab stats cox d.csv --time days --event gone --x treated,age
              carelab stats cox d.csv --time days --event gone --x treated --ties breslow
              carelab stats cox d.csv --start t0 --time t1 --event relapse --x arm \\
                --cluster id
              carelab stats cox d.csv --time days --event gone --x treated --fit

            The event column holds 1 (or true) where the event was observed at the
            time and 0 (or false) where the time is censored. With --start, each row
            is a counting-process interval (start, time] (recurrent events, covariates
            that change over time). Covariates are numeric: code a factor as 0/1
            columns. Rows with any missing value are dropped. Ties: efron (default)
            or breslow. With --cluster COL the standard errors, z, p and intervals
            are robust (the grouped sandwich, as R's coxph(... + cluster(COL))).
            Matches R's survival::coxph (see CareStats' README). Output:
            term,coefficient,std_error,robust_std_error,z,p,hazard_ratio,ci_lower,
            ci_upper,level; with --fit, the model's tests instead: one row per test
            (likelihood_ratio, wald, score, robust_score with --cluster) with its
            statistic, df and p, and the observations and events. A one-line summary
            also goes to stderr.
            """
    )

    @Argument(help: "The CSV file, or - for stdin.")
    var file: String

    @Option(help: "The time column: the event or censoring time (the interval's end with --start).")
    var time: String

    @Option(help: "The event column: 1 observed, 0 censored.")
    var event: String

    @Option(help: "Covariate columns, comma-separated (the option may also be repeated).")
    var x: [String]

    @Option(help: "The interval's start column, for counting-process data.")
    var start: String?

    @Option(help: "Robust standard errors by this column (e.g. the person).")
    var cluster: String?

    @Option(help: "How tied event times are handled: efron or breslow.")
    var ties: CoxRegression.Ties = .efron

    @OptionGroup var confidence: StatsLevelOption
    @Flag(help: "Write the model's tests (likelihood ratio, Wald, score) instead of the hazard ratios.")
    var fit = false

    @OptionGroup var output: OutputOptions

    var covariateNames: [String] {
        x.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
    }

    func validate() throws {
        if covariateNames.isEmpty { throw ValidationError("--x needs at least one column") }
    }

    /// The columns of `--fit`.
    static let fitColumns = [
        TableColumn("test", .text, "`likelihood_ratio`, `wald`, `score`, or `robust_score` (with --cluster)"),
        TableColumn("statistic", .number, "the test's chi-squared statistic"),
        TableColumn("df", .integer, "its degrees of freedom"),
        TableColumn("p", .probability, "its p-value"),
        TableColumn("observations", .integer, "rows fitted"),
        TableColumn("events", .integer, "events among them"),
    ]

    /// The columns of the table written.
    static let columns = [
        TableColumn("term", .text, "a covariate"),
        TableColumn("coefficient", .number, "its log hazard ratio"),
        TableColumn("std_error", .number, "its model-based standard error"),
        TableColumn("robust_std_error", .number, "its cluster-robust standard error; empty without --cluster"),
        TableColumn("z", .number, "coefficient / the standard error used"),
        TableColumn("p", .probability, "the two-sided p-value"),
        TableColumn("hazard_ratio", .number, "exp(coefficient)"),
        TableColumn("ci_lower", .number, "the hazard ratio's confidence interval, lower end"),
        TableColumn("ci_upper", .number, "its upper end"),
        TableColumn("level", .number, "the interval's confidence level"),
    ]

    func run() throws {
        let input = try CSVInput.read(file)
        let stops = try input.numbers(time), events = try input.events(event)
        let starts = try start.map { try input.numbers($0) }
        let columns = try covariateNames.map { try input.numbers($0) }
        let clusters = try cluster.map { try input.labels($0) }
        let rows = stops.indices.filter { i in
            !stops[i].isNaN && events[i] != nil && !(starts?[i].isNaN ?? false) && columns.allSatisfy { !$0[i].isNaN }
                && (clusters?[i] != nil || clusters == nil)
        }
        let stop = rows.map { stops[$0] }, happened = rows.map { events[$0]! }
        let covariates = columns.map { column in rows.map { column[$0] } }
        let level = confidence.level, names = covariateNames
        let model: CoxModel
        do {
            switch (starts.map { s in rows.map { s[$0] } }, clusters.map { c in rows.map { c[$0]! } }) {
            case (nil, nil):
                model = try CoxRegression.fit(time: stop, event: happened, covariates: covariates, names: names,
                                              ties: ties, level: level)
            case (nil, let groups?):
                model = try CoxRegression.fit(time: stop, event: happened, covariates: covariates, names: names,
                                              ties: ties, clusters: groups, level: level)
            case (let begin?, nil):
                model = try CoxRegression.fit(start: begin, stop: stop, event: happened, covariates: covariates,
                                              names: names, ties: ties, level: level)
            case (let begin?, let groups?):
                model = try CoxRegression.fit(start: begin, stop: stop, event: happened, covariates: covariates,
                                              names: names, ties: ties, clusters: groups, level: level)
            }
        } catch {
            throw Failure.statistics(error, in: input, "Cox regression of (\(time), \(event)) on \(names.joined(separator: ", "))")
        }

        try output.write(fit ? fitTable(model) : hazardRatioTable(model))
        Console.message(summary(model))
    }

    private func fitTable(_ model: CoxModel) -> CSVTable {
        let tests = [("likelihood_ratio", model.likelihoodRatioTest), ("wald", model.waldTest), ("score", model.scoreTest)]
            + (model.robustScoreTest.map { [("robust_score", $0)] } ?? [])
        return CSVTable(columns: Self.fitColumns, rows: tests.map { name, test in
            [name, NumberFormat.roundTrip(test.statistic), String(test.degreesOfFreedom), NumberFormat.csvProbability(test.pValue),
             String(model.observations), String(model.events)]
        })
    }

    private func hazardRatioTable(_ model: CoxModel) -> CSVTable {
        var table = CSVTable(columns: Self.columns)
        for term in model.terms {
            table.append([term.name, NumberFormat.roundTrip(term.coefficient), NumberFormat.roundTrip(term.standardError),
                          NumberFormat.csvNumber(term.robustStandardError), NumberFormat.roundTrip(term.z),
                          NumberFormat.csvProbability(term.pValue)]
                         + [term.hazardRatio, term.hazardRatioInterval.lower, term.hazardRatioInterval.upper,
                            term.hazardRatioInterval.level].map(NumberFormat.roundTrip))
        }
        return table
    }

    private func summary(_ model: CoxModel) -> String {
        func test(_ name: String, _ test: CoxModel.Test) -> String {
            "\(name) \(NumberFormat.fixed(test.statistic, 3)) on \(test.degreesOfFreedom) df, p = \(NumberFormat.scientific(test.pValue))"
        }
        var parts = ["n = \(model.observations), events = \(model.events)"]
        if let clusters = model.clusters { parts.append("\(clusters) clusters (robust errors by \(cluster ?? ""))") }
        parts.append("\(model.ties.rawValue) ties, \(model.iterations) iterations")
        parts.append(test("likelihood ratio", model.likelihoodRatioTest))
        parts.append(test("Wald", model.waldTest))
        parts.append(test("score", model.scoreTest))
        if let robust = model.robustScoreTest { parts.append(test("robust score", robust)) }
        return parts.joined(separator: "; ")
    }
}

extension CoxRegression.Ties: ExpressibleByArgument {}
