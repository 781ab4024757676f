import CareModel
import Foundation

/// The slopes a planted effect implies on the score scale, the ones `analyze truth`
/// estimates.
///
/// `analyze truth` regresses a symptom's daily score on the factor's logged value some
/// days before, over the day pairs where the person logged the factor and then counted as
/// logged on the later day: within persons (fixed effects), and in the hybrid (Mundlak)
/// model, on the person's mean value beside the day's deviation from it. Given the factor
/// values, the days logged and each person's traits, a day's score varies only through the
/// day's noise, and its expectation is the expected points of the latent severity without
/// the noise (``ScoreScaleSlope/expectedPoints(rest:sd:)``): zero on a day that counts as
/// logged only because an activity ran past midnight, when no symptom was logged. A
/// least-squares coefficient is linear in y, so its expectation is the same coefficient
/// computed on those expected points: the simulator sums them person by person, and the
/// implied slopes are exact for the run's own design.
///
/// The person-mean coefficient is not the planted between-person effect alone: a person's
/// mean value over their days is their habit plus the mean of their day-to-day deviations,
/// which the within effect acts on, so the coefficient mixes the two, the more so the fewer
/// days a person logged.
enum EffectSlopes {
    /// One person's sums for each planted effect.
    /// `counted` are the days the analysis counts as logged (``CountedDays``).
    static func sums(
        plan: SimulationPlan, amounts: [Double], rests: [Double], loggedDays: [Bool], counted: [Bool]
    ) -> [EffectPairSums] {
        let scenario = plan.scenario
        var sums = [EffectPairSums](repeating: EffectPairSums(), count: scenario.effects.count)
        guard !scenario.effects.isEmpty else { return sums }
        let days = scenario.days, factorCount = scenario.factors.count, symptomCount = scenario.symptoms.count
        for (s, symptomEffects) in plan.effects.enumerated() {
            let sd = scenario.symptoms[s].dailySD
            for effect in symptomEffects {
                var within = WithinPersonSums(), pairs: [(x: Double, y: Double)] = []
                for day in effect.lag..<max(effect.lag, days) where loggedDays[day - effect.lag] && counted[day] {
                    let x = amounts[(day - effect.lag) * factorCount + effect.factor]
                    let y = loggedDays[day] ? ScoreScaleSlope.expectedPoints(rest: rests[day * symptomCount + s], sd: sd) : 0
                    within.add(x: x, y: y)
                    if effect.between != 0 { pairs.append((x, y)) }
                }
                let centred = within.centred
                sums[effect.index] = EffectPairSums(
                    withinCovariance: centred.covariance, withinVariance: centred.variance,
                    between: PersonMeanSums(person: pairs))
            }
        }
        return sums
    }
}

/// One person's (or, added up, a population's) sums behind an effect's implied slopes.
struct EffectPairSums: Codable, Sendable {
    /// Σ (x − x̄)(y − ȳ) and Σ (x − x̄)² within the person.
    var withinCovariance = 0.0, withinVariance = 0.0
    /// The person-mean sums, empty for an effect without a between part.
    var between = PersonMeanSums()

    static func + (lhs: Self, rhs: Self) -> Self {
        EffectPairSums(withinCovariance: lhs.withinCovariance + rhs.withinCovariance,
                       withinVariance: lhs.withinVariance + rhs.withinVariance, between: lhs.between + rhs.between)
    }

    /// The within-person slope; nil when the values never vary within a person.
    var withinSlope: Double? { withinVariance > 0 ? withinCovariance / withinVariance : nil }
}
