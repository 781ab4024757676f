import _CGSL

/// Two-sided tail probabilities of Student's t that keep their precision far out in the tail.
///
/// `2 · gsl_cdf_tdist_Q(|t|, ν)` is off by up to about 5e-7 relative once p falls below
/// 1e-10 (t = 30 on 100 degrees of freedom). The two-sided tail is the regularised incomplete
/// beta function I_x(ν/2, 1/2) at x = ν / (ν + t²), which `gsl_sf_beta_inc_e` evaluates to
/// about 1e-12 relative down to the smallest normal double; for a correlation r the same x
/// is (1 − r)(1 + r), free of the cancellation in 1 − r².
///
/// Near p = 1 (a small t on millions of degrees of freedom) x is within 1e-11 of 1, and
/// 1 − x, which GSL forms internally there, keeps only a few digits: p = 0.99578 came out
/// 5e-9 high and t = 1e-6 on 10⁶ degrees as exactly 1. Above the distribution's mean the tail
/// is therefore taken as 1 − I_y(1/2, ν/2), with y = 1 − x = t² / (ν + t²) = r² formed
/// directly. Checked against `scipy.stats.t.sf` (`Tests/CareStatsTests/Fixtures/tails.json`).
///
/// A p-value is never reported as 0: a tail below ``smallestPValue`` (where a double can no
/// longer hold it) is reported as that bound.
enum StudentTail {
    /// The smallest p-value reported, `Double.leastNormalMagnitude` (about 2.2e-308); a tail
    /// below it is reported as this bound rather than as 0.
    static let smallestPValue = Double.leastNormalMagnitude

    /// The two-sided p-value of `t` on `degrees` degrees of freedom, P(|T| ≥ |t|).
    static func twoSidedPValue(t: Double, degrees: Double) -> Double {
        guard t.isFinite else { return t.isNaN ? .nan : smallestPValue }
        let square = t * t
        return incompleteBeta(degrees: degrees, x: degrees / (degrees + square), complement: square / (degrees + square))
    }

    /// The two-sided p-value of the t test of a correlation `r` on `degrees` degrees of
    /// freedom, t = r √(ν / (1 − r²)).
    static func twoSidedPValue(correlation r: Double, degrees: Double) -> Double {
        guard !r.isNaN else { return .nan }
        let magnitude = min(1, abs(r))
        return incompleteBeta(
            degrees: degrees, x: (1 - magnitude) * (1 + magnitude), complement: magnitude * magnitude)
    }

    /// I_x(ν/2, 1/2), clamped to [``smallestPValue``, 1]; `complement` is 1 − x, formed
    /// without cancellation by the caller. Above the mean of Beta(ν/2, 1/2) the value is
    /// 1 − I_{1−x}(1/2, ν/2), which keeps its digits as x approaches 1.
    private static func incompleteBeta(degrees: Double, x: Double, complement: Double) -> Double {
        guard degrees > 0, !x.isNaN else { return .nan }
        guard x > 0 else { return smallestPValue }
        guard complement > 0 else { return 1 }
        GSL.prepare()
        let a = degrees / 2
        if x > a / (a + 0.5) {
            var upper = gsl_sf_result()
            guard gsl_sf_beta_inc_e(0.5, a, complement, &upper) == GSL_SUCCESS, upper.val.isFinite else { return .nan }
            return min(1, max(smallestPValue, 1 - upper.val))
        }
        var result = gsl_sf_result()
        let status = gsl_sf_beta_inc_e(a, 0.5, x, &result)
        // GSL reports an underflow when the tail is below the smallest double.
        guard status == GSL_SUCCESS, result.val.isFinite else { return smallestPValue }
        return min(1, max(smallestPValue, result.val))
    }
}
