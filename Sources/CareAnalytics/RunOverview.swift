import CareModel
import CareStats
import CareStore

/// The population-level view of one stored run: mean daily scores, lagged correlations
/// between every lifestyle factor and every category and symptom score, and the
/// dose-response of the strongest one.
public struct RunOverview: Sendable {
    /// People in the run.
    public var people: Int
    /// Events in the run.
    public var events: Int
    /// The days covered.
    public var period: StudyPeriod
    /// The scoring rule used.
    public var rule: ScoringRule
    /// The population's mean score per day, category and symptom.
    public var dailyMeans: [DailyMeanScore]
    /// Every factor against every category and symptom score at each lag: the grid
    /// `carelab analyze correlations` computes with its default exposures and outcomes.
    public var correlations: CorrelationGrid
    /// The factor-symptom pair with the smallest within-person p-value (pooled when no
    /// within-person estimate exists) at a lag of at least one day,
    /// banded by factor amount.
    public var doseResponse: DoseResponse?
    /// Each factor logged as a level, by name: how often it was at each level.
    public var factorLevels: [FactorLevelDistribution] = []
    /// Per symptom, how the people's mean daily scores (over the days each logged) are
    /// spread, on bins shared by every symptom.
    public var scoreDistributions: [ScoreDistribution] = []
}

/// The population's mean score on one day for one category or symptom.
public struct DailyMeanScore: Hashable, Sendable {
    public var day: CalendarDay
    public var level: ScoreLevel
    public var name: String
    /// People whose score entered the mean.
    public var people: Int
    public var meanScore: Double
}

/// Mean symptom score in bands of a factor's amount (quintiles of the observed amounts).
public struct DoseResponse: Sendable {
    public var factor: String
    public var unit: String
    public var symptom: String
    public var lagDays: Int
    public var bands: [Band]

    /// One band of factor amounts.
    public struct Band: Hashable, Sendable {
        public var lowest: Double
        public var highest: Double
        public var personDays: Int
        /// People behind the band's person-days: what the small-cell rule counts.
        public var people: Int
        public var meanScore: Double
    }
}
