import CareModel
import CareStats

/// One person's days analysed as a single-subject study: for each exposure, outcome and lag,
/// the day-level slope with Newey-West (HAC) inference that respects the autocorrelation of
/// the days (``HACRegression``), and Benjamini-Hochberg q-values over the grid.
///
/// It holds no identity: only the day counts and the estimates.
public struct SingleSubjectReport: Sendable {
    /// The days covered.
    public var period: StudyPeriod
    /// Days on which the person logged anything: an entry, an exposure or an outcome.
    public var daysLogged: Int
    /// Whether each slope is adjusted for the day of the week of its outcome.
    public var weekdayAdjusted: Bool
    /// One cell per exposure, outcome and lag with at least one day paired, ordered as the
    /// correlation grid's.
    public var cells: [Cell]

    /// Creates a report.
    public init(period: StudyPeriod, daysLogged: Int, weekdayAdjusted: Bool, cells: [Cell]) {
        self.period = period
        self.daysLogged = daysLogged
        self.weekdayAdjusted = weekdayAdjusted
        self.cells = cells
    }

    /// One exposure, one outcome, one lag.
    public struct Cell: Sendable {
        /// The exposure, named as the correlation grid names it (e.g. `activity: walk`), and
        /// its unit.
        public var exposure: String
        public var unit: String
        /// The outcome and its level.
        public var outcome: String
        public var level: OutcomeLevel
        /// The outcome is taken this many days after the exposure.
        public var lagDays: Int
        /// Days with both the exposure on day t and the outcome on day t + lag.
        public var days: Int
        /// The fit of the outcome on the exposure (and the weekday dummies), or nil with the
        /// reason in ``undefined``.
        public var fit: HACRegression?
        /// Why the slope is undefined (a constant exposure, too few days, collinear with the
        /// weekdays).
        public var undefined: StatisticsError?
        /// The slope's Benjamini-Hochberg q-value across every cell; NaN when undefined.
        public var qValue: Double = .nan

        /// The exposure's coefficient: outcome units per exposure unit.
        public var slope: LinearRegression.Term? { fit?.regression.term(named: SingleSubjectAnalysis.exposureTerm) }
    }
}
