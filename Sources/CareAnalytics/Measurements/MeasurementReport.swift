import CareModel

/// Health measurements per reading (seed 000, Req 20-28): who measured, each person's
/// trend and variability averaged over people, the share of readings in the target
/// range, and how complete synced and hand-entered readings are.
///
/// Every mean is over people (one value per person) with a 95 % interval robust to
/// unequal variances (``GroupMean``); the pooled share of readings in range has its
/// interval clustered by person, since one person's readings are not independent.
public struct MeasurementReport: Sendable {
    /// How complete one source's readings are.
    public struct Completeness: Sendable {
        /// Synced or entered by hand.
        public var source: MeasurementSource
        /// People with at least one reading from the source.
        public var people: Int
        /// Their readings from the source.
        public var readings: Int
        /// Their days of use.
        public var personDays: Int
        /// Mean per person of readings from the source per day of use.
        public var readingsPerDayOfUse: GroupMean?
    }

    /// One reading's summary over all people.
    public struct Summary: Sendable {
        /// The reading's name, e.g. `blood_glucose` or `blood_pressure_systolic`.
        public var name: String
        /// Its unit, e.g. `mg/dL`.
        public var unit: String
        /// People with at least one reading.
        public var people: Int
        /// Their readings.
        public var readings: Int
        /// Mean of the per-person mean readings.
        public var meanValue: GroupMean?
        /// Each person's trend in units per 30 days, for the people with one
        /// (``PersonReadingSeries/slopePer30Days``), by person.
        public var slopes: [Double]
        /// Mean of ``slopes``.
        public var meanSlope: GroupMean?
        /// Mean per-person standard deviation (people with 2 readings or more).
        public var meanWithinSD: GroupMean?
        /// Mean per-person coefficient of variation.
        public var meanCoefficientOfVariation: GroupMean?
        /// The target range, when the reading has one.
        public var targetRange: TargetRange?
        /// Mean per-person share of readings in the target range.
        public var meanInRangeShare: GroupMean?
        /// The share of all readings in the target range, its interval clustered by person.
        public var readingsInRange: GroupMean?
        /// Synced, then hand-entered readings; a source nobody used is left out.
        public var completeness: [Completeness]
    }

    /// Per reading, by name.
    public var summaries: [Summary]
}
