import CareAnalytics
import CareModel
import CareStats
import CareStore

/// `carelab analyze single-subject`: one person's days as a study of one (issue 39): each
/// exposure against each outcome at lags 0 through the largest, with Newey-West intervals and
/// the effective number of days; its options are the analysis itself.
///
/// The small-cell rule does not apply: every row is about the one person, who is the reader
/// (their own export) or whose researcher chose them with `--person`. The table and the report
/// section say so, and never name the person.
extension SingleSubjectAnalysis: DeclaredAnalysis {
    public typealias Options = SingleSubjectAnalysis

    public static let name = "single-subject"
    public static let exampleRun = "runs/daylio"
    public static let abstract = "One person's days as a study of one: each exposure against each outcome with intervals that allow for autocorrelation."
    public static let discussion = """
        One row per exposure, outcome and lag (as analyze correlations chooses
        them with --exposures, --outcomes and --max-lag): the outcome on day
        t + lag regressed on the exposure on day t over the days with both,
        with an intercept and, with --weekday-adjust, day-of-week dummies of
        the outcome's day. slope is outcome units per exposure unit; its
        standard error is Newey-West's (HAC: Bartlett kernel, bandwidth
        hac_lags = floor(4 (n/100)^(2/9)) days unless --bandwidth is given,
        small-sample factor n/(n - p)), with Student's t on n - p degrees of
        freedom for the 95 % interval and p; q is Benjamini-Hochberg over the
        whole grid. Lags count in days, so a missing day is a gap, not a
        neighbour. residual_autocorrelation is the residuals' lag-1
        autocorrelation rho and effective_days n (1 - rho)/(1 + rho) (rho
        below 0 counts as 0). A database of one person is read whole;
        --person ID chooses one person of a larger one. Small-cell
        suppression does not apply (--min-cell has no effect): the table is
        one person's, for that person; do not share it as population data. Checked against
        statsmodels' OLS(...).fit(cov_type='HAC').
        """
    public static let tableRows = "one exposure, outcome and lag of one person's days"
    public static let nothingToRead = "the person has no day with both an exposure and an outcome of the kinds chosen"

    /// What stderr says beside every non-empty table, and the report beside its section.
    public static let privacyNote = "single-subject: small-cell suppression does not apply; do not share this table as population data"

    public static func columns(_ smallCells: SmallCellRule) -> [TableColumn] {
        [
            TableColumn("exposure", .text, "the exposure, named as in analyze correlations (`activity: walk`, a factor, …)",
                        isDataLabel: true),
            TableColumn("exposure_unit", .text, "the unit of its daily value (`present` for an imported activity: 1 on the "
                + "days logged, 0 on the person's other logged days)"),
            TableColumn("outcome", .text, "the category, symptom or other outcome", isDataLabel: true),
            TableColumn("outcome_level", .text, "`category`, `symptom`, `mood`, `measurement` or `questionnaire`"),
            TableColumn("lag_days", .integer, "days from the exposure to the outcome"),
            TableColumn("days", .integer, "days with the exposure on day t and the outcome on day t + lag"),
            TableColumn("slope", .number, "outcome units per exposure unit (least squares)"),
            TableColumn("standard_error", .number, "its Newey-West (HAC) standard error"),
            TableColumn("ci_lower", .number, "its 95 % interval (Student's t on days - coefficients), lower end"),
            TableColumn("ci_upper", .number, "its 95 % interval, upper end"),
            TableColumn("p", .probability, "its two-sided p-value"),
            TableColumn("q", .probability, "its Benjamini-Hochberg q-value over every row"),
            TableColumn("hac_lags", .integer, "the Newey-West bandwidth in days"),
            TableColumn("residual_autocorrelation", .number, "the lag-1 autocorrelation of the residuals over "
                + "consecutive days"),
            TableColumn("effective_days", .number, "days (1 - rho)/(1 + rho), a negative rho counted as 0: the "
                + "independent days the series is worth"),
            TableColumn("weekday_adjusted", .boolean, "whether day-of-week dummies were in the regression"),
            TableColumn("note", .text, "why the slope is undefined"),
        ]
    }

    /// The report's analysis: every exposure and outcome of the database at lags 0 and 1,
    /// without day-of-week adjustment.
    static let reportOptions = SingleSubjectAnalysis(maxLag: 1, exposures: Set(ExposureKind.allCases),
                                                     outcomes: Set(OutcomeKind.allCases))

    /// The run report's result: its section appears for a database of exactly one person
    /// and is empty for any other.
    public static func run(on database: CareDatabase) throws -> SingleSubjectReport {
        guard try database.personCount() == 1 else {
            return SingleSubjectReport(period: try StudyPeriod.of(database), daysLogged: 0, weekdayAdjusted: false, cells: [])
        }
        return try reportOptions.run(on: database)
    }

    public static func run(on database: CareDatabase, options: SingleSubjectAnalysis) throws -> SingleSubjectReport {
        try options.run(on: database)
    }

    public static func isEmpty(_ result: SingleSubjectReport) -> Bool { result.cells.isEmpty }

    public static func note(_ result: SingleSubjectReport) -> String? { privacyNote }

    public static func table(_ result: SingleSubjectReport, smallCells: SmallCellRule) -> CSVTable {
        var table = CSVTable(columns: columns(smallCells))
        for cell in result.cells {
            let slope = cell.slope
            table.append([
                cell.exposure, cell.unit, cell.outcome, cell.level.rawValue, String(cell.lagDays), String(cell.days),
                NumberFormat.csvNumber(slope?.estimate), NumberFormat.csvNumber(slope?.standardError),
                NumberFormat.csvNumber(slope?.interval.lower), NumberFormat.csvNumber(slope?.interval.upper),
                NumberFormat.csvProbability(slope?.pValue), NumberFormat.csvProbability(cell.qValue),
                cell.fit.map { String($0.lags) } ?? "", NumberFormat.csvNumber(cell.fit?.residualAutocorrelation),
                NumberFormat.csvNumber(cell.fit?.effectiveObservations), String(result.weekdayAdjusted),
                cell.undefined?.description ?? "",
            ])
        }
        return table
    }
}
