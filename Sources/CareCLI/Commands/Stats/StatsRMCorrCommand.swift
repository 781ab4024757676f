import ArgumentParser
import CareReports
import CareStats
import CareWorkflows

/// `carelab stats rmcorr`: the repeated-measures correlation, or each subject's own.
struct StatsRMCorrCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rmcorr",
        abstract: "Repeated-measures (within-subject) correlation of two columns.",
        discussion: """
            EXAMPLE:
              carelab stats rmcorr data.csv --subject person --x sleep_h --y mood
              carelab stats rmcorr data.csv --subject id --x sleep_h --y mood --per-subject

            Bakdash & Marusich (2017), as pingouin.rm_corr and R's rmcorr compute
            it. Rows with a missing subject, x or y are dropped. Output:
            x,y,subjects,n,r,df,ci_lower,ci_upper,level,p. With --per-subject:
            each subject's Pearson correlation (subject,n,r,p,note; the note says
            why r is undefined), and the distribution of r on stderr.
            """
    )

    @Argument(help: "The CSV file, or - for stdin.")
    var file: String

    @Option(help: "The column identifying subjects.")
    var subject: String

    @Option(help: "The first measure.")
    var x: String

    @Option(help: "The second measure.")
    var y: String

    @Flag(help: "Write each subject's own correlation instead.")
    var perSubject = false

    @OptionGroup var confidence: StatsLevelOption
    @OptionGroup var output: OutputOptions

    /// The columns of the table written.
    static let columns = [
        TableColumn("x", .text, "the first column"), TableColumn("y", .text, "the second column"),
        TableColumn("subjects", .integer, "subjects with at least two complete rows"),
        TableColumn("n", .integer, "complete rows"),
        TableColumn("r", .number, "the repeated-measures correlation (Bakdash & Marusich 2017)"),
        TableColumn("df", .integer, "degrees of freedom, n - subjects - 1"),
        TableColumn("ci_lower", .number, "its confidence interval, lower end"),
        TableColumn("ci_upper", .number, "its confidence interval, upper end"),
        TableColumn("level", .number, "the interval's confidence level"),
        TableColumn("p", .probability, "the two-sided p-value"),
    ]

    /// The columns of `--per-subject`.
    static let perSubjectColumns = [
        TableColumn("subject", .text, "the subject"), TableColumn("n", .integer, "the subject's complete rows"),
        TableColumn("r", .number, "the subject's own Pearson correlation"), TableColumn("p", .probability, "its p-value"),
        TableColumn("note", .text, "why r is missing"),
    ]

    func run() throws {
        let input = try CSVInput.read(file)
        let labels = try input.labels(subject), xs = try input.numbers(x), ys = try input.numbers(y)
        let rows = labels.indices.filter { labels[$0] != nil }
        let subjects = rows.map { labels[$0]! }, xr = rows.map { xs[$0] }, yr = rows.map { ys[$0] }
        try output.write(perSubject
            ? perSubjectTable(subjects, xr, yr, input)
            : correlationTable(subjects, xr, yr, input))
    }

    private func correlationTable(_ subjects: [String], _ xs: [Double], _ ys: [Double], _ input: CSVInput) throws -> CSVTable {
        let result: RepeatedMeasuresCorrelation, interval: ConfidenceInterval
        do {
            result = try RepeatedMeasuresCorrelation.compute(subjects: subjects, x: xs, y: ys)
            interval = try result.confidenceInterval(level: confidence.level)
        } catch {
            throw Failure.statistics(error, in: input, "repeated-measures correlation of \(x) and \(y)")
        }
        var table = CSVTable(columns: Self.columns)
        table.append([x, y, String(result.subjects), String(result.observations), NumberFormat.roundTrip(result.r),
                      String(result.degreesOfFreedom), NumberFormat.roundTrip(interval.lower),
                      NumberFormat.roundTrip(interval.upper), NumberFormat.roundTrip(interval.level),
                      NumberFormat.csvProbability(result.pValue)])
        return table
    }

    private func perSubjectTable(_ subjects: [String], _ xs: [Double], _ ys: [Double], _ input: CSVInput) throws -> CSVTable {
        let result: SubjectCorrelations<String>
        do {
            result = try SubjectCorrelations.compute(subjects: subjects, x: xs, y: ys)
        } catch {
            throw Failure.statistics(error, in: input, "per-subject correlations of \(x) and \(y)")
        }
        var table = CSVTable(columns: Self.perSubjectColumns)
        for entry in result.correlations {
            switch entry.result {
            case .success(let c):
                table.append([entry.subject, String(c.n), NumberFormat.roundTrip(c.r), NumberFormat.csvProbability(c.pValue), ""])
            case .failure(let error):
                table.append([entry.subject, String(entry.completePairs), "", "", error.description])
            }
        }
        if let s = result.summary {
            Console.message("""
                per-subject r: \(s.count) of \(result.correlations.count) subjects defined, \
                mean \(NumberFormat.fixed(s.mean, 3)), median \(NumberFormat.fixed(s.median, 3)), \
                quartiles \(NumberFormat.fixed(s.lowerQuartile, 3)) to \(NumberFormat.fixed(s.upperQuartile, 3)), \
                range \(NumberFormat.fixed(s.minimum, 3)) to \(NumberFormat.fixed(s.maximum, 3))
                """)
        }
        return table
    }
}
