import CareStats

/// How one planted effect fared over a power study's replicates at one grid point: power,
/// and the estimator's bias, RMSE and interval coverage.
///
/// The measures and their Monte Carlo errors follow Morris, White & Crowther (2019),
/// "Using simulation studies to evaluate statistical methods", Statistics in Medicine
/// 38:2074–2102, table 6. The target of replicate r is its own `planted_on_estimate_scale`
/// θᵣ (the score-scale effect the simulator's model implies for the people simulated), so
/// errors are taken replicate by replicate: eᵣ = θ̂ᵣ − θᵣ.
public struct EffectPower: Sendable {
    /// The effect.
    public var key: EffectEstimate.Key
    /// The planted value (latent points per unit), the same in every replicate.
    public var planted: Double
    /// Replicates run.
    public var replicates: Int
    /// Share of replicates where the effect is detected (grid q below the false discovery
    /// rate; an undefined q counts as not detected), with its Wilson interval; nil for a
    /// missed dose, which the grid does not test.
    public var power: Proportion?
    /// Share of replicates where the slope's own two-sided p is below 0.05 (an undefined
    /// slope counts as not significant), with its Wilson interval.
    public var powerSingleTest: Proportion
    /// Replicates with both an estimate and a target: n in the measures below.
    public var estimated: Int
    /// Mean of θ̂ᵣ and of θᵣ.
    public var meanEstimate: Double
    public var meanTarget: Double
    /// Bias: mean of eᵣ; its Monte Carlo standard error sd(e) / √n.
    public var bias: Double
    public var biasMonteCarloError: Double
    /// Root mean squared error: √(mean of eᵣ²).
    public var rmse: Double
    /// Empirical standard error: the standard deviation of θ̂ᵣ (n − 1 in the denominator).
    public var empiricalStandardError: Double
    /// Mean of the cluster-robust standard errors, to set against the empirical one.
    public var meanStandardError: Double
    /// Share of replicates whose 95 % interval covers θᵣ, with its Wilson interval; nil
    /// when no replicate has an interval and a target.
    public var coverage: Proportion?

    /// Summarises `estimates`, one per replicate, all of the same effect (``key`` and
    /// ``planted`` are taken from the first).
    ///
    /// - Precondition: `estimates` is not empty.
    public init(_ estimates: [EffectEstimate], alpha: Double = 0.05) {
        precondition(!estimates.isEmpty, "a power summary needs at least one replicate")
        key = estimates[0].key
        planted = estimates[0].planted
        replicates = estimates.count
        power = key.kind == .planted
            ? Self.share(estimates.filter { $0.detected == true }.count, of: replicates) : nil
        powerSingleTest = Self.share(estimates.filter { $0.significant(at: alpha) }.count, of: replicates)!

        let pairs = estimates.compactMap { e in e.estimate.flatMap { estimate in e.target.map { (estimate, $0) } } }
        estimated = pairs.count
        let n = Double(pairs.count)
        let errors = pairs.map { $0.0 - $0.1 }
        meanEstimate = pairs.isEmpty ? .nan : pairs.map(\.0).reduce(0, +) / n
        meanTarget = pairs.isEmpty ? .nan : pairs.map(\.1).reduce(0, +) / n
        bias = pairs.isEmpty ? .nan : errors.reduce(0, +) / n
        biasMonteCarloError = Self.standardDeviation(errors) / n.squareRoot()
        rmse = pairs.isEmpty ? .nan : (errors.map { $0 * $0 }.reduce(0, +) / n).squareRoot()
        empiricalStandardError = Self.standardDeviation(pairs.map(\.0))
        let errorsReported = estimates.compactMap(\.standardError)
        meanStandardError = errorsReported.isEmpty ? .nan : errorsReported.reduce(0, +) / Double(errorsReported.count)
        let covered = estimates.compactMap(\.covered)
        coverage = Self.share(covered.filter { $0 }.count, of: covered.count)
    }

    /// The Wilson interval of `successes` out of `trials`; nil without trials.
    static func share(_ successes: Int, of trials: Int) -> Proportion? {
        try? Proportion.wilson(successes: successes, trials: trials)
    }

    /// The sample standard deviation (n − 1); NaN below two values.
    static func standardDeviation(_ values: [Double]) -> Double {
        guard values.count > 1 else { return .nan }
        let mean = values.reduce(0, +) / Double(values.count)
        return (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count - 1)).squareRoot()
    }
}
