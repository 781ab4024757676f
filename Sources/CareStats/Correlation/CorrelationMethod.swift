/// Which correlation coefficient to compute.
public enum CorrelationMethod: String, CaseIterable, Hashable, Sendable {
    /// Pearson's product-moment correlation.
    case pearson
    /// Spearman's rank correlation (Pearson's correlation of average ranks).
    case spearman
    /// Kendall's tau-b, which corrects for ties in either column.
    case kendall
}
