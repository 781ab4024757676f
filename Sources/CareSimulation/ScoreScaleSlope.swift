import Foundation

/// The score scale a planted effect acts through: what a latent severity is expected to
/// score, the ground on which the implied slopes of `analyze truth` are computed.
///
/// A symptom's latent severity Z is coarsened into its points: 0 below 0.5, then the
/// severity rank rounded and capped at 4, so the points step up by 1 at 0.5, 1.5, 2.5 and
/// 3.5 (rule version 1 gives each severity its rank). For Z normal around `rest` with the
/// day's noise, the expected points are Σₜ P(Z ≥ t) over the four steps t.
enum ScoreScaleSlope {
    /// Where the points of rule version 1 step up by one.
    static let steps: [Double] = [0.5, 1.5, 2.5, 3.5]
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
