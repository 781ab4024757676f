import CareStats

/// A simulated run's findings set against its ground truth (issue 7, "truth").
///
/// Planted effects act on a person's latent severity, but what the app records is a
/// coarsened sum: a symptom is logged only at a latent 0.5 or above, rounded to a severity
/// of 1 to 4, and the daily score adds the points of the day's entries. The estimated
/// slope is therefore in score points per unit and is not expected to equal the planted
/// latent points per unit; ``PlantedEffect/biasRatio`` reports how far it is, honestly,
/// rather than correcting it.
public struct TruthComparison: Sendable {
    /// Each planted effect with its estimate.
    public var planted: [PlantedEffect]
    /// Symptom-level cells with no planted effect whose within-person q-value is below the
    /// false discovery rate.
    public var falseDiscoveries: [CorrelationGrid.Cell]
    /// Symptom-level cells with no planted effect that were tested (defined q-value).
    public var nullCellsTested: Int
    /// The false discovery rate at which cells count as discoveries.
    public var falseDiscoveryRate: Double

    /// One planted effect and what the data say about it.
    public struct PlantedEffect: Sendable {
        /// The effect as planted.
        public var truth: GroundTruthManifest.Effect
        /// The within-person regression of the daily score on the lagged factor (fixed
        /// effects by person, cluster-robust standard errors by person); nil when undefined.
        public var slope: LinearRegression.Term?
        /// Why the regression is undefined, if it is.
        public var undefined: StatisticsError?
        /// People and person-days in the regression.
        public var people: Int
        public var personDays: Int
        /// The grid cell of the same factor, symptom and lag (within-person correlation).
        public var cell: CorrelationGrid.Cell?
        /// Whether the grid's within-person q-value is below the false discovery rate: the
        /// power proxy of one run.
        public var detected: Bool

        /// Estimated score points per unit over planted latent points per unit; NaN when
        /// the slope is undefined or nothing was planted within persons.
        public var biasRatio: Double {
            guard let slope, truth.withinPerUnit != 0 else { return .nan }
            return slope.estimate / truth.withinPerUnit
        }
    }
}
