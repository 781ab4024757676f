import CareScenario
import Foundation

extension FactorLevelBands {
    /// The mean and variance of the ordinal level (1-3) of a latent amount drawn from
    /// normal(`mean`, `sd`). Truncating the amount at 0 leaves its level unchanged, since
    /// the bands start above 0.
    ///
    /// A planted effect of a level factor acts per level step: its within-person part is
    /// `within × (level − this mean at the person's habit)`, so that a within-person
    /// regression on the logged ordinal recovers `within` (Scenarios/README.md).
    func ordinalMoments(mean: Double, sd: Double) -> (mean: Double, variance: Double) {
        func atLeast(_ threshold: Double) -> Double {
            sd > 0 ? 0.5 * erfc((threshold - mean) / (sd * 2.0.squareRoot())) : (mean >= threshold ? 1 : 0)
        }
        let moderate = atLeast(moderateFrom), aLot = atLeast(aLotFrom)
        // level − 1 = 1[moderate or more] + 1[a lot], and a lot implies moderate or more.
        let expected = moderate + aLot
        return (1 + expected, moderate + 3 * aLot - expected * expected)
    }
}

extension FactorModel {
    /// The population's mean of what effects are measured in: the habit's amount, or for a
    /// level factor the mean level over people and days (habits and days together are
    /// normal(`mean`, √(between² + within²)) before truncation).
    var effectScaleMean: Double {
        guard let bands = logging.levelBands else { return mean }
        return bands.ordinalMoments(mean: mean, sd: (betweenSD * betweenSD + withinSD * withinSD).squareRoot()).mean
    }

    /// A person's habit on the scale effects act on: the amount, or for a level factor the
    /// mean of their level.
    func effectScale(habit: Double) -> Double {
        guard let bands = logging.levelBands else { return habit }
        return bands.ordinalMoments(mean: habit, sd: withinSD).mean
    }

    /// The day's logged value from a latent amount drawn around the habit: the amount
    /// rounded to whole units, or the ordinal of its level.
    func loggedValue(latent: Double) -> Double {
        let amount = max(0, latent)
        guard let bands = logging.levelBands else { return amount.rounded() }
        return Double(bands.level(for: amount).rawValue)
    }
}
