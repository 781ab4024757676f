extension SurvivalCurve {
    /// The time by which a share `p` of subjects had the event, with its interval: the
    /// first time at which survival is at or below 1 − `p`, and the first times at which
    /// the lower and the upper ends of the pointwise interval are (lifelines'
    /// `qth_survival_times` of the curve and of its confidence band; Brookmeyer & Crowley
    /// 1982). Infinity where the curve or an end never gets there. A value within 1e-12 of
    /// 1 − `p` reaches it: the curve is a product computed through logarithms, so 3/4 may
    /// come out a hair above 0.75.
    public func timeToEventShare(_ p: Double) -> (estimate: Double, interval: ConfidenceInterval) {
        let threshold = 1 - p + 1e-12
        func first(_ value: (Step) -> Double) -> Double { steps.first { value($0) <= threshold }?.time ?? .infinity }
        let level = steps.first?.interval.level ?? 0.95
        return (first(\.survival), ConfidenceInterval(lower: first(\.interval.lower), upper: first(\.interval.upper), level: level))
    }
}
