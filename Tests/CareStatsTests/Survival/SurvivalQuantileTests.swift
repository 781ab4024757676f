import Testing
@testable import CareStats

/// ``SurvivalCurve/timeToEventShare(_:)``: the times by which a share had the event.
@Suite struct SurvivalQuantileTests {
    /// Events at 2, 4 and 8, one censored at 111: S = 3/4 after 2, 1/2 after 4, 1/4 after 8
    /// (counted by hand), so the quartiles of the time to the event are 2, 4 and 8.
    @Test func quartilesAreTheFirstTimesTheCurveReachesThreeQuartersAHalfAndAQuarter() throws {
        let curve = try SurvivalCurve.kaplanMeier(time: [8, 2, 111, 4], event: [true, true, false, true])
        #expect(curve.timeToEventShare(0.25).estimate == 2)
        #expect(curve.timeToEventShare(0.5).estimate == 4)
        #expect(curve.timeToEventShare(0.75).estimate == 8)
        for p in [0.25, 0.5, 0.75] {
            let (estimate, interval) = curve.timeToEventShare(p)
            #expect(interval.lower <= estimate && estimate <= interval.upper)
        }
        // Four subjects leave a band too wide to reach a quarter: the upper end never gets there.
        #expect(curve.timeToEventShare(0.75).interval.upper == .infinity)
    }

    @Test func aShareTheCurveNeverReachesIsInfinite() throws {
        let curve = try SurvivalCurve.kaplanMeier(time: [1, 2, 3], event: [true, false, false])
        #expect(curve.timeToEventShare(0.5).estimate == .infinity)
        #expect(curve.timeToEventShare(1.0 / 3).estimate == 1)
    }

    /// gsl_cdf_gamma_Pinv: the median of gamma(2, 6) is 6 × 1.678346990016661 (the median
    /// of gamma(2, 1), scipy.stats.gamma.ppf(0.5, 2)).
    @Test func gammaQuantileMatchesScipy() {
        #expect(abs(gammaQuantile(0.5, shape: 2, scale: 6) - 6 * 1.678346990016661) < 1e-9)
    }
}
