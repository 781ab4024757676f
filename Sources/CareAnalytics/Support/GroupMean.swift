import CareStats

/// A mean of per-person values with its 95 % confidence interval, and differences between
/// groups, from CareStats' least squares: the mean is the intercept of y on nothing else,
/// a difference is the coefficient of a group indicator, each with standard errors robust
/// to unequal variances (CRV1 with one cluster per person, i.e. HC1, and Student's t on
/// n − 1 degrees of freedom), the regression form of Welch's comparison of two means.
public struct GroupMean: Sendable {
    /// The estimate: a mean or a difference of means.
    public var estimate: Double
    /// Its 95 % interval.
    public var interval: ConfidenceInterval
    /// Its two-sided p-value against zero.
    public var pValue: Double
    /// People behind it.
    public var people: Int

    /// The mean of `values` (NaN values dropped), one value per person; nil with fewer than
    /// 2 values or no variation.
    static func mean(_ values: [Double]) -> GroupMean? {
        mean(values, people: Array(values.indices))
    }

    /// The mean of `values`, several of which may come from one person (`people[i]` is
    /// value i's person): the standard error is clustered by person.
    static func mean(_ values: [Double], people: [Int]) -> GroupMean? {
        let kept = values.indices.filter { values[$0].isFinite }
        guard let fit = try? LinearRegression.ordinaryLeastSquares(
            y: kept.map { values[$0] }, predictors: [], clusters: kept.map { people[$0] }),
            let term = fit.terms.first else { return nil }
        return GroupMean(estimate: term.estimate, interval: term.interval, pValue: term.pValue,
                         people: Set(kept.map { people[$0] }).count)
    }

    /// The mean of `values` in `group` less the mean in `reference`, by the regression of
    /// the values of both on an indicator of `group`; nil when undefined.
    static func difference(_ values: [Double], groups: [String], group: String, reference: String) -> GroupMean? {
        let members = values.indices.filter { values[$0].isFinite && (groups[$0] == group || groups[$0] == reference) }
        guard let fit = try? LinearRegression.ordinaryLeastSquares(
            y: members.map { values[$0] },
            predictors: [Predictor(name: group, values: members.map { groups[$0] == group ? 1 : 0 })],
            clusters: Array(members.indices)),
            let term = fit.term(named: group) else { return nil }
        return GroupMean(estimate: term.estimate, interval: term.interval, pValue: term.pValue, people: members.count)
    }
}
