import CareStats
import Foundation

/// A within-person effect of a factor on a later day's symptom, fitted in the scenario's
/// units: latent severity points per unit above the person's habit.
///
/// The within-person regression of the day's symptom score on the factor `lag` days before
/// (cluster-robust by person) gives the effect in score points per unit. A score is the
/// latent severity coarsened at 0.5, 1.5, 2.5 and 3.5, so by Stein's lemma its slope is the
/// latent effect times the mean density of the latent value at the cut points,
/// Σₖ φ((cₖ − μ)/τ)/τ with μ and τ² = σ_b² + σ² from the symptom's ``CoarsenedNormalModel``
/// fit; the effect is the slope divided by that density. The interval divides the slope's;
/// the density's own uncertainty is left out.
public struct EffectFit: Hashable, Sendable {
    /// The factor.
    public var factor: String
    /// The factor's unit.
    public var unit: String
    /// The symptom.
    public var symptom: String
    /// Day t's factor acts on day t + lag.
    public var lagDays: Int
    /// The effect in score points per unit (the regression's slope).
    public var scorePointsPerUnit: FittedValue
    /// The effect in latent severity points per unit: the scenario's `within`.
    public var withinPerUnit: FittedValue
    /// The within-person q-value that selected it (Benjamini-Hochberg over the grid).
    public var qValue: Double
    /// The day pairs the slope read.
    public var dayPairs: Int

    /// The within-person variance of the factor's days, which the effect adds to the
    /// symptom's daily noise.
    public var factorWithinVariance: Double

    /// The density of the latent severity at the cut points, averaged as the slope averages it.
    static func cutDensity(mean: Double, spread: Double, cuts: [Double]) -> Double {
        cuts.reduce(0) { sum, cut in
            let z = (cut - mean) / spread
            return sum + exp(-z * z / 2) / (2 * Double.pi).squareRoot() / spread
        }
    }

    /// The slope of symptom `s` on factor `f` `lag` days before in `sample`, per person.
    static func slope(_ sample: FitSample, factor f: Int, symptom s: Int, lag: Int) throws(StatisticsError)
        -> (term: LinearRegression.Term, pairs: Int)
    {
        var x: [Double] = [], y: [Double] = [], subjects: [Int] = []
        for (p, person) in sample.people.enumerated() {
            let amounts = person.factors[f]
            for day in lag..<max(lag, person.logged.count) where person.logged[day] && amounts[day - lag].isFinite {
                x.append(amounts[day - lag])
                y.append(person.scores[s][day])
                subjects.append(p)
            }
        }
        let fit = try LinearRegression.withinSubjects(y: y, predictors: [Predictor(name: "factor", values: x)],
                                                      subjects: subjects)
        return (fit.term(named: "factor")!, x.count)
    }
}
