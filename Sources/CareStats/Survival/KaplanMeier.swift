import Foundation

/// A Kaplan-Meier survival curve (Kaplan & Meier 1958, "Nonparametric estimation from
/// incomplete observations", JASA 53:457–481) with pointwise confidence intervals.
public struct SurvivalCurve: Hashable, Sendable {
    /// The curve at one time of the timeline.
    public struct Step: Hashable, Sendable {
        /// The time.
        public var time: Double
        /// Subjects whose time is at or after this one.
        public var atRisk: Int
        /// Events observed at this time.
        public var events: Int
        /// Subjects censored at this time.
        public var censored: Int
        /// The estimated probability of surviving beyond this time.
        public var survival: Double
        /// The pointwise confidence interval of ``survival``.
        public var interval: ConfidenceInterval
    }

    /// The curve at time 0 (added when no observation is at 0) and at every distinct
    /// observed time, ascending.
    public var steps: [Step]
    /// The first time at which survival is at or below one half; infinity when the curve
    /// never gets there (lifelines' `median_survival_time_`).
    public var medianSurvivalTime: Double

    /// The Kaplan-Meier estimate from `time` and `event` (true: the event was observed;
    /// false: censored), dropping observations whose time is NaN.
    ///
    /// Matches lifelines' `KaplanMeierFitter`: S(t) = exp Σ log((nᵢ − dᵢ)/nᵢ) over event times
    /// tᵢ ≤ t, and the exponential Greenwood interval on the log(−log) scale (Sawyer 2003,
    /// "The Greenwood and exponential Greenwood confidence intervals in survival analysis",
    /// the note lifelines cites) exp(−exp(log(−log S) ± z √V / log S)) with
    /// V = Σ dᵢ / (nᵢ(nᵢ − dᵢ)) (terms with nᵢ = dᵢ count 0); the interval is [1, 1] while
    /// S = 1.
    ///
    /// - Throws: ``StatisticsError`` when the arrays differ in length, a time is negative, no
    ///   observation remains, or `level` is not strictly between 0 and 1.
    public static func kaplanMeier(
        time: [Double], event: [Bool], level: Double = 0.95
    ) throws(StatisticsError) -> SurvivalCurve {
        let data = try SurvivalData(time: time, event: event)
        return try kaplanMeier(data, level: level)
    }

    /// The estimate over validated observations.
    static func kaplanMeier(_ data: SurvivalData, level: Double) throws(StatisticsError) -> SurvivalCurve {
        let z = try ConfidenceInterval.normalCriticalValue(level: level)
        let order = data.time.indices.sorted { data.time[$0] < data.time[$1] }
        var steps: [Step] = []
        if data.time[order[0]] > 0 {
            steps.append(Step(time: 0, atRisk: data.count, events: 0, censored: 0, survival: 1,
                              interval: ConfidenceInterval(lower: 1, upper: 1, level: level)))
        }
        var logSurvival = 0.0, greenwood = 0.0, atRisk = data.count, k = 0
        while k < order.count {
            let t = data.time[order[k]]
            var events = 0, censored = 0
            while k < order.count, data.time[order[k]] == t {
                if data.event[order[k]] { events += 1 } else { censored += 1 }
                k += 1
            }
            let n = Double(atRisk), d = Double(events)
            logSurvival += log(n - d) - log(n)
            if events < atRisk { greenwood += d / (n * (n - d)) }
            let survival = exp(logSurvival)
            steps.append(Step(time: t, atRisk: atRisk, events: events, censored: censored, survival: survival,
                              interval: exponentialGreenwood(survival, variance: greenwood, z: z, level: level)))
            atRisk -= events + censored
        }
        let median = steps.first { $0.survival <= 0.5 }?.time ?? .infinity
        return SurvivalCurve(steps: steps, medianSurvivalTime: median)
    }

    /// exp(−exp(log(−v) ∓ z √V / v)) with v = log S, as lifelines computes it, 1 where that is
    /// undefined (S = 1).
    private static func exponentialGreenwood(
        _ survival: Double, variance: Double, z: Double, level: Double
    ) -> ConfidenceInterval {
        let v = log(survival)
        let spread = z * variance.squareRoot() / v
        let lower = exp(-exp(log(-v) - spread)), upper = exp(-exp(log(-v) + spread))
        return ConfidenceInterval(lower: lower.isNaN ? 1 : lower, upper: upper.isNaN ? 1 : upper, level: level)
    }
}
