import CareModel

/// The slopes an effect planted for one part of the day (``PlantedEffect/timeOfDay``)
/// implies on the score scale, part by part: what `analyze time-of-day` estimates when it
/// regresses a symptom's score on the factor's amount over the days the factor was taken
/// in each part (seed 000, Req 11).
///
/// As for ``EffectSlopes``, a day's expected score given the factor values, the days logged
/// and the person's traits is the expected points of its latent severity without the
/// noise, and a least-squares slope is linear in y: the within-person sums over each
/// part's day pairs, on those expected points, give the slope the estimate targets. In the
/// parts the effect does not act in, the slope is near 0 (not exactly: the design's other
/// effects vary with the days too).
enum PartEffectSlopes {
    /// One person's within sums for each effect with a part of the day (in scenario order)
    /// and each part (in `TimeOfDay.allCases` order), flattened: effect-major.
    static func sums(
        plan: SimulationPlan, amounts: [Double], parts: [TimeOfDay], rests: [Double], loggedDays: [Bool], counted: [Bool]
    ) -> [(covariance: Double, variance: Double)] {
        let scenario = plan.scenario
        let days = scenario.days, factorCount = scenario.factors.count, symptomCount = scenario.symptoms.count
        var sums: [Int: [(covariance: Double, variance: Double)]] = [:]
        for (s, symptomEffects) in plan.effects.enumerated() {
            let sd = scenario.symptoms[s].dailySD
            for effect in symptomEffects where effect.timeOfDay != nil {
                var within = [WithinPersonSums](repeating: WithinPersonSums(), count: TimeOfDay.allCases.count)
                for day in effect.lag..<max(effect.lag, days) where loggedDays[day - effect.lag] && counted[day] {
                    let cause = (day - effect.lag) * factorCount + effect.factor
                    let y = loggedDays[day] ? ScoreScaleSlope.expectedPoints(rest: rests[day * symptomCount + s], sd: sd) : 0
                    within[TimeOfDay.allCases.firstIndex(of: parts[cause])!].add(x: amounts[cause], y: y)
                }
                sums[effect.index] = within.map(\.centred)
            }
        }
        return sums.keys.sorted().flatMap { sums[$0]! }
    }
}
