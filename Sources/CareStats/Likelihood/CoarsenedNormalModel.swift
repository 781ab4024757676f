import _CGSL
import Foundation

/// A latent normal value seen only through known cut points, with a random intercept per
/// cluster: for cluster i and observation t, y* = μ + bᵢ + εᵢₜ with bᵢ ~ normal(0, σ_b²) and
/// εᵢₜ ~ normal(0, σ²), and the category observed is k when cₖ ≤ y* < cₖ₊₁ (c₀ = −∞, c_K = ∞).
///
/// This is how a symptom's daily severity is recorded (absent below 0.5, then mild to
/// debilitating rounded from the latent value): the cut points are the scale's, so the
/// latent mean and both standard deviations are identified. Fitted by marginal maximum
/// likelihood, the random intercept integrated out by Gauss-Legendre quadrature over ±10
/// standard deviations (1,000 nodes: even a cluster of a year of days, whose intercept is
/// known to a small fraction of σ_b, is integrated to about 1e-10); a cluster enters
/// through its counts per category, which are sufficient.
public struct CoarsenedNormalModel: Sendable {
    /// The ascending cut points between categories: K − 1 of them for K categories.
    public let cuts: [Double]
    /// The quadrature rule over the standard-normal intercept.
    private let rule: NormalExpectation
    /// The log of each node's weight.
    private let logWeights: [Double]

    /// The model with `cuts`.
    public init(cuts: [Double]) {
        self.cuts = cuts
        rule = NormalExpectation(order: 1_000)
        logWeights = rule.nodes.map { log($0.weight) }
    }

    /// The estimate: the latent mean and the two standard deviations, with their
    /// covariance on the fitting scale (μ, log σ_b, log σ).
    public struct Fit: Sendable {
        /// μ.
        public var mean: Double
        /// σ_b, the spread of clusters' intercepts.
        public var betweenSD: Double
        /// σ, the spread of observations around their cluster's intercept.
        public var withinSD: Double
        /// The maximum-likelihood fit on the scale (μ, log σ_b, log σ).
        public var likelihood: MaximumLikelihood
    }

    /// The marginal log-likelihood of `counts` (per cluster, its observations per category).
    public func logLikelihood(counts: [[Int]], mean: Double, betweenSD: Double, withinSD: Double) -> Double {
        let logProbabilities = categoryLogProbabilities(mean: mean, betweenSD: betweenSD, withinSD: withinSD)
        var total = 0.0
        for cluster in counts {
            // The integrand is log-concave in the intercept (a probit likelihood times a
            // normal density): find its top by bisecting on its slope, then sum outwards
            // until the terms fall below e⁻⁴⁰ of it.
            func term(_ j: Int) -> Double {
                var term = logWeights[j]
                for (k, count) in cluster.enumerated() where count > 0 {
                    term += Double(count) * logProbabilities[j][k]
                }
                return term
            }
            var low = 0, high = logWeights.count - 1
            while high - low > 2 {
                let middle = (low + high) / 2
                if term(middle) < term(middle + 1) { low = middle + 1 } else { high = middle }
            }
            let top = (low...high).map(term).max()!
            guard top.isFinite else { return -.infinity }
            var sum = 0.0
            for j in stride(from: (low + high) / 2, through: 0, by: -1) {
                let value = term(j) - top
                sum += exp(value)
                if value < -40 { break }
            }
            for j in ((low + high) / 2 + 1)..<logWeights.count {
                let value = term(j) - top
                sum += exp(value)
                if value < -40 { break }
            }
            total += top + log(sum)
        }
        return total
    }

    /// The maximum-likelihood fit to `counts` (per cluster, its observations per category).
    ///
    /// - Throws: ``StatisticsError/tooFewGroups(needed:got:)`` for fewer than 2 clusters;
    ///   ``StatisticsError/constantInput(column:)`` when every observation is in one
    ///   category (the mean then runs off to ± infinity); an error of
    ///   ``MaximumLikelihood`` when the spreads cannot be told apart.
    public func fit(counts: [[Int]]) throws(StatisticsError) -> Fit {
        guard counts.count >= 2 else { throw .tooFewGroups(needed: 2, got: counts.count) }
        let totals = (0...cuts.count).map { k in counts.reduce(0) { $0 + ($1.count > k ? $1[k] : 0) } }
        guard totals.filter({ $0 > 0 }).count >= 2 else { throw .constantInput(column: "the category") }
        // Start from the mean a single normal of sd 1 gives the share in the lowest category.
        let lowest = min(max(Double(totals[0]) / Double(totals.reduce(0, +)), 0.01), 0.99)
        let start = [cuts[0] - gsl_cdf_ugaussian_Pinv(lowest), log(0.5), log(0.7)]
        let likelihood = try MaximumLikelihood(maximising: { theta in
            logLikelihood(counts: counts, mean: theta[0], betweenSD: exp(theta[1]), withinSD: exp(theta[2]))
        }, from: start)
        return Fit(mean: likelihood.estimate[0], betweenSD: exp(likelihood.estimate[1]),
                   withinSD: exp(likelihood.estimate[2]), likelihood: likelihood)
    }

    /// log P(category k | intercept at node j), per node and category.
    private func categoryLogProbabilities(mean: Double, betweenSD: Double, withinSD: Double) -> [[Double]] {
        rule.nodes.map { node in
            let center = mean + betweenSD * node.z
            return (0...cuts.count).map { k in
                let lower = k == 0 ? -Double.infinity : (cuts[k - 1] - center) / withinSD
                let upper = k == cuts.count ? Double.infinity : (cuts[k] - center) / withinSD
                // The difference of the two tails that are smaller keeps precision far out.
                let probability = lower > 0
                    ? gsl_cdf_ugaussian_Q(lower) - gsl_cdf_ugaussian_Q(upper)
                    : gsl_cdf_ugaussian_P(upper) - gsl_cdf_ugaussian_P(lower)
                return log(max(probability, .leastNonzeroMagnitude))
            }
        }
    }
}
