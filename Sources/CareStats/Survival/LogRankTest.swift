import _CGSL

/// The log-rank test that two or more groups share one survival function (Mantel 1966;
/// Peto & Peto 1972), as lifelines' `logrank_test` (two groups) and
/// `multivariate_logrank_test` compute it.
///
/// At each distinct event time with n at risk and d events, group j with nⱼ at risk expects
/// nⱼ d / n events. With Z the observed less expected events per group and
/// Vⱼₗ = Σ d (n − d) / (n²(n − 1)) · nⱼ (δⱼₗ n − nₗ) their hypergeometric covariance, the
/// statistic Zᵀ V⁻¹ Z over the first k − 1 groups is chi-squared on k − 1 degrees of freedom.
public struct LogRankTest<Group: Hashable & Sendable>: Hashable, Sendable {
    /// One group's events.
    public struct GroupSummary: Hashable, Sendable {
        /// The group.
        public var group: Group
        /// Its subjects with a time.
        public var observations: Int
        /// Its observed events.
        public var observedEvents: Int
        /// The events expected under the null hypothesis.
        public var expectedEvents: Double
    }

    /// The groups in order of first appearance.
    public var groups: [GroupSummary]
    /// The chi-squared statistic.
    public var chiSquared: Double
    /// The number of groups less one.
    public var degreesOfFreedom: Int
    /// P(χ² ≥ statistic) on ``degreesOfFreedom`` degrees of freedom.
    public var pValue: Double

    /// Compares the survival of `groups`, dropping observations whose time is NaN.
    ///
    /// - Throws: ``StatisticsError`` when the arrays differ in length, a time is negative,
    ///   fewer than 2 groups remain, no event was observed, or the covariance is singular
    ///   (a group with nobody at risk at any event time, among 3 or more groups).
    public static func compare(time: [Double], event: [Bool], groups: [Group]) throws(StatisticsError) -> LogRankTest {
        guard groups.count == time.count else { throw .lengthMismatch(x: groups.count, y: time.count) }
        let data = try SurvivalData(time: time, event: event)
        let codes = GroupCodes(data.rows.map { groups[$0] })
        let k = codes.count
        guard k >= 2 else { throw .tooFewGroups(needed: 2, got: k) }
        guard data.event.contains(true) else { throw .noEvents }

        var atRisk = [Int](repeating: 0, count: k), observed = [Int](repeating: 0, count: k)
        for (code, isEvent) in zip(codes.codes, data.event) {
            atRisk[code] += 1
            if isEvent { observed[code] += 1 }
        }
        let sizes = atRisk
        var expected = [Double](repeating: 0, count: k)
        var covariance = [Double](repeating: 0, count: k * k)
        let order = data.time.indices.sorted { data.time[$0] < data.time[$1] }
        var position = 0
        while position < order.count {
            let t = data.time[order[position]]
            var deaths = [Int](repeating: 0, count: k), leaving = [Int](repeating: 0, count: k)
            while position < order.count, data.time[order[position]] == t {
                let i = order[position]
                leaving[codes.codes[i]] += 1
                if data.event[i] { deaths[codes.codes[i]] += 1 }
                position += 1
            }
            let d = Double(deaths.reduce(0, +)), n = Double(atRisk.reduce(0, +))
            if d > 0 {
                for j in 0..<k { expected[j] += Double(atRisk[j]) * (d / n) }
                if n > 1 {
                    let factor = (n - d) / (n - 1) * d / (n * n)
                    for j in 0..<k {
                        for l in 0..<k {
                            let nl = Double(atRisk[l]), nj = Double(atRisk[j])
                            covariance[j * k + l] += factor * nj * ((j == l ? n : 0) - nl)
                        }
                    }
                }
            }
            for j in 0..<k { atRisk[j] -= leaving[j] }
        }

        let difference = (0..<k).map { Double(observed[$0]) - expected[$0] }
        let statistic = try quadraticForm(difference, covariance, k)
        let summaries = (0..<k).map {
            GroupSummary(group: codes.labels[$0], observations: sizes[$0], observedEvents: observed[$0],
                         expectedEvents: expected[$0])
        }
        return LogRankTest(groups: summaries, chiSquared: statistic, degreesOfFreedom: k - 1,
                           pValue: max(StudentTail.smallestPValue, gsl_cdf_chisq_Q(statistic, Double(k - 1))))
    }

    /// zᵀ V⁻¹ z over the first k − 1 entries, by Cholesky decomposition (`gsl_linalg_cholesky_*`).
    private static func quadraticForm(_ z: [Double], _ v: [Double], _ k: Int) throws(StatisticsError) -> Double {
        let m = k - 1
        var matrix = (0..<m).flatMap { j in (0..<m).map { l in v[j * k + l] } }
        var head = Array(z.prefix(m)), solution = [Double](repeating: 0, count: m)
        GSL.prepare()
        let status = matrix.withUnsafeMutableBufferPointer { a in
            head.withUnsafeMutableBufferPointer { b in
                solution.withUnsafeMutableBufferPointer { x in
                    var aView = gsl_matrix_view_array(a.baseAddress, m, m)
                    var bView = gsl_vector_view_array(b.baseAddress, m)
                    var xView = gsl_vector_view_array(x.baseAddress, m)
                    let decomposed = gsl_linalg_cholesky_decomp1(&aView.matrix)
                    guard decomposed == GSL_SUCCESS else { return decomposed }
                    return gsl_linalg_cholesky_solve(&aView.matrix, &bView.vector, &xView.vector)
                }
            }
        }
        try GSL.check(status, "log-rank covariance (Cholesky)")
        return zip(head, solution).reduce(0) { $0 + $1.0 * $1.1 }
    }
}
