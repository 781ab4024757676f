import Foundation

/// The score residuals of a Cox model, Lᵢ = ∫ (xᵢ − x̄(t)) dMᵢ(t) with Mᵢ the martingale
/// residual process, as survival's `coxscore2` and `agscore3` compute them (Therneau &
/// Grambsch 2000, "Modeling Survival Data", §7.1), with Efron's or Breslow's handling of ties.
/// Summed by cluster they give the robust sandwich variance of Lin & Wei (1989, "The robust
/// inference for the Cox proportional hazards model", JASA 84:1074–1078).
///
/// With the tied deaths at t split into d steps k as in ``CoxPartialLikelihood``, each step
/// has a hazard increment hₖ = 1/S₀ₖ and a mean x̄ₖ = S₁ₖ/S₀ₖ. A row at risk at t is charged
/// rᵢ Σₖ (xᵢ − x̄ₖ) hₖ, a death at t only (1 − k/d) of step k's charge; a death at t gains
/// Σₖ (xᵢ − x̄ₖ)/d.
enum CoxScoreResiduals {
    /// The residuals at `beta`, one p-vector per row, n × p row-major.
    static func residuals(_ data: CoxData, beta: [Double], ties: CoxRegression.Ties) -> [Double] {
        let p = data.columns
        let risk = data.linearPredictor(beta).map(exp)
        var residuals = [Double](repeating: 0, count: data.rows * p)
        // Per event time, latest first: the hazard increment Σₖ hₖ and Σₖ x̄ₖ hₖ.
        var times: [Double] = [], hazard: [Double] = [], meanHazard: [[Double]] = []
        data.sweepRiskSets(risk: risk, secondMoments: false) { set in
            let d = set.deaths.count
            var stepHazard = 0.0, stepMeanHazard = [Double](repeating: 0, count: p)
            var deathShareHazard = 0.0, deathShareMeanHazard = [Double](repeating: 0, count: p)
            var averageMean = [Double](repeating: 0, count: p)
            for k in 0..<d {
                let share = ties.deathShare(step: k, of: d)
                let denominator = set.riskSum - share * set.deathRiskSum
                let h = 1 / denominator
                stepHazard += h
                deathShareHazard += h * share
                for j in 0..<p {
                    let mean = (set.first[j] - share * set.deathFirst[j]) / denominator
                    stepMeanHazard[j] += mean * h
                    deathShareMeanHazard[j] += mean * h * share
                    averageMean[j] += mean / Double(d)
                }
            }
            for i in set.deaths {
                for j in 0..<p {
                    let xij = data.x[i * p + j]
                    residuals[i * p + j] += xij - averageMean[j]
                        + risk[i] * (xij * deathShareHazard - deathShareMeanHazard[j])
                }
            }
            times.append(set.time)
            hazard.append(stepHazard)
            meanHazard.append(stepMeanHazard)
        }

        // Cumulative sums over the event times in increasing order; a row is charged the
        // increments at the event times in (start, stop].
        let m = times.count
        var cumulativeHazard = [Double](repeating: 0, count: m + 1)
        var cumulativeMeanHazard = [Double](repeating: 0, count: (m + 1) * p)
        for e in 0..<m {
            let source = m - 1 - e
            cumulativeHazard[e + 1] = cumulativeHazard[e] + hazard[source]
            for j in 0..<p {
                cumulativeMeanHazard[(e + 1) * p + j] = cumulativeMeanHazard[e * p + j] + meanHazard[source][j]
            }
        }
        let ascending = Array(times.reversed())
        for i in 0..<data.rows {
            let from = eventTimes(in: ascending, atOrBefore: data.start[i])
            let to = eventTimes(in: ascending, atOrBefore: data.stop[i])
            let h = cumulativeHazard[to] - cumulativeHazard[from]
            for j in 0..<p {
                let xh = cumulativeMeanHazard[to * p + j] - cumulativeMeanHazard[from * p + j]
                residuals[i * p + j] -= risk[i] * (data.x[i * p + j] * h - xh)
            }
        }
        return residuals
    }

    /// The sums of the residuals within each cluster (codes 0..<count), count × p row-major.
    static func clusterSums(_ residuals: [Double], columns p: Int, clusters: [Int], count: Int) -> [Double] {
        var sums = [Double](repeating: 0, count: count * p)
        for (i, g) in clusters.enumerated() {
            for j in 0..<p { sums[g * p + j] += residuals[i * p + j] }
        }
        return sums
    }

    /// Σ_g U_g U_gᵀ over the rows U_g of `sums` (count × p), p × p row-major.
    static func crossProduct(_ sums: [Double], columns p: Int) -> [Double] {
        var product = [Double](repeating: 0, count: p * p)
        for g in 0..<(sums.count / p) {
            for j in 0..<p {
                for l in 0..<p { product[j * p + l] += sums[g * p + j] * sums[g * p + l] }
            }
        }
        return product
    }

    /// The number of event times in `ascending` that are ≤ `t` (binary search).
    private static func eventTimes(in ascending: [Double], atOrBefore t: Double) -> Int {
        var low = 0, high = ascending.count
        while low < high {
            let middle = (low + high) / 2
            if ascending[middle] <= t { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
