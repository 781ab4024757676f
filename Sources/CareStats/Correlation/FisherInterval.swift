import Foundation

/// Confidence intervals for correlation coefficients by Fisher's z transformation
/// (Fisher 1921): z = atanh(r) is close to normal, so the interval is
/// tanh(z ∓ z_{(1−level)/2} · SE).
///
/// The standard error of z depends on the coefficient (Bonett & Wright 2000, "Sample size
/// requirements for estimating Pearson, Kendall and Spearman correlations",
/// Psychometrika 65:23–28):
/// - Pearson: 1 / √(n − 3), as `scipy.stats.pearsonr(...).confidence_interval()` and R's
///   `cor.test` compute it;
/// - Spearman: √((1 + r²/2) / (n − 3)) (Bonett & Wright 2000);
/// - Kendall: √(0.437 / (n − 4)) (Fieller, Hartley & Pearson 1957, Biometrika 44:470–481).
///
/// When the standard error is infinite (n too small for its formula) the interval is
/// (−1, 1); when |r| = 1 it is the single point r.
public enum FisherInterval {
    /// The standard error of atanh(r) for a coefficient of `method` over `n` pairs, or
    /// infinity when n is too small for the formula.
    public static func standardError(_ method: CorrelationMethod, r: Double, n: Int) -> Double {
        let (numerator, denominator): (Double, Int) = switch method {
        case .pearson: (1, n - 3)
        case .spearman: (1 + r * r / 2, n - 3)
        case .kendall: (0.437, n - 4)
        }
        guard denominator > 0 else { return .infinity }
        return (numerator / Double(denominator)).squareRoot()
    }

    /// The interval tanh(atanh(r) ∓ z · `standardError`) at `level`, z the standard normal
    /// quantile.
    ///
    /// - Throws: ``StatisticsError/outOfRange(name:value:expected:)`` unless 0 < level < 1.
    public static func interval(
        r: Double, standardError: Double, level: Double = 0.95
    ) throws(StatisticsError) -> ConfidenceInterval {
        let critical = try ConfidenceInterval.normalCriticalValue(level: level)
        guard standardError.isFinite else { return ConfidenceInterval(lower: -1, upper: 1, level: level) }
        let z = atanh(r)
        return ConfidenceInterval(lower: tanh(z - critical * standardError),
                                  upper: tanh(z + critical * standardError), level: level)
    }
}
