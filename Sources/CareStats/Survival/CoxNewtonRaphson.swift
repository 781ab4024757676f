/// The maximum partial-likelihood estimate by Newton-Raphson with step-halving, following
/// survival's `coxfit6` step for step, so that the iterations and the final β match coxph.
///
/// From β = 0: solve I(β) δ = U(β) and try β + δ. A try that lowers the log likelihood is
/// pulled back towards the last good β, more firmly each time ((try + k·β)/(k + 1) after k
/// failures). The fit has converged when a try changes the log likelihood by at most
/// 1e-9 relative to the best so far (coxph's `eps`), within 20 tries (`iter.max`). As in
/// `coxfit6`, a pulled-back try may end the iteration; coxph's counting-process routine
/// (`agfit4`) would take one more full step first, which can only matter after a halving.
struct CoxNewtonRaphson {
    /// coxph.control's `eps`.
    static let tolerance = 1e-9
    /// coxph.control's `iter.max`.
    static let maxIterations = 20

    /// The likelihood at β = 0.
    let initial: CoxPartialLikelihood
    /// The estimate.
    let beta: [Double]
    /// The likelihood at ``beta``.
    let final: CoxPartialLikelihood
    /// The inverse of the information at ``beta``: the model-based covariance, p × p.
    let covariance: [Double]
    /// The score test of β = 0: U(0)ᵀ I(0)⁻¹ U(0).
    let scoreStatistic: Double
    /// The Newton steps tried.
    let iterations: Int

    /// Maximises the partial likelihood of `data`.
    ///
    /// - Throws: ``StatisticsError/rankDeficient(rank:columns:)`` when the information at
    ///   β = 0 is singular (collinear covariates, or one without variation within any risk
    ///   set); ``StatisticsError/notConverged(iterations:)`` after 20 tries;
    ///   ``StatisticsError/numerical(operation:reason:)`` when the information loses positive
    ///   definiteness on the way.
    init(_ data: CoxData, ties: CoxRegression.Ties) throws(StatisticsError) {
        let p = data.columns
        var beta = [Double](repeating: 0, count: p)
        initial = CoxPartialLikelihood(data, beta: beta, ties: ties)
        let rank = CholeskyFactor.rank(ofSymmetric: initial.information, size: p)
        guard rank == p else { throw .rankDeficient(rank: rank, columns: p) }
        let step = try CholeskyFactor(initial.information, size: p, operation: "Cox information at β = 0")
            .solve(initial.score)
        scoreStatistic = zip(initial.score, step).reduce(0) { $0 + $1.0 * $1.1 }

        var best = initial.logLikelihood
        var trial = zip(beta, step).map { $0 + $1 }
        var halvings = 0.0
        for iteration in 1...Self.maxIterations {
            let likelihood = CoxPartialLikelihood(data, beta: trial, ties: ties)
            let finite = likelihood.logLikelihood.isFinite && likelihood.score.allSatisfy(\.isFinite)
                && likelihood.information.allSatisfy(\.isFinite)
            if finite, abs(1 - best / likelihood.logLikelihood) <= Self.tolerance {
                self.beta = trial
                final = likelihood
                covariance = try CholeskyFactor(likelihood.information, size: p, operation: "Cox information")
                    .inverse()
                iterations = iteration
                return
            }
            if !finite || likelihood.logLikelihood < best {
                halvings += 1
                trial = zip(trial, beta).map { ($0 + halvings * $1) / (halvings + 1) }
            } else {
                halvings = 0
                best = likelihood.logLikelihood
                let step = try CholeskyFactor(likelihood.information, size: p, operation: "Cox information")
                    .solve(likelihood.score)
                beta = trial
                trial = zip(trial, step).map { $0 + $1 }
            }
        }
        throw .notConverged(iterations: Self.maxIterations)
    }
}
