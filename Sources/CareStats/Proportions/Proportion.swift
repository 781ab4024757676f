/// A proportion of successes among trials with its Wilson score interval.
public struct Proportion: Hashable, Sendable {
    /// The number of successes.
    public var successes: Int
    /// The number of trials.
    public var trials: Int
    /// successes / trials.
    public var estimate: Double
    /// The Wilson score interval.
    public var interval: ConfidenceInterval

    /// Creates a result.
    public init(successes: Int, trials: Int, estimate: Double, interval: ConfidenceInterval) {
        self.successes = successes
        self.trials = trials
        self.estimate = estimate
        self.interval = interval
    }

    /// The proportion `successes` / `trials` with the Wilson (1927) score interval,
    /// "Probable inference, the law of succession, and statistical inference", JASA 22:209–212:
    ///
    ///     (p̂ + z²/2n ± z √(p̂(1 − p̂)/n + z²/4n²)) / (1 + z²/n)
    ///
    /// computed, and clipped to [0, 1] against rounding, as
    /// `statsmodels.stats.proportion.proportion_confint(method='wilson')` does.
    /// Unlike the normal (Wald) interval it stays inside [0, 1] and is not empty at 0 or n.
    ///
    /// - Throws: ``StatisticsError`` when trials < 1, successes is outside 0...trials, or
    ///   `level` is not strictly between 0 and 1.
    public static func wilson(successes: Int, trials: Int, level: Double = 0.95) throws(StatisticsError) -> Proportion {
        guard trials >= 1 else { throw .tooFewObservations(needed: 1, got: trials) }
        guard (0...trials).contains(successes) else {
            throw .outOfRange(name: "successes", value: Double(successes), expected: "between 0 and \(trials)")
        }
        let z = try ConfidenceInterval.normalCriticalValue(level: level)
        let n = Double(trials), p = Double(successes) / n
        let z2 = z * z
        let denominator = 1 + z2 / n
        let centre = (p + z2 / (2 * n)) / denominator
        let halfWidth = z * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot() / denominator
        return Proportion(successes: successes, trials: trials, estimate: p,
                          interval: ConfidenceInterval(lower: max(0, centre - halfWidth),
                                                       upper: min(1, centre + halfWidth), level: level))
    }
}
