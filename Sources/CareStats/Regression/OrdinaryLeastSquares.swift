extension LinearRegression {
    /// Ordinary least squares of `y` on an intercept and `predictors`, with classical
    /// standard errors; matches `statsmodels.api.OLS(y, add_constant(X)).fit()`.
    ///
    /// Rows where y or any predictor is NaN or infinite are dropped (listwise deletion).
    /// The fit is `gsl_multifit_linear_tsvd`; p-values and intervals use Student's t on
    /// n − p degrees of freedom.
    ///
    /// - Throws: ``StatisticsError`` when the columns differ in length, no more rows than
    ///   coefficients remain, y or a predictor is constant, the predictors are collinear, or
    ///   `level` is not strictly between 0 and 1.
    public static func ordinaryLeastSquares(
        y: [Double], predictors: [Predictor], level: Double = 0.95
    ) throws(StatisticsError) -> LinearRegression {
        let data = try CompleteRows(y: y, predictors: predictors)
        let fit = try data.pooledFit()
        let n = data.count, p = fit.columns
        return LinearRegression(
            terms: try terms(names: ["intercept"] + predictors.map(\.name), estimates: fit.coefficients,
                             covariance: fit.covariance, degrees: n - p, level: level),
            observations: n, degreesOfFreedom: n - p,
            rSquared: data.rSquared(fit),
            adjustedRSquared: data.adjustedRSquared(fit),
            residualSumOfSquares: fit.residualSumOfSquares, covariance: .classical)
    }

    /// Ordinary least squares of `y` on an intercept and `predictors`, with standard errors
    /// robust to correlation within `clusters`; matches statsmodels'
    /// `OLS(...).fit(cov_type='cluster', cov_kwds={'groups': clusters}, use_t=True)`:
    /// the CRV1 sandwich with its default small-sample factor, and Student's t on G − 1
    /// degrees of freedom for p-values and intervals.
    ///
    /// - Throws: as ``ordinaryLeastSquares(y:predictors:level:)``, and
    ///   ``StatisticsError/tooFewGroups(needed:got:)`` with fewer than 2 clusters.
    public static func ordinaryLeastSquares<Cluster: Hashable>(
        y: [Double], predictors: [Predictor], clusters: [Cluster], level: Double = 0.95
    ) throws(StatisticsError) -> LinearRegression {
        guard clusters.count == y.count else { throw .lengthMismatch(x: clusters.count, y: y.count) }
        let data = try CompleteRows(y: y, predictors: predictors)
        let groups = GroupCodes(data.rows.map { clusters[$0] })
        guard groups.count >= 2 else { throw .tooFewGroups(needed: 2, got: groups.count) }
        let fit = try data.pooledFit()
        let covariance = ClusterRobustCovariance.crv1(fit, y: data.y, clusters: groups.codes,
                                                      clusterCount: groups.count)
        return LinearRegression(
            terms: try terms(names: ["intercept"] + predictors.map(\.name), estimates: fit.coefficients,
                             covariance: covariance, degrees: groups.count - 1, level: level),
            observations: data.count, degreesOfFreedom: groups.count - 1,
            rSquared: data.rSquared(fit),
            adjustedRSquared: data.adjustedRSquared(fit),
            residualSumOfSquares: fit.residualSumOfSquares, covariance: .clusterRobust(clusters: groups.count))
    }
}

/// The rows of a regression where the response and every predictor are finite.
struct CompleteRows {
    /// The indices of the complete rows in the input.
    private(set) var rows: [Int] = []
    /// The response on the complete rows.
    private(set) var y: [Double] = []
    /// Each predictor on the complete rows.
    private(set) var columns: [[Double]] = []
    /// The predictors' names.
    let names: [String]

    /// Selects the complete rows and rejects constant columns.
    init(y: [Double], predictors: [Predictor]) throws(StatisticsError) {
        names = predictors.map(\.name)
        for predictor in predictors where predictor.values.count != y.count {
            throw .lengthMismatch(x: y.count, y: predictor.values.count)
        }
        rows = y.indices.filter { i in y[i].isFinite && predictors.allSatisfy { $0.values[i].isFinite } }
        self.y = rows.map { y[$0] }
        columns = predictors.map { predictor in rows.map { predictor.values[$0] } }
        guard let first = self.y.first else { throw .tooFewObservations(needed: predictors.count + 2, got: 0) }
        if self.y.allSatisfy({ $0 == first }) { throw .constantInput(column: "y") }
        for (name, column) in zip(names, columns) where column.allSatisfy({ $0 == column[0] }) {
            throw .constantInput(column: name)
        }
    }

    /// The number of complete rows.
    var count: Int { rows.count }

    /// The fit with an intercept column first.
    func pooledFit() throws(StatisticsError) -> LeastSquaresFit {
        let p = columns.count + 1
        var design = [Double](repeating: 1, count: count * p)
        for (j, column) in columns.enumerated() {
            for i in 0..<count { design[i * p + j + 1] = column[i] }
        }
        return try LeastSquaresFit(y: y, design: design, rows: count, columns: p)
    }

    /// 1 − RSS / TSS, with TSS = Σ(y − ȳ)².
    func rSquared(_ fit: LeastSquaresFit) -> Double {
        let mean = y.reduce(0, +) / Double(count)
        let total = y.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        return 1 - fit.residualSumOfSquares / total
    }

    /// 1 − (n − 1)/(n − p) · (1 − R²).
    func adjustedRSquared(_ fit: LeastSquaresFit) -> Double {
        1 - Double(count - 1) / Double(count - fit.columns) * (1 - rSquared(fit))
    }
}
