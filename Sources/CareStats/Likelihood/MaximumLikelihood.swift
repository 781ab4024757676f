import Foundation

/// A maximum-likelihood estimate and its large-sample covariance: the parameters where a
/// log-likelihood is greatest and the inverse of the observed information there.
///
/// The maximum is found with ``NelderMead`` and then polished by Newton steps on central
/// differences; the observed information is the central-difference Hessian of the negative
/// log-likelihood. Parameters should be unbounded (log of a scale, logit of a probability)
/// and of order 1.
public struct MaximumLikelihood: Sendable {
    /// The estimate.
    public var estimate: [Double]
    /// The covariance of the estimate, row-major (parameters × parameters).
    public var covariance: [Double]
    /// The log-likelihood at the estimate.
    public var logLikelihood: Double

    /// The standard error of parameter `i`.
    public func standardError(_ i: Int) -> Double {
        covariance[i * estimate.count + i].squareRoot()
    }

    /// Maximises `logLikelihood` from `start`: `search` comes near the maximum, then up to 8
    /// Newton steps settle it.
    ///
    /// - Throws: ``StatisticsError/notConverged(iterations:)`` when the search does not
    ///   settle; ``StatisticsError/numerical(operation:reason:)`` when the information at the
    ///   maximum is not positive definite (a parameter the data cannot identify).
    public init(maximising logLikelihood: ([Double]) -> Double, from start: [Double],
                search: NelderMead = NelderMead(sizeTolerance: 1e-6, valueTolerance: 1e-9, patience: 100))
        throws(StatisticsError)
    {
        func negative(_ theta: [Double]) -> Double { -logLikelihood(theta) }
        var (point, value) = try search.minimum(of: negative, from: start)
        for _ in 0..<8 {
            let hessian = Self.hessian(of: negative, at: point)
            guard let factor = try? CholeskyFactor(hessian, size: point.count, operation: "Newton step") else { break }
            let step = factor.solve(Self.gradient(of: negative, at: point))
            let next = zip(point, step).map { $0 - $1 }
            let nextValue = negative(next)
            guard nextValue.isFinite, nextValue <= value else { break }
            (point, value) = (next, nextValue)
            if step.allSatisfy({ abs($0) < 1e-10 }) { break }
        }
        let information = try CholeskyFactor(
            Self.hessian(of: negative, at: point), size: point.count,
            operation: "the observed information of a maximum-likelihood fit")
        estimate = point
        covariance = information.inverse()
        self.logLikelihood = -value
    }

    /// The central-difference step for a parameter at `value`.
    private static func step(_ value: Double) -> Double { 1e-4 * max(1, abs(value)) }

    /// The central-difference gradient of `f` at `x`.
    static func gradient(of f: ([Double]) -> Double, at x: [Double]) -> [Double] {
        x.indices.map { i in
            let h = step(x[i])
            var up = x, down = x
            up[i] += h
            down[i] -= h
            return (f(up) - f(down)) / (2 * h)
        }
    }

    /// The central-difference Hessian of `f` at `x`, row-major and symmetric.
    static func hessian(of f: ([Double]) -> Double, at x: [Double]) -> [Double] {
        let n = x.count, center = f(x)
        var matrix = [Double](repeating: 0, count: n * n)
        for i in 0..<n {
            let hi = step(x[i])
            var up = x, down = x
            up[i] += hi
            down[i] -= hi
            matrix[i * n + i] = (f(up) - 2 * center + f(down)) / (hi * hi)
            for j in 0..<i {
                let hj = step(x[j])
                func value(_ si: Double, _ sj: Double) -> Double {
                    var point = x
                    point[i] += si * hi
                    point[j] += sj * hj
                    return f(point)
                }
                let cross = (value(1, 1) - value(1, -1) - value(-1, 1) + value(-1, -1)) / (4 * hi * hj)
                matrix[i * n + j] = cross
                matrix[j * n + i] = cross
            }
        }
        return matrix
    }
}
