/// One subject's own correlation between two repeated measures.
public struct SubjectCorrelation<Subject: Hashable & Sendable>: Sendable {
    /// The subject.
    public var subject: Subject
    /// The subject's pairs where both values are finite.
    public var completePairs: Int
    /// The subject's correlation, or why it is undefined (too few observations, a constant
    /// column).
    public var result: Result<Correlation, StatisticsError>

    /// Creates a result.
    public init(subject: Subject, completePairs: Int, result: Result<Correlation, StatisticsError>) {
        self.subject = subject
        self.completePairs = completePairs
        self.result = result
    }
}

/// Per-subject correlations and the distribution of the defined ones: how much the
/// within-subject association varies between subjects, which the single
/// ``RepeatedMeasuresCorrelation`` hides.
public struct SubjectCorrelations<Subject: Hashable & Sendable>: Sendable {
    /// One correlation per subject, in order of first appearance.
    public var correlations: [SubjectCorrelation<Subject>]
    /// The distribution of the defined coefficients; nil when none is defined.
    public var summary: DistributionSummary?

    /// Creates a result.
    public init(correlations: [SubjectCorrelation<Subject>], summary: DistributionSummary?) {
        self.correlations = correlations
        self.summary = summary
    }

    /// Each subject's correlation of `x` and `y` by `method`, each with pairwise deletion.
    ///
    /// - Throws: ``StatisticsError/lengthMismatch(x:y:)`` when the arrays differ in length.
    public static func compute(
        subjects: [Subject], x: [Double], y: [Double], method: CorrelationMethod = .pearson
    ) throws(StatisticsError) -> SubjectCorrelations {
        guard subjects.count == x.count else { throw .lengthMismatch(x: subjects.count, y: x.count) }
        guard x.count == y.count else { throw .lengthMismatch(x: x.count, y: y.count) }
        let groups = GroupCodes(subjects)
        var xs = [[Double]](repeating: [], count: groups.count)
        var ys = [[Double]](repeating: [], count: groups.count)
        for (i, code) in groups.codes.enumerated() {
            xs[code].append(x[i])
            ys[code].append(y[i])
        }
        let correlations = groups.labels.indices.map { code in
            SubjectCorrelation(
                subject: groups.labels[code],
                completePairs: zip(xs[code], ys[code]).filter { $0.isFinite && $1.isFinite }.count,
                result: Result { () throws(StatisticsError) in try Correlation.compute(method, xs[code], ys[code]) })
        }
        let defined = correlations.compactMap { try? $0.result.get().r }
        return SubjectCorrelations(correlations: correlations, summary: try? DistributionSummary(defined))
    }
}
