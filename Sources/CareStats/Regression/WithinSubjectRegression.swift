extension LinearRegression {
    /// The within-subject (fixed-effects) regression: `y` and every predictor are centred on
    /// each subject's means, which absorbs one intercept per subject, and the centred y is
    /// regressed on the centred predictors without an intercept (Wooldridge 2010,
    /// *Econometric Analysis of Cross Section and Panel Data*, 2nd ed., ch. 10). The slopes
    /// equal those of the regression with one dummy per subject.
    ///
    /// Standard errors are cluster-robust by subject (CRV1, see
    /// ``Covariance/clusterRobust(clusters:)``), p-values and intervals use Student's t on
    /// G − 1 degrees of freedom. Everything matches statsmodels'
    /// `OLS(y − ȳ_g, X − X̄_g).fit(cov_type='cluster', cov_kwds={'groups': subject}, use_t=True)`
    /// on the centred data, where p counts the slopes only (not the G absorbed means) in the
    /// small-sample factor and in ``adjustedRSquared``; ``rSquared`` is the within R²,
    /// 1 − RSS / Σ(y − ȳ_g)².
    ///
    /// Rows where y or any predictor is NaN or infinite are dropped before centring.
    ///
    /// - Throws: ``StatisticsError`` when the columns differ in length, fewer than 2 subjects
    ///   remain, no predictor is given, y or a predictor does not vary within any subject, the centred predictors are
    ///   collinear, or `level` is not strictly between 0 and 1.
    public static func withinSubjects<Subject: Hashable>(
        y: [Double], predictors: [Predictor], subjects: [Subject], level: Double = 0.95
    ) throws(StatisticsError) -> LinearRegression {
        guard !predictors.isEmpty else {
            throw .outOfRange(name: "predictors", value: 0, expected: "at least one predictor")
        }
        guard subjects.count == y.count else { throw .lengthMismatch(x: subjects.count, y: y.count) }
        let data = try CompleteRows(y: y, predictors: predictors)
        let groups = GroupCodes(data.rows.map { subjects[$0] })
        guard groups.count >= 2 else { throw .tooFewGroups(needed: 2, got: groups.count) }

        let centredY = WithinCentering(data.y, groups: groups.codes, groupCount: groups.count)
        guard !centredY.isConstantWithinEveryGroup else { throw .constantInput(column: "y within subjects") }
        let n = data.count, p = predictors.count
        var design = [Double](repeating: 0, count: n * p)
        for (j, column) in data.columns.enumerated() {
            let centred = WithinCentering(column, groups: groups.codes, groupCount: groups.count)
            guard !centred.isConstantWithinEveryGroup else {
                throw .constantInput(column: "\(predictors[j].name) within subjects")
            }
            for i in 0..<n { design[i * p + j] = centred.centred[i] }
        }

        let fit = try LeastSquaresFit(y: centredY.centred, design: design, rows: n, columns: p)
        let covariance = ClusterRobustCovariance.crv1(fit, y: centredY.centred, clusters: groups.codes,
                                                      clusterCount: groups.count)
        let total = centredY.centred.reduce(0) { $0 + $1 * $1 }
        let rSquared = 1 - fit.residualSumOfSquares / total
        return LinearRegression(
            terms: try terms(names: predictors.map(\.name), estimates: fit.coefficients,
                             covariance: covariance, degrees: groups.count - 1, level: level),
            observations: n, degreesOfFreedom: groups.count - 1,
            rSquared: rSquared,
            adjustedRSquared: 1 - Double(n) / Double(n - p) * (1 - rSquared),
            residualSumOfSquares: fit.residualSumOfSquares, covariance: .clusterRobust(clusters: groups.count))
    }
}
