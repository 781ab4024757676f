import Foundation

/// The slope a planted effect implies on the score scale, the one `analyze truth` estimates.
///
/// A symptom's latent severity Z is coarsened into its points: 0 below 0.5, then the
/// severity rank rounded and capped at 4, so the points step up by 1 at 0.5, 1.5, 2.5 and
/// 3.5 (rule version 1 gives each severity its rank). On a day where the rest of the latent
/// severity is c, Z = c + b (x − habit) + e with the day's factor deviation x − habit
/// normal(0, w) and the noise e normal(0, s). By Stein's lemma the regression slope of the
/// points on x is b · E[g′(Z)] = b · Σₜ φ((t − c) / σ) / σ with σ² = b²w² + s², φ the
/// standard normal density and t the four steps. The simulator adds up that density over
/// every person-day the effect acts on, so the truth states the effect on both scales:
/// `within` latent points per unit and `within × mean density` score points per unit.
enum ScoreScaleSlope {
    /// Where the points of rule version 1 step up by one.
    static let steps: [Double] = [0.5, 1.5, 2.5, 3.5]

    /// Σₜ φ((t − rest) / sd) / sd: the derivative of the expected points with respect to the
    /// latent severity's mean, for a latent normal around `rest` with standard deviation `sd`.
    static func density(rest: Double, sd: Double) -> Double {
        steps.reduce(0) { sum, step in
            let z = (step - rest) / sd
            return sum + exp(-z * z / 2) / ((2 * Double.pi).squareRoot() * sd)
        }
    }
}
