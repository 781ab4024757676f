import _CGSL

/// A two-sided confidence interval.
public struct ConfidenceInterval: Hashable, Sendable {
    /// The lower bound.
    public var lower: Double
    /// The upper bound.
    public var upper: Double
    /// The confidence level, e.g. 0.95.
    public var level: Double

    /// Creates an interval.
    public init(lower: Double, upper: Double, level: Double) {
        self.lower = lower
        self.upper = upper
        self.level = level
    }

    /// Throws unless `level` lies strictly between 0 and 1.
    static func validate(level: Double) throws(StatisticsError) {
        guard level > 0, level < 1 else {
            throw .outOfRange(name: "level", value: level, expected: "strictly between 0 and 1")
        }
    }

    /// The standard normal quantile z with P(Z > z) = (1 − level) / 2, from
    /// `gsl_cdf_ugaussian_Qinv` (as `scipy.stats.norm.isf((1 - level) / 2)`).
    static func normalCriticalValue(level: Double) throws(StatisticsError) -> Double {
        try validate(level: level)
        GSL.prepare()
        return gsl_cdf_ugaussian_Qinv((1 - level) / 2)
    }

    /// Student's t quantile with P(T > t) = (1 − level) / 2 on `degrees` degrees of freedom,
    /// from `gsl_cdf_tdist_Qinv` (as `scipy.stats.t.isf((1 - level) / 2, degrees)`).
    static func tCriticalValue(level: Double, degrees: Double) throws(StatisticsError) -> Double {
        try validate(level: level)
        GSL.prepare()
        return gsl_cdf_tdist_Qinv((1 - level) / 2, degrees)
    }
}
