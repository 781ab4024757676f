/// The Newey-West heteroskedasticity- and autocorrelation-consistent (HAC) covariance of
/// least-squares coefficients (Newey & West 1987, "A simple, positive semi-definite,
/// heteroskedasticity and autocorrelation consistent covariance matrix", Econometrica
/// 55:703–708):
///
///     V = c · (XᵀX)⁻¹ S (XᵀX)⁻¹,  S = Σ_l w_l Σ_{t − s = l} (x_t u_t)(x_s u_s)ᵀ + transpose (l ≥ 1)
///
/// with the Bartlett weights w_l = 1 − l/(L + 1) for lags l = 0…L (w_0 counted once), u the
/// residuals and c = n/(n − p) with the small-sample correction, 1 without. Lags are measured
/// in `times`, not in rows: a pair of observations l time steps apart contributes at lag l
/// whatever is missing between them, as statsmodels' `S_hac_simple` does on the series of
/// scores x_t u_t with zeros at the missing times. Without gaps this is statsmodels'
/// `OLS(...).fit(cov_type='HAC', cov_kwds={'maxlags': L, 'use_correction': ...})`.
enum NeweyWestCovariance {
    /// V for `fit` of `y` observed at strictly increasing `times` (one per row), with `lags`
    /// L ≥ 0; p × p, row-major.
    static func covariance(_ fit: LeastSquaresFit, y: [Double], times: [Int], lags: Int, correction: Bool) -> [Double] {
        let n = fit.rows, p = fit.columns
        let u = fit.residuals(y)
        var scores = [Double](repeating: 0, count: n * p)
        for i in 0..<n {
            for j in 0..<p { scores[i * p + j] = fit.design[i * p + j] * u[i] }
        }
        var meat = [Double](repeating: 0, count: p * p)
        for i in 0..<n {
            var s = i
            while s >= 0, times[i] - times[s] <= lags {
                let lag = times[i] - times[s]
                let weight = 1 - Double(lag) / Double(lags + 1)
                for j in 0..<p {
                    for k in 0..<p {
                        let product = scores[i * p + j] * scores[s * p + k]
                        meat[j * p + k] += weight * product
                        if lag > 0 { meat[k * p + j] += weight * product }
                    }
                }
                s -= 1
            }
        }
        let factor = correction ? Double(n) / Double(n - p) : 1
        return fit.sandwich(meat).map { $0 * factor }
    }

    /// The lag-1 autocorrelation of `residuals` at `times`: the sum of u_t u_{t−1} over pairs
    /// of consecutive times, over the sum of u_t² (the residuals of a fit with an intercept
    /// have mean zero); nil without a consecutive pair or when every residual is zero.
    static func lagOneAutocorrelation(_ residuals: [Double], times: [Int]) -> Double? {
        var products = 0.0, pairs = 0
        for i in residuals.indices.dropFirst() where times[i] - times[i - 1] == 1 {
            products += residuals[i] * residuals[i - 1]
            pairs += 1
        }
        let squares = residuals.reduce(0) { $0 + $1 * $1 }
        guard pairs > 0, squares > 0 else { return nil }
        return products / squares
    }
}
