import CareScenario
import CareStats

extension Distribution {
    /// One draw through GSL's generators.
    func draw(_ random: RandomSource) -> Double {
        switch self {
        case .constant(let value): value
        case .normal(let mean, let sd): random.normal(mean: mean, sd: sd)
        case .lognormal(let mu, let sigma): random.lognormal(mu: mu, sigma: sigma)
        case .beta(let a, let b): random.beta(a: a, b: b)
        case .gamma(let shape, let scale): random.gamma(shape: shape, scale: scale)
        case .poisson(let mean): Double(random.poisson(mean: mean))
        }
    }
}

extension RandomSource {
    /// The index of a categorical draw with the given weights (need not sum to 1).
    func categorical(_ weights: [Double]) -> Int {
        let total = weights.reduce(0, +)
        var threshold = uniform() * total
        for (index, weight) in weights.enumerated() {
            threshold -= weight
            if threshold < 0 { return index }
        }
        return weights.count - 1
    }
}
