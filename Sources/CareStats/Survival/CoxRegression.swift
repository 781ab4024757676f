import _CGSL

/// Cox proportional-hazards regression (Cox 1972, "Regression models and life-tables",
/// JRSS B 34:187–220): the hazard of row i at time t is λ₀(t) exp(xᵢβ) with the baseline
/// λ₀ left unspecified, and β maximises the partial likelihood.
///
/// Matches R's `survival::coxph` with its defaults: Efron's tie handling (or Breslow's),
/// Newton-Raphson with step-halving from β = 0 until the log partial likelihood changes by at
/// most 1e-9 relative, covariates centred internally. With clusters (coxph's `cluster(id)`)
/// the covariance is the robust sandwich of the grouped score residuals.
///
/// ```swift
/// let model = try CoxRegression.fit(
///     time: days, event: droppedOut, covariates: [arm], names: ["arm"])
/// model.term(named: "arm")?.hazardRatio
/// ```
///
/// Covariates are numeric columns: the caller codes a factor as 0/1 columns. Rows with a
/// missing (NaN) value are not dropped but rejected: remove them first, as coxph's `na.omit`.
public enum CoxRegression {
    /// How the partial likelihood treats events at the same time.
    public enum Ties: String, Hashable, Sendable, CaseIterable {
        /// Efron's approximation (coxph's default): the tied deaths leave the risk set
        /// gradually.
        case efron
        /// Breslow's approximation: every tied death sees the whole risk set.
        case breslow
    }

    /// Fits right-censored data: row i is followed until `time[i]`, where the event happens
    /// when `event[i]` and the row is censored otherwise.
    ///
    /// - Parameters:
    ///   - covariates: one column per covariate, each as long as `time`.
    ///   - names: one name per covariate.
    ///   - level: the confidence level of the hazard-ratio intervals.
    /// - Throws: ``StatisticsError`` when the lengths differ, a time or covariate is not finite,
    ///   no event occurs, a covariate is constant, the covariates are collinear
    ///   (``StatisticsError/rankDeficient(rank:columns:)``), the fit does not converge, or
    ///   `level` is not strictly between 0 and 1.
    public static func fit(
        time: [Double], event: [Bool], covariates: [[Double]], names: [String], ties: Ties = .efron,
        level: Double = 0.95
    ) throws(StatisticsError) -> CoxModel {
        let data = try CoxData(start: nil, stop: time, event: event, covariates: covariates, names: names,
                               stopName: "time")
        return try fit(data, names: names, ties: ties, clusters: nil, level: level)
    }

    /// Fits right-censored data with the robust variance for rows correlated within
    /// `clusters` (one label per row, e.g. the person), as coxph's `cluster(id)`.
    ///
    /// - Throws: as ``fit(time:event:covariates:names:ties:level:)``, and
    ///   ``StatisticsError/tooFewGroups(needed:got:)`` with fewer than 2 clusters.
    public static func fit<Cluster: Hashable>(
        time: [Double], event: [Bool], covariates: [[Double]], names: [String], ties: Ties = .efron,
        clusters: [Cluster], level: Double = 0.95
    ) throws(StatisticsError) -> CoxModel {
        let data = try CoxData(start: nil, stop: time, event: event, covariates: covariates, names: names,
                               stopName: "time")
        return try fit(data, names: names, ties: ties, clusters: try codes(clusters, rows: data.rows), level: level)
    }

    /// Fits counting-process data, coxph's `Surv(start, stop, event)`: row i is at risk in
    /// the interval (start, stop] and has the event at stop when `event[i]`. A person
    /// contributes several rows for recurrent events or covariates that change over time.
    ///
    /// - Throws: as ``fit(time:event:covariates:names:ties:level:)``, and
    ///   ``StatisticsError/emptyInterval(row:start:stop:)`` when start ≥ stop.
    public static func fit(
        start: [Double], stop: [Double], event: [Bool], covariates: [[Double]], names: [String],
        ties: Ties = .efron, level: Double = 0.95
    ) throws(StatisticsError) -> CoxModel {
        let data = try CoxData(start: start, stop: stop, event: event, covariates: covariates, names: names,
                               stopName: "stop")
        return try fit(data, names: names, ties: ties, clusters: nil, level: level)
    }

    /// Fits counting-process data with the robust variance for rows correlated within
    /// `clusters`, as `coxph(Surv(start, stop, event) ~ … + cluster(id))`: the usual model
    /// for recurrent events.
    ///
    /// - Throws: as ``fit(start:stop:event:covariates:names:ties:level:)``, and
    ///   ``StatisticsError/tooFewGroups(needed:got:)`` with fewer than 2 clusters.
    public static func fit<Cluster: Hashable>(
        start: [Double], stop: [Double], event: [Bool], covariates: [[Double]], names: [String],
        ties: Ties = .efron, clusters: [Cluster], level: Double = 0.95
    ) throws(StatisticsError) -> CoxModel {
        let data = try CoxData(start: start, stop: stop, event: event, covariates: covariates, names: names,
                               stopName: "stop")
        return try fit(data, names: names, ties: ties, clusters: try codes(clusters, rows: data.rows), level: level)
    }

    /// The clusters as codes 0..<count, at least 2 of them.
    private static func codes<Cluster: Hashable>(
        _ clusters: [Cluster], rows: Int
    ) throws(StatisticsError) -> Clusters {
        guard clusters.count == rows else { throw .lengthMismatch(x: rows, y: clusters.count) }
        let codes = GroupCodes(clusters)
        guard codes.count >= 2 else { throw .tooFewGroups(needed: 2, got: codes.count) }
        return Clusters(codes: codes.codes, count: codes.count)
    }

    /// Each row's cluster code, and the number of clusters.
    private typealias Clusters = (codes: [Int], count: Int)

    /// The fit, its covariance and tests.
    private static func fit(
        _ data: CoxData, names: [String], ties: Ties, clusters: Clusters?, level: Double
    ) throws(StatisticsError) -> CoxModel {
        let critical = try ConfidenceInterval.normalCriticalValue(level: level)
        let newton = try CoxNewtonRaphson(data, ties: ties)
        let p = data.columns
        var covariance = newton.covariance
        var robustScoreTest: CoxModel.Test?
        if let clusters {
            let residuals = CoxScoreResiduals.residuals(data, beta: newton.beta, ties: ties)
            let meat = CoxScoreResiduals.crossProduct(
                CoxScoreResiduals.clusterSums(residuals, columns: p, clusters: clusters.codes, count: clusters.count),
                columns: p)
            covariance = sandwich(newton.covariance, meat, p)
            let nullResiduals = CoxScoreResiduals.residuals(data, beta: [Double](repeating: 0, count: p), ties: ties)
            let nullMeat = CoxScoreResiduals.crossProduct(
                CoxScoreResiduals.clusterSums(nullResiduals, columns: p, clusters: clusters.codes,
                                              count: clusters.count),
                columns: p)
            if CholeskyFactor.rank(ofSymmetric: nullMeat, size: p) == p,
               let factor = try? CholeskyFactor(nullMeat, size: p, operation: "robust score test") {
                robustScoreTest = test(factor.quadraticForm(newton.initial.score), p)
            }
        }

        GSL.prepare()
        let terms = (0..<p).map { j in
            let beta = newton.beta[j]
            let naive = newton.covariance[j * p + j].squareRoot()
            let se = covariance[j * p + j].squareRoot()
            let z = beta / se
            return CoxModel.Term(
                name: names[j], coefficient: beta, standardError: naive,
                robustStandardError: clusters == nil ? nil : se, z: z,
                pValue: 2 * gsl_cdf_ugaussian_Q(abs(z)), hazardRatio: exp(beta),
                hazardRatioInterval: ConfidenceInterval(lower: exp(beta - critical * se),
                                                        upper: exp(beta + critical * se), level: level))
        }
        let wald = try CholeskyFactor(covariance, size: p, operation: "Wald test").quadraticForm(newton.beta)
        return CoxModel(
            terms: terms, ties: ties, covariance: covariance,
            nullLogLikelihood: newton.initial.logLikelihood, logLikelihood: newton.final.logLikelihood,
            likelihoodRatioTest: test(2 * (newton.final.logLikelihood - newton.initial.logLikelihood), p),
            waldTest: test(wald, p), scoreTest: test(newton.scoreStatistic, p), robustScoreTest: robustScoreTest,
            events: data.events, observations: data.rows, clusters: clusters?.count, iterations: newton.iterations)
    }

    /// A chi-squared test on `df` degrees of freedom.
    private static func test(_ statistic: Double, _ df: Int) -> CoxModel.Test {
        GSL.prepare()
        return CoxModel.Test(statistic: statistic, degreesOfFreedom: df,
                             pValue: gsl_cdf_chisq_Q(statistic, Double(df)))
    }

    /// A B A for p × p row-major matrices.
    private static func sandwich(_ a: [Double], _ b: [Double], _ p: Int) -> [Double] {
        func product(_ x: [Double], _ y: [Double]) -> [Double] {
            (0..<p * p).map { index in
                (0..<p).reduce(0) { $0 + x[index / p * p + $1] * y[$1 * p + index % p] }
            }
        }
        return product(product(a, b), a)
    }
}
