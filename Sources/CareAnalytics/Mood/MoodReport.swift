import CareModel
import CareStats

/// The mood survey over time (seed 004 DR5.FR7.1 and DR8 "moods over time"): which moods
/// people chose, how each person's and each cohort's mood moved, how one answer follows
/// another, and the mood after a learning module was recommended.
public struct MoodReport: Sendable {
    /// Answers per mood over everyone, and the people who chose it at least once.
    public var distribution: [(mood: Mood, answers: Int, people: Int)]
    /// All answers.
    public var answers: Int
    /// Per person with at least 3 answers on 2 or more days: the least-squares slope of
    /// valence (NRC-VAD, 0-1) on time in days, summarised over people.
    public var personTrends: DistributionSummary?
    /// Mean valence per cohort (or arm when the run has no cohorts) and calendar month.
    public var cohortMonths: [CohortMonth]
    /// `transitions[from][to]`: consecutive answers of the same person.
    public var transitions: [Mood: [Mood: Int]]
    /// People contributing transitions from each mood.
    public var transitionPeople: [Mood: Int]
    /// After a neutral or negative mood the app recommends a learning module (DR5.FR7.1):
    /// the valence of the person's next answer when the module was opened before it, and
    /// when it was not.
    public var afterRecommendation: [Recommendation]
    /// Answers per study week (seven local days from the study's first day), for
    /// ``everyone`` and per cohort (or arm when the run has no cohorts); empty when the
    /// database has no study period.
    public var weeks: [Week] = []
    /// Moods on the apps' own scales (an import's `daylio_1_5`, `bearable_0_10`, …), one
    /// summary per scale, by name; the survey's answers are not among them.
    public var scales: [Scale] = []

    /// The group of every person: `all`.
    public static let everyone = "all"

    /// One cohort's mean valence in one month.
    public struct CohortMonth: Sendable {
        public var cohort: String
        public var month: CalendarMonth
        public var meanValence: Double
        public var answers: Int
        public var people: Int
    }

    /// One group's answers in one study week (seed 004 DR8 "moods over time").
    public struct Week: Sendable {
        /// ``MoodReport/everyone``, a cohort or an arm.
        public var group: String
        /// The study week from 1.
        public var week: Int
        public var answers: Int
        /// People who answered.
        public var people: Int
        /// Mean valence (NRC-VAD, 0-1) of the answers.
        public var meanValence: Double
        /// Its 95 % interval, clustered by person; nil with no variation.
        public var meanValenceInterval: ConfidenceInterval?
        /// The share of answers with a negative mood (sad, angry, sick, overwhelmed).
        public var negativeShare: Double
        /// Its 95 % interval, clustered by person; nil with no variation.
        public var negativeShareInterval: ConfidenceInterval?
    }

    /// The next answer after recommendations whose module was opened, or not.
    public struct Recommendation: Sendable {
        public var moduleOpened: Bool
        /// Recommendations followed by another answer.
        public var recommendations: Int
        public var people: Int
        /// Mean valence of the next answer (95 % interval clustered by person).
        public var nextValence: GroupMean?
        /// Share of next answers in the positive group (Wilson interval).
        public var nextPositive: Proportion?
    }

    /// Moods on one app's own scale.
    public struct Scale: Sendable {
        /// The scale's name, the `mood` rows' unit (`daylio_1_5`).
        public var scale: String
        public var answers: Int
        public var people: Int
        /// Each value given, in increasing order.
        public var values: [ScaleValue]
        /// The mean value per calendar month.
        public var months: [ScaleMonth]
        /// Per person with at least 3 answers on 2 or more days: the least-squares slope of
        /// the value on time in days, summarised over people.
        public var personTrends: DistributionSummary?
    }

    /// One value of an app's mood scale.
    public struct ScaleValue: Sendable {
        public var value: Double
        /// The app's word for the value (Daylio's `good`) when every answer of this value
        /// has the same one.
        public var name: String?
        public var answers: Int
        public var people: Int
    }

    /// One month's answers on an app's mood scale.
    public struct ScaleMonth: Sendable {
        public var month: CalendarMonth
        public var mean: Double
        public var answers: Int
        public var people: Int
    }
}
