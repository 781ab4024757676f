import _CGSL

/// A Gauss-Legendre rule on an interval, from GSL's fixed-point rules: Σ wᵢ f(xᵢ) ≈ ∫ f.
public struct GaussLegendre: Sendable {
    /// The nodes xᵢ, ascending.
    public let nodes: [Double]
    /// The weights wᵢ.
    public let weights: [Double]

    /// The rule with `order` nodes (at least 1) on `lower`...`upper`.
    public init(order: Int, from lower: Double, to upper: Double) {
        GSL.prepare()
        let count = max(1, order)
        guard let rule = gsl_integration_fixed_alloc(carelab_gsl_integration_fixed_legendre(), count, lower, upper, 0, 0)
        else { fatalError("GSL could not allocate a \(count)-node Gauss-Legendre rule") }
        defer { gsl_integration_fixed_free(rule) }
        let x = gsl_integration_fixed_nodes(rule)!, w = gsl_integration_fixed_weights(rule)!
        nodes = (0..<count).map { x[$0] }
        weights = (0..<count).map { w[$0] }
    }
}
