import CareModel
import CareStats

/// Every lifestyle factor against every symptom and category score at lags 0 to k days,
/// estimated three ways (issue 7, "correlations"):
/// - pooled: all person-days together, which mixes differences between people with changes
///   within a person;
/// - between persons: each person's mean factor amount against their mean score;
/// - within persons: the repeated-measures correlation (Bakdash & Marusich 2017), which
///   compares each person with themselves.
///
/// A pair is factor total on day t and score on day t + lag, on days the factor was logged
/// and the person logged anything on day t + lag (a day without entries is missing, not a
/// day without symptoms).
public struct CorrelationGrid: Sendable {
    /// People in the run.
    public var people: Int
    /// The days covered.
    public var period: StudyPeriod
    /// One cell per factor, outcome and lag, by factor, level (categories first), outcome
    /// and lag.
    public var cells: [Cell]

    /// One factor, one outcome, one lag.
    public struct Cell: Sendable {
        public var factor: String
        /// The factor's unit, e.g. `mg`.
        public var unit: String
        /// A symptom's or category's name, `mood`, a measurement's reading or a
        /// questionnaire.
        public var outcome: String
        public var level: OutcomeLevel
        public var lagDays: Int
        /// Over all person-days (Pearson).
        public var pooled: CorrelationEstimate
        /// Over person means (Pearson); `pairs` counts people.
        public var between: CorrelationEstimate
        /// Within persons (repeated-measures correlation).
        public var within: CorrelationEstimate
        /// The common within-person slope: score points per factor unit above the person's
        /// own mean (the fixed-effects estimate); NaN when undefined.
        public var withinSlope: Double
        /// For a level factor (unit `level`, seed 000 Req 12), the rank correlations over
        /// all person-days, which use only the levels' order; nil for an amount.
        public var ordinal: OrdinalEstimates?
        /// The pooled estimate's two-sided p-value with errors clustered by person: the
        /// pooled slope's cluster-robust (CRV1) t test on people − 1 degrees of freedom
        /// (``ClusteredSlopeAccumulator``), which does not count a person's days as
        /// independent, as `pooled.pValue` does; NaN when undefined.
        public var pooledClusteredPValue: Double = .nan

        /// Whether the pooled and within-person coefficients disagree in sign while both are
        /// significant (``SignDisagreement``).
        public var signsDisagree: Bool {
            SignDisagreement.holds(pooledR: pooled.r, pooledP: pooled.pValue, withinR: within.r, withinP: within.pValue)
        }
    }
}

/// The pooled rank correlations of a level factor with an outcome.
public struct OrdinalEstimates: Sendable {
    /// Spearman's rho with its t-approximation p-value and Fisher-z interval.
    public var spearman: CorrelationEstimate
    /// Kendall's tau-b with its tie-corrected normal-approximation p-value.
    public var kendall: CorrelationEstimate
}

/// A correlation coefficient with its interval, test and adjusted p-value, or why it is
/// undefined.
public struct CorrelationEstimate: Sendable {
    /// The coefficient; NaN when undefined.
    public var r: Double
    /// Complete pairs (person-days; people for the between-person estimate).
    public var pairs: Int
    /// People contributing at least one pair.
    public var people: Int
    /// The Fisher-z interval at 95 %; nil when undefined.
    public var interval: ConfidenceInterval?
    /// The two-sided p-value; NaN when undefined.
    public var pValue: Double
    /// The Benjamini-Hochberg q-value across every cell of the grid with the same kind of
    /// estimate; NaN when undefined.
    public var qValue: Double = .nan
    /// Degrees of freedom of the within-person test (N − k − 1); nil for the others.
    public var degreesOfFreedom: Int?
    /// Why the coefficient is undefined, if it is.
    public var undefined: StatisticsError?

    /// An estimate from a Pearson correlation or the reason it is undefined.
    init(_ result: Result<Correlation, StatisticsError>, pairs: Int, people: Int) {
        self.pairs = pairs
        self.people = people
        switch result {
        case .success(let correlation):
            r = correlation.r
            pValue = correlation.pValue
            interval = try? correlation.confidenceInterval()
        case .failure(let error):
            r = .nan
            pValue = .nan
            undefined = error
        }
    }

    /// An estimate from a repeated-measures correlation or the reason it is undefined.
    init(_ result: Result<RepeatedMeasuresCorrelation, StatisticsError>, pairs: Int, people: Int) {
        self.pairs = pairs
        self.people = people
        switch result {
        case .success(let correlation):
            r = correlation.r
            pValue = correlation.pValue
            degreesOfFreedom = correlation.degreesOfFreedom
            interval = try? correlation.confidenceInterval()
        case .failure(let error):
            r = .nan
            pValue = .nan
            undefined = error
        }
    }
}
