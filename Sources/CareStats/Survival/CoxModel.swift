/// A fitted Cox proportional-hazards model: coefficients with model-based and (when fitted
/// with clusters) robust standard errors, Wald z tests, hazard ratios with intervals, and the
/// likelihood-ratio, Wald and score tests of all coefficients being 0.
///
/// Fit with ``CoxRegression``; the numbers are those of R's `survival::coxph` (`coef`,
/// `naive.var`/`var`, `loglik`, `score`, `rscore`, `wald.test`, `iter`, `summary(fit)`).
public struct CoxModel: Hashable, Sendable {
    /// One covariate's coefficient.
    public struct Term: Hashable, Sendable {
        /// The covariate's name.
        public var name: String
        /// β: the log hazard ratio for one unit more of the covariate.
        public var coefficient: Double
        /// The model-based standard error, √ of the inverse information's diagonal (coxph's
        /// `se(coef)` without clusters, the square root of `naive.var` with them).
        public var standardError: Double
        /// The robust (sandwich) standard error when the model was fitted with clusters
        /// (coxph's `robust se`); nil otherwise.
        public var robustStandardError: Double?
        /// β over the standard error used for inference: the robust one when there is one.
        public var z: Double
        /// The two-sided p-value of ``z`` from the standard normal distribution.
        public var pValue: Double
        /// exp(β).
        public var hazardRatio: Double
        /// exp(β ± z₍₁₋α/₂₎ · SE), with the standard error used for ``z``.
        public var hazardRatioInterval: ConfidenceInterval
    }

    /// A chi-squared test of all coefficients being 0.
    public struct Test: Hashable, Sendable {
        /// The statistic.
        public var statistic: Double
        /// Its degrees of freedom: the number of coefficients.
        public var degreesOfFreedom: Int
        /// P(χ² ≥ statistic).
        public var pValue: Double
    }

    /// The coefficients, in the order of the covariates.
    public var terms: [Term]
    /// How tied event times were handled.
    public var ties: CoxRegression.Ties
    /// The covariance of the coefficients used for inference, p × p row-major: the robust
    /// sandwich I⁻¹ (Σ_g U_g U_gᵀ) I⁻¹ when fitted with clusters (U_g the summed score
    /// residuals of cluster g, coxph's D'D of grouped dfbeta residuals), I⁻¹ otherwise.
    public var covariance: [Double]
    /// The log partial likelihood at β = 0 (coxph's `loglik[1]`).
    public var nullLogLikelihood: Double
    /// The log partial likelihood at the estimate (coxph's `loglik[2]`).
    public var logLikelihood: Double
    /// 2 (log L(β̂) − log L(0)).
    public var likelihoodRatioTest: Test
    /// β̂ᵀ V⁻¹ β̂ with V = ``covariance`` (robust when fitted with clusters).
    public var waldTest: Test
    /// The score (log-rank) test U(0)ᵀ I(0)⁻¹ U(0).
    public var scoreTest: Test
    /// The robust score test U(0)ᵀ (Σ_g U_g(0) U_g(0)ᵀ)⁻¹ U(0) when fitted with clusters
    /// (coxph's `rscore`); nil without clusters, or when that matrix is singular.
    public var robustScoreTest: Test?
    /// The number of events.
    public var events: Int
    /// The number of rows (intervals for counting-process data).
    public var observations: Int
    /// The number of clusters, nil when fitted without.
    public var clusters: Int?
    /// The Newton-Raphson iterations until convergence (coxph's `iter`).
    public var iterations: Int

    /// The term named `name`, if the model has one.
    public func term(named name: String) -> Term? { terms.first { $0.name == name } }
}
