import CareModel
import CareStats

/// A simulated run's findings set against its ground truth (issue 7, "truth").
///
/// Planted effects act on a person's latent severity, but what the app records is a
/// coarsened sum: a symptom is logged only at a latent 0.5 or above, rounded to a severity
/// of 1 to 4, and the daily score adds the points of the day's entries. The estimated
/// slope is therefore in score points per unit and is not expected to equal the planted
/// latent points per unit (``PlantedEffect/biasRatio`` says how far it is). The manifest
/// also states each effect in score points per unit as the simulator's model implies it,
/// and an effect is recovered when the estimate's 95 % interval covers that value.
public struct TruthComparison: Sendable {
    /// Each planted effect with its estimate.
    public var planted: [PlantedEffect]
    /// Each planted effect with a between-person part, with its estimate.
    public var between: [BetweenEffect]
    /// Each medication's planted adherence with its estimates.
    public var adherence: [MeanRecovery]
    /// Each missed-dose effect with its estimate.
    public var missedDoses: [MissedDoseEffect]
    /// Each dispensed medication's planted days late of a fill with its estimate.
    public var refillLateness: [MeanRecovery]
    /// Each medication's planted share of doses logged late with the mean per-person share
    /// (seed 000, Req 14).
    public var lateLogging: [MeanRecovery]
    /// Each medication's planted mean delay of a late-logged dose, in minutes, with the
    /// mean per-person delay.
    public var loggingDelay: [MeanRecovery]
    /// Each task's planted completion on days of use with its estimate.
    public var taskCompletion: [MeanRecovery]
    /// Each measurement's planted trend per 30 days with the mean per-person slope
    /// (``MeasurementAnalysis``); item is the reading.
    public var measurementTrends: [MeanRecovery]
    /// The planted mood weight with its estimate; nil when the scenario has no mood survey.
    public var moodWeight: MoodWeightEffect?
    /// Each arm's planted dropout hazard with its estimate from the reminder log.
    public var dropout: [DropoutHazard]
    /// Each arm's expected share of days with use, period by period, with its estimate.
    public var activeShares: [ActiveShare]
    /// The missing-data mechanism with its estimate; nil without one in the manifest.
    public var missingness: MissingnessEffect?
    /// Each planted effect of a factor on a symptom entry with its estimate (seed 000,
    /// Req 5-6); the cell is nil when no entry carried the factor.
    public var symptomFactors: [SymptomFactorRecovery]
    /// Each planted share of the medical record and dental chart with its estimate
    /// (seed 001); empty when the run plants none.
    public var medicalRecordShares: [ShareRecovery] = []
    /// The planted rates of mistakes corrected in the medical record (item `deleted_items`,
    /// `tooth_corrections`) with the mean per-person rate.
    public var medicalRecordRates: [MeanRecovery] = []
    /// Each symptom's planted share of onsets in each part of the day with its estimate
    /// (seed 000, Req 3); empty when the manifest plants none.
    public var onsets: [OnsetRecovery]
    /// Each effect planted for one part of the day, part by part, with its estimate (seed
    /// 000, Req 11); empty when the manifest plants none.
    public var partEffects: [PartEffectRecovery]
    /// Each planted onset trigger with its estimate (seed 000, Req 3 and 11); empty when
    /// the manifest plants none.
    public var onsetTriggers: [OnsetTriggerRecovery]
    /// The planted parameters of the information desk with their estimates (seed 004,
    /// DR3); empty when the run plants no forum.
    public var forum: [ParameterRecovery] = []
    /// The planted redemption of reward points with its estimate (seed 004, DR6); empty
    /// when the run plants none.
    public var redemption: [ParameterRecovery] = []
    /// The planted parameters of the learning modules with their estimates (seed 004,
    /// DR5.FR6.0, DR8); empty when the run plants no modules.
    public var modules: [ModuleRecovery] = []
    /// The planted attendance of calendar appointments and the effect of a reminder a day
    /// ahead, with their estimates (seed 004, DR3/DR7.FR4.0, DR7.FR9.2); empty when the run
    /// plants no calendar.
    public var calendar: [ParameterRecovery] = []
    /// The planted sessions per day in the app with the estimate of sessions per day with
    /// a log-in (seed 004 DR8); empty when the run plants one session a day.
    public var sessions: [ParameterRecovery] = []
    /// The planted favourite view ratio of the wellbeing card kit with its estimate (seed
    /// 002, entries 13-16); empty when the run plants no cards.
    public var cards: [ParameterRecovery] = []
    /// The planted shares of journal entries edited and deleted and the mean hours to an
    /// edit, with their estimates (seed 002, entries 40-44); empty when the run plants none.
    public var journal: [ParameterRecovery] = []
    /// The planted odds ratios of task groups' schedule edits against their estimates (seed
    /// 003, story 12); empty when the run plants no task groups.
    public var taskGroups: [ParameterRecovery] = []
    /// Symptom-level cells with no planted effect whose within-person q-value is below the
    /// false discovery rate.
    public var falseDiscoveries: [CorrelationGrid.Cell]
    /// Symptom-level cells with no planted effect that were tested (defined q-value).
    public var nullCellsTested: Int
    /// The false discovery rate at which cells count as discoveries.
    public var falseDiscoveryRate: Double

    /// A planted effect of a factor on a symptom entry and its estimate by
    /// ``SymptomFactorAnalysis``: recovered when the 95 % interval covers the change of the
    /// next entry's severity rank the simulator's model implies.
    public struct SymptomFactorRecovery: Sendable {
        /// What was planted.
        public var truth: GroundTruth.SymptomFactorEffect
        /// The analysis' cell of the symptom, role and factor; nil when no entry carried it.
        public var cell: SymptomFactorCell?

        /// Whether the interval covers the implied change; nil without both.
        public var recovered: Bool? {
            guard let implied = truth.impliedNextSeverityChange, let interval = cell?.slope?.interval else { return nil }
            return interval.lower <= implied && implied <= interval.upper
        }
    }

    /// A planted mean (a medication's adherence, a task's completion, the days a pharmacy
    /// fill comes late, a measurement's trend) and what the data estimate of it.
    ///
    /// The mean is estimated on the scale it is planted on, so it can be called recovered:
    /// the 95 % interval of the default measure (for shares, over the occasions due on days
    /// the person used the app) covers the mean planted value of the people simulated.
    public struct MeanRecovery: Sendable {
        /// The medication's or task's name.
        public var item: String
        /// The mean planted value of the people simulated.
        public var planted: Double
        /// The mean of the distribution the scenario drew it from.
        public var distributionMean: Double
        /// The default estimate: the mean per-person share over the occasions due on days
        /// of use, or the mean per-person delay of fills.
        public var observed: GroupMean?
        /// Mean per-person share over each observation window, days without use counted as
        /// missed; nil where the analysis has no such measure.
        public var window: GroupMean?
        /// People behind the estimate.
        public var people: Int

        /// Whether the default estimate's interval covers the planted mean; nil when there
        /// is no estimate.
        public var recovered: Bool? {
            observed.map { $0.interval.lower <= planted && planted <= $0.interval.upper }
        }
    }

    /// A missed dose's planted effect on a symptom, and the within-person regression of
    /// the symptom's daily score on the doses missed that day (fixed effects and
    /// cluster-robust errors by person, on days the person logged anything).
    public struct MissedDoseEffect: Sendable {
        public var medication: String
        public var truth: GroundTruth.MissedDose
        public var slope: LinearRegression.Term?
        public var undefined: StatisticsError?
        public var people: Int
        public var personDays: Int

        /// Whether the slope's 95 % interval covers the implied score-scale effect.
        public var recovered: Bool? {
            guard let slope, let implied = truth.impliedScorePointsPerMissedDose else { return nil }
            return slope.interval.lower <= implied && implied <= slope.interval.upper
        }
    }

    /// A planted between-person effect and the coefficient of the person's mean factor
    /// amount in the hybrid (Mundlak) regression of the daily score on that mean and the
    /// day's deviation from it, with cluster-robust errors by person, over the day pairs of
    /// the within estimate.
    public struct BetweenEffect: Sendable {
        public var truth: GroundTruth.Effect
        public var coefficient: LinearRegression.Term?
        public var undefined: StatisticsError?
        public var people: Int
        public var personDays: Int

        /// Whether the coefficient's interval covers the one the model implies.
        public var recovered: Bool? {
            guard let coefficient, let implied = truth.impliedPersonMeanCoefficient else { return nil }
            return coefficient.interval.lower <= implied && implied <= coefficient.interval.upper
        }
    }

    /// The mood model's weight of the day's symptom points, and the within-person regression
    /// of the day's mean mood valence on its symptom points (fixed effects and cluster-robust
    /// errors by person, on days with a survey answered).
    public struct MoodWeightEffect: Sendable {
        public var truth: GroundTruth.Mood
        public var slope: LinearRegression.Term?
        public var undefined: StatisticsError?
        public var people: Int
        public var personDays: Int

        /// Whether the slope's 95 % interval covers the valence slope the weight implies.
        public var recovered: Bool? {
            guard let slope, let implied = truth.impliedValencePerSymptomPoint else { return nil }
            return slope.interval.lower <= implied && implied <= slope.interval.upper
        }
    }

    /// An arm's planted dropout and the pooled daily hazard the reminder log shows
    /// (``ReminderDropouts``): dropouts over days at risk.
    public struct DropoutHazard: Sendable {
        public var truth: GroundTruth.Group
        /// Nil when the arm does not remind every day (dropouts do not show) or has fewer
        /// than two people.
        public var estimate: RatioEstimate?
        public var people: Int

        /// Whether the estimate's interval covers the hazard a pooled estimate targets.
        public var recovered: Bool? {
            estimate.map { $0.interval.lower <= truth.expectedDropoutHazard && truth.expectedDropoutHazard <= $0.interval.upper }
        }
    }

    /// The missing-data mechanism and the within-person regression of a day's log-in (0 or
    /// 1) on the symptom points logged the day before (fixed effects and cluster-robust
    /// errors by person, on days after a day with logging).
    public struct MissingnessEffect: Sendable {
        public var truth: GroundTruth.Missingness
        public var slope: LinearRegression.Term?
        public var undefined: StatisticsError?
        public var people: Int
        public var personDays: Int

        /// Whether the slope's interval covers the slope the mechanism implies.
        public var recovered: Bool? {
            guard let slope, let implied = truth.impliedUsePerPointTheDayBefore else { return nil }
            return slope.interval.lower <= implied && implied <= slope.interval.upper
        }
    }

    /// One arm's expected share of days with use in one period of the study (the engagement
    /// curve its people's traits imply) and the observed share of days with a log-in.
    public struct ActiveShare: Sendable {
        public var arm: String
        /// The period's first and last day, from 1.
        public var firstDay: Int, lastDay: Int
        public var planted: Double
        public var estimate: RatioEstimate?
        public var people: Int

        /// Whether the estimate's interval covers the planted share.
        public var recovered: Bool? {
            estimate.map { $0.interval.lower <= planted && planted <= $0.interval.upper }
        }
    }

    /// One planted effect and what the data say about it.
    public struct PlantedEffect: Sendable {
        /// The effect as planted.
        public var truth: GroundTruth.Effect
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

        /// Whether the slope's 95 % interval covers the implied score-scale effect; nil
        /// when either is missing.
        public var recovered: Bool? {
            guard let slope, let implied = truth.impliedScorePointsPerUnit else { return nil }
            return slope.interval.lower <= implied && implied <= slope.interval.upper
        }

        /// Estimated score points per unit over planted latent points per unit; NaN when
        /// the slope is undefined or nothing was planted within persons.
        public var biasRatio: Double {
            guard let slope, truth.withinPerUnit != 0 else { return .nan }
            return slope.estimate / truth.withinPerUnit
        }
    }
}
