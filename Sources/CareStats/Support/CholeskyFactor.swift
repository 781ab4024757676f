import _CGSL

/// The Cholesky factor L Lᵀ of a symmetric positive-definite matrix (an information or a
/// covariance matrix), from `gsl_linalg_cholesky_decomp1`, for solving, inverting and
/// quadratic forms.
struct CholeskyFactor {
    /// The number of rows and columns.
    let size: Int
    /// GSL's factored matrix, row-major.
    private let factor: [Double]

    /// Factors `matrix` (size × size, row-major, symmetric).
    ///
    /// - Throws: ``StatisticsError/numerical(operation:reason:)`` naming `operation` when the
    ///   matrix is not positive definite.
    init(_ matrix: [Double], size: Int, operation: String) throws(StatisticsError) {
        var factor = matrix
        GSL.prepare()
        let status = factor.withUnsafeMutableBufferPointer { a in
            var view = gsl_matrix_view_array(a.baseAddress, size, size)
            return gsl_linalg_cholesky_decomp1(&view.matrix)
        }
        try GSL.check(status, operation)
        self.size = size
        self.factor = factor
    }

    /// x with A x = b.
    func solve(_ b: [Double]) -> [Double] {
        var matrix = factor, right = b, x = [Double](repeating: 0, count: size)
        matrix.withUnsafeMutableBufferPointer { a in
            right.withUnsafeMutableBufferPointer { r in
                x.withUnsafeMutableBufferPointer { s in
                    var aView = gsl_matrix_view_array(a.baseAddress, size, size)
                    var rView = gsl_vector_view_array(r.baseAddress, size)
                    var sView = gsl_vector_view_array(s.baseAddress, size)
                    _ = gsl_linalg_cholesky_solve(&aView.matrix, &rView.vector, &sView.vector)
                }
            }
        }
        return x
    }

    /// A⁻¹, row-major.
    func inverse() -> [Double] {
        var matrix = factor
        matrix.withUnsafeMutableBufferPointer { a in
            var view = gsl_matrix_view_array(a.baseAddress, size, size)
            _ = gsl_linalg_cholesky_invert(&view.matrix)
        }
        return matrix
    }

    /// bᵀ A⁻¹ b.
    func quadraticForm(_ b: [Double]) -> Double {
        zip(b, solve(b)).reduce(0) { $0 + $1.0 * $1.1 }
    }

    /// The numerical rank of the symmetric non-negative definite `matrix` (size × size,
    /// row-major), as survival's `cholesky2` counts it: a pivot of the LDLᵀ decomposition
    /// below `tolerance` times the largest diagonal marks a redundant column, which is then
    /// skipped. The matrix is first scaled to a unit diagonal, so the count does not depend on
    /// the units of the columns; a zero diagonal counts as redundant.
    static func rank(ofSymmetric matrix: [Double], size: Int, tolerance: Double = 1.8e-12) -> Int {
        let scale = (0..<size).map { matrix[$0 * size + $0] > 0 ? 1 / matrix[$0 * size + $0].squareRoot() : 1 }
        var m = (0..<size * size).map { matrix[$0] * scale[$0 / size] * scale[$0 % size] }
        let largest = (0..<size).map { m[$0 * size + $0] }.max() ?? 0
        let threshold = largest > 0 ? largest * tolerance : tolerance
        var rank = 0
        for i in 0..<size {
            let pivot = m[i * size + i]
            guard pivot.isFinite, pivot >= threshold else { continue }
            rank += 1
            for j in (i + 1)..<size {
                let multiplier = m[j * size + i] / pivot
                for k in j..<size { m[k * size + j] -= multiplier * m[k * size + i] }
            }
        }
        return rank
    }
}
