import Foundation

/// A named distribution from which a per-person trait is drawn (through GSL's generators
/// in the simulator).
public enum Distribution: Hashable, Sendable, CustomStringConvertible {
    /// Always the same value.
    case constant(Double)
    /// Normal with a mean and a standard deviation.
    case normal(mean: Double, sd: Double)
    /// Log-normal: the logarithm is normal(`mu`, `sigma`).
    case lognormal(mu: Double, sigma: Double)
    /// Beta with shapes `a` and `b`, on 0-1: for probabilities.
    case beta(a: Double, b: Double)
    /// Gamma with a shape and a scale (mean = shape × scale).
    case gamma(shape: Double, scale: Double)
    /// Poisson with a mean: whole numbers.
    case poisson(mean: Double)

    /// The distribution's mean, for reports and the ground-truth manifest.
    public var mean: Double {
        switch self {
        case .constant(let value): value
        case .normal(let mean, _): mean
        case .lognormal(let mu, let sigma): Foundation.exp(mu + sigma * sigma / 2)
        case .beta(let a, let b): a / (a + b)
        case .gamma(let shape, let scale): shape * scale
        case .poisson(let mean): mean
        }
    }

    public var description: String {
        switch self {
        case .constant(let value): "\(value)"
        case .normal(let mean, let sd): "normal(\(mean), \(sd))"
        case .lognormal(let mu, let sigma): "lognormal(\(mu), \(sigma))"
        case .beta(let a, let b): "beta(\(a), \(b))"
        case .gamma(let shape, let scale): "gamma(\(shape), \(scale))"
        case .poisson(let mean): "poisson(\(mean))"
        }
    }
}
