import _CGSL

/// The least-squares solution of y ≈ X b through `gsl_multifit_linear_tsvd` (SVD of the
/// column-balanced design; singular values below `tolerance` × the largest count as zero).
struct LeastSquaresFit {
    /// The design: n rows of p values, row-major.
    let design: [Double]
    /// The number of observations n.
    let rows: Int
    /// The number of coefficients p.
    let columns: Int
    /// The coefficients b.
    private(set) var coefficients: [Double]
    /// GSL's covariance s² (XᵀX)⁻¹, s² = RSS / (n − p), p × p row-major.
    private(set) var covariance: [Double]
    /// The residual sum of squares.
    private(set) var residualSumOfSquares = 0.0

    /// Relative singular-value threshold below which the design counts as collinear.
    static let tolerance = 1e-10

    /// Fits `y` on `design` (`rows` × `columns`, row-major).
    ///
    /// - Throws: ``StatisticsError/tooFewObservations(needed:got:)`` unless n > p,
    ///   ``StatisticsError/rankDeficient(rank:columns:)`` when the columns are collinear.
    init(y: [Double], design: [Double], rows: Int, columns: Int) throws(StatisticsError) {
        guard rows > columns else { throw .tooFewObservations(needed: columns + 1, got: rows) }
        self.design = design
        self.rows = rows
        self.columns = columns
        coefficients = [Double](repeating: 0, count: columns)
        covariance = [Double](repeating: 0, count: columns * columns)

        GSL.prepare()
        guard let work = gsl_multifit_linear_alloc(rows, columns) else {
            throw .numerical(operation: "gsl_multifit_linear_alloc", reason: "out of memory")
        }
        defer { gsl_multifit_linear_free(work) }
        var x = design, response = y, chisq = 0.0, rank = 0
        let status = x.withUnsafeMutableBufferPointer { xp in
            response.withUnsafeMutableBufferPointer { yp in
                coefficients.withUnsafeMutableBufferPointer { cp in
                    covariance.withUnsafeMutableBufferPointer { vp in
                        var xView = gsl_matrix_view_array(xp.baseAddress, rows, columns)
                        var yView = gsl_vector_view_array(yp.baseAddress, rows)
                        var cView = gsl_vector_view_array(cp.baseAddress, columns)
                        var vView = gsl_matrix_view_array(vp.baseAddress, columns, columns)
                        return gsl_multifit_linear_tsvd(&xView.matrix, &yView.vector, Self.tolerance,
                                                        &cView.vector, &vView.matrix, &chisq, &rank, work)
                    }
                }
            }
        }
        try GSL.check(status, "gsl_multifit_linear_tsvd")
        guard rank == columns else { throw .rankDeficient(rank: rank, columns: columns) }
        residualSumOfSquares = chisq
    }

    /// y − X b.
    func residuals(_ y: [Double]) -> [Double] {
        (0..<rows).map { i in
            var fitted = 0.0
            for j in 0..<columns { fitted += design[i * columns + j] * coefficients[j] }
            return y[i] - fitted
        }
    }

    /// (XᵀX)⁻¹, recovered from GSL's covariance as covariance / s²; nil when the fit is
    /// perfect (s² = 0), where every sandwich built on it is zero anyway.
    var inverseGram: [Double]? {
        let s2 = residualSumOfSquares / Double(rows - columns)
        guard s2 > 0 else { return nil }
        return covariance.map { $0 / s2 }
    }

    /// The sandwich (XᵀX)⁻¹ M (XᵀX)⁻¹ around `meat` M (p × p, row-major), the shape of every
    /// robust covariance; zero when the fit is perfect.
    func sandwich(_ meat: [Double]) -> [Double] {
        guard let bread = inverseGram else { return [Double](repeating: 0, count: columns * columns) }
        return Self.multiply(Self.multiply(bread, meat, columns), bread, columns)
    }

    /// The product of two p × p row-major matrices.
    private static func multiply(_ a: [Double], _ b: [Double], _ p: Int) -> [Double] {
        var c = [Double](repeating: 0, count: p * p)
        for i in 0..<p {
            for k in 0..<p {
                let aik = a[i * p + k]
                for j in 0..<p { c[i * p + j] += aik * b[k * p + j] }
            }
        }
        return c
    }
}
