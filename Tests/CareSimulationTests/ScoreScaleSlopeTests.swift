import CareStats
import Foundation
import Testing
@testable import CareSimulation

/// The score-scale slope a planted effect implies (Stein's lemma over the steps of the
/// points), checked against the expected points written with the normal tail and against a
/// least-squares slope fitted to simulated draws.
@Suite struct ScoreScaleSlopeTests {
    /// Points of rule version 1 for a latent severity, as `PersonSimulation` coarsens it.
    static func points(_ latent: Double) -> Double {
        latent >= 0.5 ? Double(min(4, max(1, Int(latent.rounded())))) : 0
    }

    /// E[points] = Σₜ P(latent ≥ t) = Σₜ Q((t − c) / σ); its derivative in c by central
    /// differences equals the density sum.
    @Test(arguments: [(-1.0, 0.8), (0.3, 0.8), (1.7, 1.2), (3.2, 0.5), (5.0, 0.9)])
    func densityIsTheDerivativeOfTheExpectedPoints(rest: Double, sd: Double) {
        func expected(_ c: Double) -> Double {
            ScoreScaleSlope.steps.reduce(0) { $0 + 0.5 * erfc(($1 - c) / (sd * 2.0.squareRoot())) }
        }
        let h = 1e-5
        let derivative = (expected(rest + h) - expected(rest - h)) / (2 * h)
        #expect(abs(ScoreScaleSlope.density(rest: rest, sd: sd) - derivative) < 1e-8)
    }

    /// 400,000 days of x ~ normal(0, w) and noise ~ normal(0, s) around a rest of c: the
    /// least-squares slope of the points on x is b times the density, within 3 standard
    /// errors of the fit.
    @Test(arguments: [(0.006, 70.0, 0.4, 0.8), (-0.4, 1.1, 0.9, 0.8), (0.02, 20.0, 2.2, 0.6)])
    func slopeOfSimulatedPointsMatches(b: Double, w: Double, rest: Double, s: Double) {
        let random = RandomSource(seed: 16, stream: 1)
        let n = 400_000
        var x = [Double](repeating: 0, count: n), y = [Double](repeating: 0, count: n)
        for i in 0..<n {
            x[i] = random.normal(sd: w)
            y[i] = Self.points(rest + b * x[i] + random.normal(sd: s))
        }
        let mx = x.reduce(0, +) / Double(n), my = y.reduce(0, +) / Double(n)
        var sxy = 0.0, sxx = 0.0
        for i in 0..<n { sxy += (x[i] - mx) * (y[i] - my); sxx += (x[i] - mx) * (x[i] - mx) }
        let slope = sxy / sxx
        var rss = 0.0
        for i in 0..<n { let r = y[i] - my - slope * (x[i] - mx); rss += r * r }
        let standardError = (rss / Double(n - 2) / sxx).squareRoot()
        let implied = b * ScoreScaleSlope.density(rest: rest, sd: (b * b * w * w + s * s).squareRoot())
        #expect(abs(slope - implied) < 3 * standardError, "fitted \(slope) ± \(standardError), implied \(implied)")
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
