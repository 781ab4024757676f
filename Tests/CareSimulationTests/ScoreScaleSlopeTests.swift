import CareStats
import Foundation
import Testing
@testable import CareSimulation

/// The score scale behind the implied slopes: expected points written with the normal
/// tail, checked against drawn points, and the least-squares slope of drawn points on a
/// fixed design against the same slope on their expected points (``EffectSlopes``); the
/// missed-dose moments against a fitted slope.
@Suite struct ScoreScaleSlopeTests {
    /// Points of rule version 1 for a latent severity, as `PersonSimulation` coarsens it.
    static func points(_ latent: Double) -> Double {
        latent >= 0.5 ? Double(min(4, max(1, Int(latent.rounded())))) : 0
    }

    /// 400,000 draws of a latent normal(c, σ): their mean points are the expected points
    /// within 4 standard errors.
    @Test(arguments: [(-1.0, 0.8), (0.3, 0.8), (1.7, 1.2), (3.2, 0.5), (5.0, 0.9)])
    func expectedPointsMatchDrawnPoints(rest: Double, sd: Double) {
        let random = RandomSource(seed: 16, stream: 3)
        let n = 400_000
        var sum = 0.0, squares = 0.0
        for _ in 0..<n {
            let value = Self.points(rest + random.normal(sd: sd))
            sum += value
            squares += value * value
        }
        let mean = sum / Double(n), standardError = ((squares / Double(n) - mean * mean) / Double(n)).squareRoot()
        #expect(abs(ScoreScaleSlope.expectedPoints(rest: rest, sd: sd) - mean) <= 4 * standardError + 1e-12)
    }

    /// A fixed design of 400,000 days (x normal(0, w), each day's rest varying): the
    /// least-squares slope of drawn points on x agrees, within 3 standard errors, with the
    /// slope of their expected points on x, the conditional target `EffectSlopes` sums.
    @Test(arguments: [(0.006, 70.0, 0.4, 0.8), (-0.4, 1.1, 0.9, 0.8), (0.02, 20.0, 2.2, 0.6)])
    func slopeOfDrawnPointsMatchesTheSlopeOfExpectedPoints(b: Double, w: Double, rest: Double, s: Double) {
        let random = RandomSource(seed: 16, stream: 1)
        let n = 400_000
        var x = [Double](repeating: 0, count: n), y = x, expected = x
        for i in 0..<n {
            x[i] = max(0, random.normal(mean: 3 * w, sd: w)).rounded()
            let mean = rest + random.normal(sd: 0.5) + b * x[i]
            expected[i] = ScoreScaleSlope.expectedPoints(rest: mean, sd: s)
            y[i] = Self.points(mean + random.normal(sd: s))
        }
        func slope(_ y: [Double]) -> (slope: Double, standardError: Double) {
            let mx = x.reduce(0, +) / Double(n), my = y.reduce(0, +) / Double(n)
            var sxy = 0.0, sxx = 0.0
            for i in 0..<n { sxy += (x[i] - mx) * (y[i] - my); sxx += (x[i] - mx) * (x[i] - mx) }
            let slope = sxy / sxx
            var rss = 0.0
            for i in 0..<n { let r = y[i] - my - slope * (x[i] - mx); rss += r * r }
            return (slope, (rss / Double(n - 2) / sxx).squareRoot())
        }
        let fitted = slope(y), implied = slope(expected).slope
        #expect(abs(fitted.slope - implied) < 3 * fitted.standardError, "fitted \(fitted), implied \(implied)")
    }

    /// 400,000 days with 2 doses each missed with probability p: the least-squares slope of
    /// the points on the doses missed is the exact binomial covariance over the variance,
    /// within 3 standard errors of the fit.
    @Test(arguments: [(0.3, 0.4, 0.2, 0.8), (1.0, -0.5, 0.35, 0.7), (0.8, 2.8, 0.1, 0.9)])
    func missedDoseMomentsMatchAFittedSlope(b: Double, rest: Double, p: Double, s: Double) {
        let random = RandomSource(seed: 16, stream: 2)
        let n = 400_000
        var x = [Double](repeating: 0, count: n), y = [Double](repeating: 0, count: n)
        for i in 0..<n {
            let missed = (random.bernoulli(p) ? 1 : 0) + (random.bernoulli(p) ? 1 : 0)
            x[i] = Double(missed)
            y[i] = Self.points(rest + b * x[i] + random.normal(sd: s))
        }
        let mx = x.reduce(0, +) / Double(n), my = y.reduce(0, +) / Double(n)
        var sxy = 0.0, sxx = 0.0
        for i in 0..<n { sxy += (x[i] - mx) * (y[i] - my); sxx += (x[i] - mx) * (x[i] - mx) }
        let slope = sxy / sxx
        var rss = 0.0
        for i in 0..<n { let r = y[i] - my - slope * (x[i] - mx); rss += r * r }
        let standardError = (rss / Double(n - 2) / sxx).squareRoot()
        let moments = ScoreScaleSlope.missedDoseMoments(rest: rest, sd: s, doses: 2, missProbability: p, perMissedDose: b)
        #expect(abs(moments.variance - 2 * p * (1 - p)) < 1e-12)
        let implied = moments.covariance / moments.variance
        #expect(abs(slope - implied) < 3 * standardError, "fitted \(slope) ± \(standardError), implied \(implied)")
    }
}
