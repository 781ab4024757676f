import CareModel
import CareStats

extension TruthComparison {
    /// A symptom's planted share of onsets in a part of the day and its estimate by
    /// ``TimeOfDayAnalysis`` (seed 000, Req 3): recovered when the person-clustered 95 %
    /// interval of the share covers the planted chance.
    public struct OnsetRecovery: Sendable {
        /// The symptom.
        public var symptom: String
        /// The part of the day.
        public var part: TimeOfDay
        /// The planted chance that a bout starts in the part.
        public var planted: Double
        /// The analysis' row; nil when the symptom never started.
        public var row: OnsetShare?

        /// Whether the interval covers the planted share; nil without an interval.
        public var recovered: Bool? {
            guard let interval = row?.share?.interval else { return nil }
            return interval.lower <= planted && planted <= interval.upper
        }
    }

    /// An effect planted for one part of the day (seed 000, Req 11) against the slope of
    /// ``TimeOfDayAnalysis`` over the days its factor was taken in one part: recovered when
    /// the 95 % interval covers the slope the simulator's model implies for that part.
    public struct PartEffectRecovery: Sendable {
        /// The effect as planted.
        public var truth: GroundTruth.Effect
        /// The part of the day the factor was taken in.
        public var part: TimeOfDay
        /// The analysis' cell; nil when the factor was never taken in the part.
        public var cell: FactorPartCell?

        /// The score points per unit the model implies for the part.
        public var implied: Double? { truth.impliedScorePointsPerUnitByPart?[part.rawValue] }

        /// The latent points per unit planted for the part: the effect's within part in its
        /// own part of the day, 0 in the others.
        public var planted: Double { truth.timeOfDay == part.rawValue ? truth.withinPerUnit : 0 }

        /// Whether the slope's interval covers the implied value; nil without both.
        public var recovered: Bool? {
            guard let implied, let interval = cell?.slope?.interval else { return nil }
            return interval.lower <= implied && implied <= interval.upper
        }
    }

    /// A planted onset trigger (seed 000, Req 3 and 11) against the hour-lag cell of
    /// ``TimeOfDayAnalysis`` in its window: recovered when the cell's 95 % interval covers
    /// the slope the simulator's model implies.
    public struct OnsetTriggerRecovery: Sendable {
        /// The trigger as planted.
        public var truth: GroundTruth.OnsetTriggerTruth
        /// The analysis' cell; nil when nobody logged the factor.
        public var cell: HourLagCell?

        /// Whether the slope's interval covers the implied value; nil without both.
        public var recovered: Bool? {
            guard let implied = truth.impliedOnsetChancePerUnit, let interval = cell?.slope?.interval else { return nil }
            return interval.lower <= implied && implied <= interval.upper
        }
    }
}
