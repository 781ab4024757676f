
/// A named predictor column of a regression.
public struct Predictor: Sendable {
    /// The name reported with its coefficient.
    public var name: String
    /// One value per observation; NaN marks a missing value.
    public var values: [Double]

    /// Creates a predictor.
    public init(name: String, values: [Double]) {
        self.name = name
        self.values = values
    }
}

/// A fitted linear regression: coefficients with their standard errors, t statistics,
/// two-sided p-values and confidence intervals, and the fit's R².
///
/// Fit with ``ordinaryLeastSquares(y:predictors:level:)``,
/// ``ordinaryLeastSquares(y:predictors:clusters:level:)`` or
/// ``withinSubjects(y:predictors:subjects:level:)``.
public struct LinearRegression: Hashable, Sendable {
    /// One coefficient.
    public struct Term: Hashable, Sendable {
        /// The predictor's name, or `"intercept"`.
        public var name: String
        /// The estimated coefficient.
        public var estimate: Double
        /// Its standard error under ``LinearRegression/covariance``.
        public var standardError: Double
        /// estimate / standardError.
        public var t: Double
        /// Two-sided p-value of t on ``LinearRegression/degreesOfFreedom`` degrees of freedom.
        public var pValue: Double
        /// estimate ± t-quantile × standardError.
        public var interval: ConfidenceInterval

        /// Creates a term.
        public init(name: String, estimate: Double, standardError: Double, t: Double, pValue: Double,
                    interval: ConfidenceInterval) {
            self.name = name
            self.estimate = estimate
            self.standardError = standardError
            self.t = t
            self.pValue = pValue
            self.interval = interval
        }
    }

    /// How the coefficients' covariance was estimated.
    public enum Covariance: Hashable, Sendable {
        /// σ̂² (XᵀX)⁻¹ with σ̂² = RSS / (n − p): errors independent with equal variance.
        case classical
        /// The CRV1 cluster-robust sandwich over `clusters` clusters, with the small-sample
        /// factor G/(G − 1) · (n − 1)/(n − p) (Cameron & Miller 2015, "A practitioner's guide
        /// to cluster-robust inference", J. Human Resources 50:317–372; statsmodels'
        /// `cov_type='cluster'` default).
        case clusterRobust(clusters: Int)
        /// The Newey-West HAC sandwich with the Bartlett kernel over `lags` lags, usually with
        /// the small-sample factor n/(n − p) (``HACRegression``).
        case neweyWest(lags: Int)
    }

    /// The coefficients, the intercept first when the model has one.
    public var terms: [Term]
    /// The number of complete observations used.
    public var observations: Int
    /// The degrees of freedom of the t distribution used for p-values and intervals:
    /// n − p for ``Covariance/classical`` and ``Covariance/neweyWest(lags:)``, G − 1 for ``Covariance/clusterRobust(clusters:)``.
    public var degreesOfFreedom: Int
    /// The share of variance explained: 1 − RSS / TSS.
    public var rSquared: Double
    /// R² adjusted for the number of coefficients: 1 − (n − c)/(n − p) · (1 − R²), c = 1 with an
    /// intercept and 0 without (statsmodels' `rsquared_adj`).
    public var adjustedRSquared: Double
    /// The residual sum of squares.
    public var residualSumOfSquares: Double
    /// How the standard errors were estimated.
    public var covariance: Covariance

    /// The term named `name`, if the model has one.
    public func term(named name: String) -> Term? { terms.first { $0.name == name } }

    /// Builds the terms from coefficients `b` and their covariance `v` (p × p, row-major),
    /// with t-based inference on `degrees` degrees of freedom.
    static func terms(
        names: [String], estimates b: [Double], covariance v: [Double], degrees: Int, level: Double
    ) throws(StatisticsError) -> [Term] {
        let p = b.count
        let critical = try ConfidenceInterval.tCriticalValue(level: level, degrees: Double(degrees))
        GSL.prepare()
        return (0..<p).map { j in
            let se = v[j * p + j].squareRoot()
            let t = b[j] / se
            let pValue = StudentTail.twoSidedPValue(t: t, degrees: Double(degrees))
            return Term(name: names[j], estimate: b[j], standardError: se, t: t, pValue: pValue,
                        interval: ConfidenceInterval(lower: b[j] - critical * se, upper: b[j] + critical * se,
                                                     level: level))
        }
    }
}
