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

extension ScoreScaleSlope {
    /// The expected points of a latent severity normal around `rest` with standard deviation
    /// `sd`: Σₜ P(Z ≥ t) = Σₜ Φ((rest − t) / sd).
    static func expectedPoints(rest: Double, sd: Double) -> Double {
        steps.reduce(0) { sum, step in sum + 0.5 * erfc((step - rest) / (sd * 2.0.squareRoot())) }
    }

    /// The covariance of the points with the number of doses missed that day, and that
    /// number's variance, on a day with `doses` scheduled, each missed with probability
    /// `missProbability` and adding `perMissedDose` latent points, around a `rest` that
    /// excludes them and noise of `sd`: the exact binomial sums whose ratio, summed over
    /// days, is the within-person slope of the points on the doses missed.
    static func missedDoseMoments(
        rest: Double, sd: Double, doses: Int, missProbability p: Double, perMissedDose: Double
    ) -> (covariance: Double, variance: Double) {
        guard doses > 0, p > 0, p < 1 else { return (0, 0) }
        let mean = Double(doses) * p
        var covariance = 0.0
        var probability = pow(1 - p, Double(doses))
        for missed in 0...doses {
            covariance += probability * (Double(missed) - mean)
                * expectedPoints(rest: rest + perMissedDose * Double(missed), sd: sd)
            probability *= Double(doses - missed) / Double(missed + 1) * p / (1 - p)
        }
        return (covariance, mean * (1 - p))
    }
}
