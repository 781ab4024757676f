
/// The repeated-measures correlation (Bakdash & Marusich 2017, "Repeated measures
/// correlation", Frontiers in Psychology 8:456): the common within-subject association of
/// two measures taken on several occasions per subject.
///
/// It is the ANCOVA of y on x with a separate intercept per subject and one common slope;
/// with x and y centred on each subject's means,
/// r = Sxy / √(Sxx · Syy), on N − k − 1 degrees of freedom for N observations of k subjects.
/// Results match `pingouin.rm_corr` and R's `rmcorr`.
public struct RepeatedMeasuresCorrelation: Hashable, Sendable {
    /// The coefficient, between -1 and 1.
    public var r: Double
    /// N − k − 1: observations less subjects less the common slope.
    public var degreesOfFreedom: Int
    /// Two-sided p-value of the ANCOVA F test (1 and N − k − 1 degrees of freedom) that the
    /// common slope is zero.
    public var pValue: Double
    /// The number of subjects k with at least one complete observation.
    public var subjects: Int
    /// The number of complete observations N.
    public var observations: Int

    /// Creates a result.
    public init(r: Double, degreesOfFreedom: Int, pValue: Double, subjects: Int, observations: Int) {
        self.r = r
        self.degreesOfFreedom = degreesOfFreedom
        self.pValue = pValue
        self.subjects = subjects
        self.observations = observations
    }

    /// The Fisher-z confidence interval at `level`, with standard error
    /// 1 / √(degreesOfFreedom − 1), as `pingouin.rm_corr` computes it (before rounding).
    ///
    /// - Throws: ``StatisticsError/outOfRange(name:value:expected:)`` unless 0 < level < 1.
    public func confidenceInterval(level: Double = 0.95) throws(StatisticsError) -> ConfidenceInterval {
        let denominator = degreesOfFreedom - 1
        let standardError = denominator > 0 ? 1 / Double(denominator).squareRoot() : .infinity
        return try FisherInterval.interval(r: r, standardError: standardError, level: level)
    }

    /// The repeated-measures correlation of `x` and `y` measured on `subjects`, dropping the
    /// observations where x or y is NaN or infinite.
    ///
    /// - Throws: ``StatisticsError`` when the arrays differ in length, fewer than 3 subjects
    ///   have complete observations (pingouin's minimum), the degrees of freedom are below 1,
    ///   or x or y is constant within every subject.
    public static func compute<Subject: Hashable>(
        subjects: [Subject], x: [Double], y: [Double]
    ) throws(StatisticsError) -> RepeatedMeasuresCorrelation {
        guard subjects.count == x.count else { throw .lengthMismatch(x: subjects.count, y: x.count) }
        guard x.count == y.count else { throw .lengthMismatch(x: x.count, y: y.count) }
        let complete = x.indices.filter { x[$0].isFinite && y[$0].isFinite }
        let groups = GroupCodes(complete.map { subjects[$0] })
        let n = complete.count
        guard groups.count >= 3 else { throw .tooFewGroups(needed: 3, got: groups.count) }
        let degrees = n - groups.count - 1
        guard degrees >= 1 else { throw .tooFewObservations(needed: groups.count + 2, got: n) }

        let xs = complete.map { x[$0] }, ys = complete.map { y[$0] }
        let xc = WithinCentering(xs, groups: groups.codes, groupCount: groups.count)
        let yc = WithinCentering(ys, groups: groups.codes, groupCount: groups.count)
        guard !xc.isConstantWithinEveryGroup else { throw .constantInput(column: "x within subjects") }
        guard !yc.isConstantWithinEveryGroup else { throw .constantInput(column: "y within subjects") }

        var sxx = 0.0, syy = 0.0, sxy = 0.0
        for i in 0..<n {
            sxx += xc.centred[i] * xc.centred[i]
            syy += yc.centred[i] * yc.centred[i]
            sxy += xc.centred[i] * yc.centred[i]
        }
        let r = min(1, max(-1, sxy / (sxx * syy).squareRoot()))
        return RepeatedMeasuresCorrelation(
            r: r, degreesOfFreedom: degrees, pValue: pValue(r: r, degrees: degrees),
            subjects: groups.count, observations: n)
    }

    /// The two-sided p-value of t = r √(df / (1 − r²)) on df degrees of freedom, equal to the
    /// ANCOVA's F = t² on 1 and df degrees of freedom.
    static func pValue(r: Double, degrees: Int) -> Double {
        StudentTail.twoSidedPValue(correlation: r, degrees: Double(degrees))
    }
}
