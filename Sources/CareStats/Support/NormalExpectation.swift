import _CGSL
import Foundation

/// The expectation of a smooth function of a standard normal variable, E[f(Z)] for
/// Z ~ normal(0, 1), by Gauss-Legendre quadrature of f(z) φ(z) over z from −10 to 10
/// (GSL's fixed-point rules; the normal mass beyond is below 2e-23).
///
/// Gauss-Hermite rules converge slowly for a softmax of a normal score (40 nodes are off by
/// about 4e-6), since its poles lie near the real line; 200 Legendre nodes over ±10 agree
/// with 1,000 to about 1e-13 there, and with the closed form of E[Φ(a + bZ)] to 1e-14.
public struct NormalExpectation: Sendable {
    /// The nodes z_i and weights w_i with Σ w_i f(z_i) ≈ E[f(Z)] (the weights include the
    /// density).
    public let nodes: [(z: Double, weight: Double)]

    /// How far out, in standard deviations, the rule integrates.
    public static let reach = 10.0

    /// The rule with `order` nodes (at least 1).
    public init(order: Int = 200) {
        GSL.prepare()
        let count = max(1, order)
        guard let rule = gsl_integration_fixed_alloc(
            carelab_gsl_integration_fixed_legendre(), count, -Self.reach, Self.reach, 0, 0)
        else { fatalError("GSL could not allocate a \(count)-node Gauss-Legendre rule") }
        defer { gsl_integration_fixed_free(rule) }
        let z = gsl_integration_fixed_nodes(rule)!, w = gsl_integration_fixed_weights(rule)!
        let scale = 1 / (2 * Double.pi).squareRoot()
        nodes = (0..<count).map { (z[$0], w[$0] * scale * exp(-z[$0] * z[$0] / 2)) }
    }

    /// E[f(mean + sd × Z)].
    public func expectation(mean: Double = 0, sd: Double = 1, of f: (Double) -> Double) -> Double {
        nodes.reduce(0) { sum, node in sum + node.weight * f(mean + sd * node.z) }
    }
}
