import _CGSL

/// The distribution of a sample in eight numbers, as `pandas.Series.describe()` gives them:
/// count, mean, standard deviation (n − 1 divisor), minimum, quartiles and maximum.
///
/// Quartiles interpolate linearly between order statistics
/// (`gsl_stats_quantile_from_sorted_data`; Hyndman & Fan 1996 type 7, numpy's default).
public struct DistributionSummary: Hashable, Sendable {
    /// The number of finite values.
    public var count: Int
    /// The arithmetic mean.
    public var mean: Double
    /// The sample standard deviation; NaN for a single value.
    public var standardDeviation: Double
    /// The smallest value.
    public var minimum: Double
    /// The 25th percentile.
    public var lowerQuartile: Double
    /// The 50th percentile.
    public var median: Double
    /// The 75th percentile.
    public var upperQuartile: Double
    /// The largest value.
    public var maximum: Double

    /// Summarises the finite values of `values` (NaN and infinities are dropped).
    ///
    /// - Throws: ``StatisticsError/tooFewObservations(needed:got:)`` when no value is finite.
    public init(_ values: [Double]) throws(StatisticsError) {
        var sorted = values.filter(\.isFinite)
        let n = sorted.count
        guard n >= 1 else { throw .tooFewObservations(needed: 1, got: 0) }
        GSL.prepare()
        gsl_sort(&sorted, 1, n)
        count = n
        mean = gsl_stats_mean(sorted, 1, n)
        standardDeviation = n > 1 ? gsl_stats_sd_m(sorted, 1, n, mean) : .nan
        minimum = sorted[0]
        lowerQuartile = gsl_stats_quantile_from_sorted_data(sorted, 1, n, 0.25)
        median = gsl_stats_quantile_from_sorted_data(sorted, 1, n, 0.5)
        upperQuartile = gsl_stats_quantile_from_sorted_data(sorted, 1, n, 0.75)
        maximum = sorted[n - 1]
    }
}
