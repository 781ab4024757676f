/// The cluster-robust (CRV1) covariance of least-squares coefficients (Liang & Zeger 1986;
/// Cameron & Miller 2015, "A practitioner's guide to cluster-robust inference"):
///
///     V = c · (XᵀX)⁻¹ [Σ_g (X_gᵀ u_g)(X_gᵀ u_g)ᵀ] (XᵀX)⁻¹,  c = G/(G − 1) · (n − 1)/(n − p)
///
/// with u the residuals, as statsmodels' `cov_cluster` computes it with
/// `use_correction=True`.
enum ClusterRobustCovariance {
    /// V for `fit` of `y`, with cluster codes `clusters` (0..<clusterCount, one per row);
    /// p × p, row-major.
    static func crv1(_ fit: LeastSquaresFit, y: [Double], clusters: [Int], clusterCount: Int) -> [Double] {
        let n = fit.rows, p = fit.columns
        let u = fit.residuals(y)
        var scores = [Double](repeating: 0, count: clusterCount * p)
        for i in 0..<n {
            for j in 0..<p { scores[clusters[i] * p + j] += fit.design[i * p + j] * u[i] }
        }
        var meat = [Double](repeating: 0, count: p * p)
        for g in 0..<clusterCount {
            for j in 0..<p {
                for k in 0..<p { meat[j * p + k] += scores[g * p + j] * scores[g * p + k] }
            }
        }
        let g = Double(clusterCount)
        let factor = g / (g - 1) * Double(n - 1) / Double(n - p)
        return fit.sandwich(meat).map { $0 * factor }
    }
}

