import Foundation

/// A least-squares regression on one series observed over time (one person's days, say),
/// with inference that respects autocorrelation: Newey-West HAC standard errors with the
/// Bartlett kernel and a stated bandwidth, the lag-1 autocorrelation of the residuals and
/// the effective number of observations it implies.
///
/// ```swift
/// let fit = try HACRegression.fit(y: mood, predictors: [Predictor(name: "walk", values: walked)],
///                                 times: dayIndex)
/// fit.regression.term(named: "walk")?.interval  // HAC, t on n − p degrees of freedom
/// fit.lags                                      // floor(4 (n/100)^(2/9)) unless given
/// fit.effectiveObservations                     // n (1 − ρ)/(1 + ρ)
/// ```
///
/// Checked against statsmodels' `OLS(...).fit(cov_type='HAC', cov_kwds={'maxlags': L,
/// 'use_correction': True}, use_t=True)` (`Tests/CareStatsTests/Fixtures/hac.json`).
public struct HACRegression: Hashable, Sendable {
    /// The fit: OLS coefficients with HAC standard errors, t statistics, p-values and
    /// intervals on ``LinearRegression/degreesOfFreedom`` = n − p; its covariance is
    /// ``LinearRegression/Covariance/neweyWest(lags:)``.
    public var regression: LinearRegression
    /// The bandwidth L: lags 1…L enter the covariance with weights 1 − l/(L + 1).
    public var lags: Int
    /// ρ̂, the lag-1 autocorrelation of the residuals over pairs of consecutive times; nil
    /// when no two complete observations are one time step apart.
    public var residualAutocorrelation: Double?
    /// n (1 − ρ̂)/(1 + ρ̂), the number of independent observations carrying as much
    /// information about a mean as n observations of an AR(1) series with coefficient ρ̂
    /// (never more than n: a negative ρ̂ counts as 0); nil without ρ̂.
    public var effectiveObservations: Double?

    /// The common rule of thumb for the bandwidth, floor(4 (n/100)^(2/9)), after Newey & West
    /// 1994, "Automatic lag selection in covariance matrix estimation", Rev. Econ. Stud.
    /// 61:631–653: 3 for 42 days, 4 for 100.
    public static func defaultLags(observations n: Int) -> Int {
        Int((4 * pow(Double(n) / 100, 2.0 / 9)).rounded(.down))
    }

    /// Fits `y` on an intercept and `predictors`, each observed at `times` (strictly
    /// increasing integers: day numbers, so a missing day is a gap).
    ///
    /// Rows where y or a predictor is NaN drop out (listwise deletion); lags count in
    /// `times`, so the gaps they leave are kept. `lags` nil takes ``defaultLags(observations:)``
    /// of the complete rows; a bandwidth of n or more is cut to n − 1.
    ///
    /// - Parameter correction: multiply the covariance by n/(n − p) (statsmodels'
    ///   `use_correction=True`); true by default, as the t distribution on n − p degrees of
    ///   freedom used for p-values and intervals is.
    /// - Throws: ``StatisticsError`` when the columns differ in length, `times` is not
    ///   strictly increasing, `lags` is negative, no more complete rows than coefficients
    ///   remain, y or a predictor is constant, the predictors are collinear, or `level` is
    ///   not strictly between 0 and 1.
    public static func fit(
        y: [Double], predictors: [Predictor], times: [Int], lags: Int? = nil, correction: Bool = true,
        level: Double = 0.95
    ) throws(StatisticsError) -> HACRegression {
        guard times.count == y.count else { throw .lengthMismatch(x: times.count, y: y.count) }
        if let bad = times.indices.dropFirst().first(where: { times[$0] <= times[$0 - 1] }) {
            throw .outOfRange(name: "times[\(bad)]", value: Double(times[bad]),
                              expected: "strictly increasing times (after \(times[bad - 1]))")
        }
        if let lags, lags < 0 { throw .outOfRange(name: "lags", value: Double(lags), expected: "0 or more") }
        let data = try CompleteRows(y: y, predictors: predictors)
        let fit = try data.pooledFit()
        let n = data.count, p = fit.columns
        let rowTimes = data.rows.map { times[$0] }
        let bandwidth = min(lags ?? defaultLags(observations: n), n - 1)
        let covariance = NeweyWestCovariance.covariance(fit, y: data.y, times: rowTimes, lags: bandwidth,
                                                        correction: correction)
        let regression = LinearRegression(
            terms: try LinearRegression.terms(names: ["intercept"] + predictors.map(\.name), estimates: fit.coefficients,
                                              covariance: covariance, degrees: n - p, level: level),
            observations: n, degreesOfFreedom: n - p,
            rSquared: data.rSquared(fit), adjustedRSquared: data.adjustedRSquared(fit),
            residualSumOfSquares: fit.residualSumOfSquares, covariance: .neweyWest(lags: bandwidth))
        let rho = NeweyWestCovariance.lagOneAutocorrelation(fit.residuals(data.y), times: rowTimes)
        return HACRegression(regression: regression, lags: bandwidth, residualAutocorrelation: rho,
                             effectiveObservations: rho.map { Double(n) * (1 - max(0, $0)) / (1 + max(0, $0)) })
    }
}
