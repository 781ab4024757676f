import Foundation

/// The log partial likelihood of a Cox model at one β, with its gradient (the score) and its
/// negative Hessian (the information), as survival's `coxfit6` and `agfit4` compute them.
///
/// At an event time with d deaths D, risk set R and risk scores r = exp(xβ), the Breslow
/// approximation counts the denominator S₀(R) d times; Efron's (1977, "The efficiency of Cox's
/// likelihood function for censored data", JASA 72:557–565) lowers the deaths' share step by
/// step: for k = 0, …, d − 1 the denominator is S₀(R) − (k/d) S₀(D), and likewise for the
/// first and second moments. Each step adds −log S₀ to the log likelihood, −S₁/S₀ to the
/// score and S₂/S₀ − (S₁/S₀)(S₁/S₀)ᵀ to the information; each death adds its xβ and x.
struct CoxPartialLikelihood {
    /// log L(β).
    let logLikelihood: Double
    /// ∂ log L / ∂β.
    let score: [Double]
    /// −∂² log L / ∂β², p × p row-major.
    let information: [Double]

    /// Evaluates the likelihood of `data` at `beta` with the tie approximation `ties`.
    init(_ data: CoxData, beta: [Double], ties: CoxRegression.Ties) {
        let p = data.columns
        let eta = data.linearPredictor(beta)
        var logLikelihood = 0.0
        var score = [Double](repeating: 0, count: p), information = [Double](repeating: 0, count: p * p)
        var mean = [Double](repeating: 0, count: p)
        data.sweepRiskSets(risk: eta.map(exp), secondMoments: true) { set in
            let d = set.deaths.count
            for i in set.deaths {
                logLikelihood += eta[i]
                for j in 0..<p { score[j] += data.x[i * p + j] }
            }
            for k in 0..<d {
                let share = ties.deathShare(step: k, of: d)
                let denominator = set.riskSum - share * set.deathRiskSum
                logLikelihood -= log(denominator)
                for j in 0..<p {
                    mean[j] = (set.first[j] - share * set.deathFirst[j]) / denominator
                    score[j] -= mean[j]
                }
                for j in 0..<p {
                    for l in 0..<p {
                        let second = (set.second[j * p + l] - share * set.deathSecond[j * p + l]) / denominator
                        information[j * p + l] += second - mean[j] * mean[l]
                    }
                }
            }
        }
        self.logLikelihood = logLikelihood
        self.score = score
        self.information = information
    }
}

extension CoxRegression.Ties {
    /// The share of the deaths' risk taken out of the risk set at step `k` of `d` tied deaths:
    /// k/d for Efron, 0 for Breslow.
    func deathShare(step k: Int, of d: Int) -> Double {
        switch self {
        case .efron: Double(k) / Double(d)
        case .breslow: 0
        }
    }
}
