/// The repeated-measures correlation (Bakdash & Marusich 2017) computed one subject at a
/// time, without keeping the observations: each subject's pairs arrive summarised in a
/// ``PearsonAccumulator``, whose sums of squared and crossed deviations from the subject's
/// own means are exactly the subject's share of the within-subject sums Sxx, Syy and Sxy
/// that ``RepeatedMeasuresCorrelation/compute(subjects:x:y:)`` builds by centring.
///
/// So millions of person-days can be correlated within persons in constant memory, with
/// the same r, degrees of freedom N − k − 1 and p-value.
public struct RepeatedMeasuresAccumulator: Hashable, Sendable {
    /// Subjects with at least one complete pair.
    public private(set) var subjects = 0
    /// Complete pairs over all subjects.
    public private(set) var observations = 0
    /// Σ over subjects of Σ(x − x̄ᵢ)².
    public private(set) var withinSumSquaresX = 0.0
    /// Σ over subjects of Σ(y − ȳᵢ)².
    public private(set) var withinSumSquaresY = 0.0
    /// Σ over subjects of Σ(x − x̄ᵢ)(y − ȳᵢ).
    public private(set) var withinCoMoment = 0.0

    /// Creates an empty accumulator.
    public init() {}

    /// Adds one subject's pairs; a subject without complete pairs is ignored.
    public mutating func add(subject: PearsonAccumulator) {
        guard subject.count > 0 else { return }
        subjects += 1
        observations += subject.count
        withinSumSquaresX += subject.sumSquaresX
        withinSumSquaresY += subject.sumSquaresY
        withinCoMoment += subject.coMoment
    }

    /// Adds the subjects another accumulator has seen (they must be different subjects).
    public mutating func merge(_ other: RepeatedMeasuresAccumulator) {
        subjects += other.subjects
        observations += other.observations
        withinSumSquaresX += other.withinSumSquaresX
        withinSumSquaresY += other.withinSumSquaresY
        withinCoMoment += other.withinCoMoment
    }

    /// The common within-subject slope of y on x, Sxy / Sxx: the slope of the ANCOVA with
    /// one intercept per subject (the fixed-effects or within estimator), in y units per
    /// x unit; NaN when x does not vary within any subject.
    public var slope: Double {
        withinSumSquaresX > 0 ? withinCoMoment / withinSumSquaresX : .nan
    }

    /// The repeated-measures correlation of the subjects seen, with the conditions and
    /// p-value of ``RepeatedMeasuresCorrelation/compute(subjects:x:y:)``.
    ///
    /// - Throws: ``StatisticsError`` for fewer than 3 subjects, degrees of freedom below 1,
    ///   or x or y constant within every subject.
    public func correlation() throws(StatisticsError) -> RepeatedMeasuresCorrelation {
        guard subjects >= 3 else { throw .tooFewGroups(needed: 3, got: subjects) }
        let degrees = observations - subjects - 1
        guard degrees >= 1 else { throw .tooFewObservations(needed: subjects + 2, got: observations) }
        guard withinSumSquaresX > 0 else { throw .constantInput(column: "x within subjects") }
        guard withinSumSquaresY > 0 else { throw .constantInput(column: "y within subjects") }
        let r = min(1, max(-1, withinCoMoment / (withinSumSquaresX * withinSumSquaresY).squareRoot()))
        return RepeatedMeasuresCorrelation(
            r: r, degreesOfFreedom: degrees,
            pValue: RepeatedMeasuresCorrelation.pValue(r: r, degrees: degrees),
            subjects: subjects, observations: observations)
    }
}
