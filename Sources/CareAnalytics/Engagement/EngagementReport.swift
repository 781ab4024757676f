import CareModel
import CareStats

/// How people used the app (seed 004 DR8: which sections are used most, log-in frequency,
/// survey results, module use), with the product measures a team tracks: daily, weekly and
/// monthly active users, retention and dropout.
public struct EngagementReport: Sendable {
    /// The days covered.
    public var period: StudyPeriod
    /// People in the run, and those who used the app at least once.
    public var people: Int
    public var peopleWhoUsedTheApp: Int
    /// One entry per day of the period.
    public var activeUsers: [ActiveUsers]
    /// Day-N retention per group (all people, then each arm).
    public var retention: [Retention]
    /// Weekly retention of enrolment-week cohorts.
    public var cohorts: [CohortRetention]
    /// The days without use that mean a person has gone.
    public var inactiveDays: Int
    /// Kaplan-Meier curves of time to dropout, all people then each arm.
    public var dropout: [(group: String, curve: SurvivalCurve)]
    /// The log-rank test between arms; nil with one arm, or why it is undefined.
    public var dropoutByArm: Result<LogRankTest<String>, StatisticsError>?
    /// Hazard ratios of dropout, each arm against the reference arm (Cox proportional
    /// hazards, Efron ties); nil with one arm, or why the fit is undefined.
    public var dropoutHazards: DropoutHazards?

    /// A Cox model of the time to dropout on one 0/1 column per arm other than the
    /// reference (`control` when there is one, else the first arm by name).
    public struct DropoutHazards: Sendable {
        public var reference: String
        /// People in each arm.
        public var people: [String: Int]
        public var model: Result<CoxModel, StatisticsError>
    }
    /// App sections by events, most used first.
    public var sections: [SectionUse]
    /// Log-ins per person per week of follow-up (until dropout or the end of the period).
    public var loginsPerWeek: DistributionSummary?
    /// Mood-survey answers over days of use, and learning modules opened per person.
    public var surveyResponses: Int
    public var surveyResponseRate: Proportion?
    public var modulesPerPerson: DistributionSummary?

    /// Distinct people active on a day, in the week and in the 30 days ending that day.
    public struct ActiveUsers: Hashable, Sendable {
        public var day: CalendarDay
        public var daily: Int
        public var weekly: Int
        public var monthly: Int
        /// daily / monthly, the usual "stickiness"; nil when nobody was active in the month.
        public var stickiness: Double? { monthly > 0 ? Double(daily) / Double(monthly) : nil }
    }

    /// The share of people who used the app again exactly N days after their first day.
    public struct Retention: Sendable {
        public var group: String
        public var day: Int
        /// Successes are people active on day N; trials are people whose day N lies in the
        /// period. Nil when nobody could be followed that long.
        public var share: Proportion?
        public var eligible: Int
    }

    /// One enrolment-week cohort's share active in each week since enrolment.
    public struct CohortRetention: Sendable {
        /// The first day of the cohort's enrolment week (weeks counted from the period's start).
        public var enrolmentWeek: CalendarDay
        public var size: Int
        /// `active[k]`: people of the cohort active in week k after enrolment, for the
        /// weeks inside the period.
        public var active: [Int]
    }

    /// One section of the app, from the usage events.
    public struct SectionUse: Hashable, Sendable {
        public var section: String
        public var events: Int
        public var people: Int
    }
}
