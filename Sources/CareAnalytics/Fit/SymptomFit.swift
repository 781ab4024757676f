import CareStats
import Foundation

/// A symptom's latent severity fitted to the simulator's model: a person's baseline from
/// normal(baseline mean, baseline SD), each day's latent value from normal(baseline + the
/// planted effects, daily SD), recorded as absent below 0.5 and as the severity it rounds
/// to (1-4) above.
///
/// The day's score on each day of use is the coarsened value; ``CoarsenedNormalModel``
/// fits the mean and both spreads by marginal maximum likelihood. A fitted effect adds
/// β² × the factor's within-person variance to the daily variance the model sees, which is
/// taken off to give the daily SD. Intervals are Wald intervals on the log scale of the
/// spreads; the daily SD's interval takes the effect's as well, by 4,000 seeded draws from
/// the two estimates' normal approximations.
public struct SymptomFit: Hashable, Sendable {
    /// The symptom's name.
    public var name: String
    /// Its category.
    public var category: String
    /// The mean baseline.
    public var baselineMean: FittedValue
    /// The spread of baselines between people.
    public var baselineSD: FittedValue
    /// The day-to-day spread within a person, the fitted effects taken out.
    public var dailySD: FittedValue
    /// The people the fit read.
    public var people: Int
    /// The days of use the fit read.
    public var days: Int

    /// The latent severity's cut points.
    static let cuts = [0.5, 1.5, 2.5, 3.5]

    /// Each person's days of use per score (0-4) of symptom `s`.
    static func counts(_ sample: FitSample, symptom s: Int) -> [[Int]] {
        sample.people.compactMap { person in
            var counts = [Int](repeating: 0, count: cuts.count + 1)
            for day in person.logged.indices where person.logged[day] {
                counts[min(cuts.count, max(0, Int(person.scores[s][day].rounded())))] += 1
            }
            return counts.reduce(0, +) > 0 ? counts : nil
        }
    }

    /// The fit from the model's estimate and the effects on the symptom.
    init(name: String, category: String, fit: CoarsenedNormalModel.Fit, effects: [EffectFit], counts: [[Int]]) {
        self.name = name
        self.category = category
        let likelihood = fit.likelihood
        baselineMean = .wald(fit.mean, standardError: likelihood.standardError(0))
        baselineSD = .wald(log(fit.betweenSD), standardError: likelihood.standardError(1), exp)
        people = counts.count
        days = counts.reduce(0) { $0 + $1.reduce(0, +) }
        guard !effects.isEmpty else {
            dailySD = .wald(log(fit.withinSD), standardError: likelihood.standardError(2), exp)
            return
        }
        func daily(_ logSD: Double, _ betas: [Double]) -> Double {
            let variance = exp(2 * logSD) - zip(effects, betas).reduce(0) { $0 + $1.1 * $1.1 * $1.0.factorWithinVariance }
            return max(0, variance).squareRoot()
        }
        let random = RandomSource(seed: 0x6669_745f_7379_6d70)
        let draws = (0..<4_000).map { _ in
            daily(random.normal(mean: log(fit.withinSD), sd: likelihood.standardError(2)),
                  effects.map { random.normal(mean: $0.withinPerUnit.estimate, sd: Self.standardError($0.withinPerUnit)) })
        }.sorted()
        dailySD = FittedValue(daily(log(fit.withinSD), effects.map(\.withinPerUnit.estimate)),
                              lower: draws[99], upper: draws[3_899])
    }

    /// The standard error behind a symmetric 95 % interval.
    private static func standardError(_ value: FittedValue) -> Double {
        (value.upper - value.lower) / (2 * 1.959963984540054)
    }
}
