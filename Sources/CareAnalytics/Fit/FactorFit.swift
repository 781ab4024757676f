import CareModel
import CareStats
import Foundation

/// A lifestyle factor's amounts fitted to the simulator's model: each person's habit from
/// normal(mean, between SD), each day's amount from normal(habit, within SD).
///
/// The mean is the mean of people's mean amounts; the within SD is pooled over people's
/// days around their own mean; the between SD is what the spread of people's means leaves
/// after the within noise of each mean. Intervals come from 500 resamples of people (a
/// seeded percentile bootstrap). Truncation at 0 and rounding to whole units are not
/// modelled: a factor whose days are often 0 is fitted too high in its spreads.
public struct FactorFit: Hashable, Sendable {
    /// The factor's name.
    public var name: String
    /// Its unit (`level` for a level factor, fitted on the level scale).
    public var unit: String
    /// The mean habit.
    public var mean: FittedValue
    /// The spread of habits between people.
    public var betweenSD: FittedValue
    /// The spread of a person's days around their habit.
    public var withinSD: FittedValue
    /// The share of its entries in each part of the day.
    public var partsOfDay: [TimeOfDay: Double]
    /// The people with at least two days of it.
    public var people: Int

    /// The fit of factor `f` of `sample`; nil for fewer than 3 people with two days of it.
    static func fit(_ sample: FitSample, factor f: Int) -> FactorFit? {
        let people = sample.people.map { $0.factors[f].filter(\.isFinite) }.filter { $0.count >= 2 }
        guard people.count >= 3 else { return nil }
        let moments = people.map(Moments.init)
        let estimate = Moments.combined(moments)
        let random = RandomSource(seed: 0x6669_745f_6661_6374)
        let replicates = (0..<500).map { _ in
            Moments.combined((0..<moments.count).map { _ in moments[random.integer(below: moments.count)] })
        }
        func value(_ key: (Estimate) -> Double) -> FittedValue {
            let sorted = replicates.map(key).sorted()
            return FittedValue(key(estimate), lower: sorted[12], upper: sorted[487])
        }
        let parts = sample.factorParts[f], total = Double(parts.values.reduce(0, +))
        return FactorFit(
            name: sample.factors[f].name, unit: sample.factors[f].unit,
            mean: value(\.mean), betweenSD: value(\.betweenSD), withinSD: value(\.withinSD),
            partsOfDay: total > 0 ? parts.mapValues { Double($0) / total } : [:], people: people.count)
    }

    /// The three estimates from a set of people's moments.
    struct Estimate {
        var mean: Double
        var betweenSD: Double
        var withinSD: Double
    }

    /// One person's days of the factor: how many, their mean, and the sum of squares
    /// around it.
    struct Moments {
        var days: Double
        var mean: Double
        var squares: Double

        init(_ values: [Double]) {
            let days = Double(values.count), mean = values.reduce(0, +) / days
            self.days = days
            self.mean = mean
            squares = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        }

        static func combined(_ people: [Moments]) -> Estimate {
            let count = Double(people.count)
            let withinVariance = people.reduce(0) { $0 + $1.squares } / people.reduce(0) { $0 + $1.days - 1 }
            let grandMean = people.reduce(0) { $0 + $1.mean } / count
            let meansVariance = people.reduce(0) { $0 + ($1.mean - grandMean) * ($1.mean - grandMean) } / (count - 1)
            let noise = people.reduce(0) { $0 + withinVariance / $1.days } / count
            return Estimate(mean: grandMean, betweenSD: max(0, meansVariance - noise).squareRoot(),
                            withinSD: withinVariance.squareRoot())
        }
    }
}
