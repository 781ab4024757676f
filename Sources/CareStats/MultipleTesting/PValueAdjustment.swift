/// Adjustment of a family of p-values for multiple testing.
///
/// Missing p-values (NaN) pass through as NaN and do not count as tests: m is the number of
/// p-values that are present. Results match `statsmodels.stats.multitest.multipletests`
/// applied to the present p-values.
public enum PValueAdjustment: String, CaseIterable, Hashable, Sendable {
    /// Benjamini & Hochberg (1995), "Controlling the false discovery rate", JRSS B 57:289–300:
    /// q₍ᵢ₎ = min over j ≥ i of m·p₍ⱼ₎ / j, capped at 1 (statsmodels `'fdr_bh'`).
    case benjaminiHochberg = "bh"
    /// Bonferroni: min(m·p, 1), controlling the family-wise error rate
    /// (statsmodels `'bonferroni'`).
    case bonferroni

    /// The adjusted p-values, in the order of `pValues`.
    ///
    /// - Throws: ``StatisticsError/outOfRange(name:value:expected:)`` for a p-value outside
    ///   [0, 1].
    public func adjust(_ pValues: [Double]) throws(StatisticsError) -> [Double] {
        for p in pValues where !p.isNaN && !(0...1).contains(p) {
            throw .outOfRange(name: "p-value", value: p, expected: "between 0 and 1, or NaN when missing")
        }
        let present = pValues.indices.filter { !pValues[$0].isNaN }
        let m = Double(present.count)
        var adjusted = [Double](repeating: .nan, count: pValues.count)
        switch self {
        case .bonferroni:
            for i in present { adjusted[i] = min(1, pValues[i] * m) }
        case .benjaminiHochberg:
            let ranked = present.sorted { pValues[$0] < pValues[$1] }
            var running = 1.0
            for (rank, i) in ranked.enumerated().reversed() {
                running = min(running, pValues[i] / (Double(rank + 1) / m))
                adjusted[i] = running
            }
        }
        return adjusted
    }
}
