import CareModel
import CareStats

/// How people took their medications (seed 000 Req 13-14), from the stored programme's
/// schedules and the logged doses through CareModel's ``DoseAdherence``, and how adherence
/// relates to symptom scores. People who never used the app have no observation window
/// and are left out.
public struct AdherenceReport: Sendable {
    /// One person's adherence to one medication over their observation window.
    public struct PersonMedication: Sendable {
        public var personID: Int
        public var arm: String
        public var medication: String
        /// The person's observation window: their first through their last day of use.
        public var window: DayWindow
        /// Adherence over ``window``, with the doses due on days of use counted apart.
        public var adherence: DoseAdherence
        /// The person's mean total daily score on the days they logged; nil when none.
        public var meanScore: Double?
        /// How late the person logged their doses (seed 000, Req 14).
        public var logging: DoseLoggingDelay
    }

    /// One medication's summary for one group (all people, or an arm).
    public struct Summary: Sendable {
        public var medication: String
        public var group: String
        /// Mean per-person share of the doses due on observed days that were taken (the
        /// default measure: taken / scheduled while observed).
        public var observedTakenShare: GroupMean?
        /// Mean per-person share of the doses scheduled in the observation window that were
        /// taken (days without use count as missed).
        public var takenShare: GroupMean?
        /// Mean per-person share taken within the on-time window.
        public var onTimeRate: GroupMean?
        /// All doses of the group due on observed days, the share taken (Wilson interval).
        public var observedDosesTaken: Proportion?
        /// All doses of the group scheduled in the observation windows, the share taken
        /// (Wilson interval).
        public var dosesTaken: Proportion?
        /// Mean drug holidays per person.
        public var drugHolidays: GroupMean?
        public var people: Int
        /// Mean per-person days from the end of one fill's supply to the next fill.
        public var refillDelay: GroupMean?
        /// Mean per-person CMA7 from the first fill until the last fill's supply runs out.
        public var cma7: GroupMean?
        /// People with at least one fill of the medication.
        public var peopleWithFills: Int
        /// Mean per-person share of the logged doses that were logged after they were taken
        /// and their taken time corrected (seed 000, Req 14).
        public var lateLoggedShare: GroupMean?
        /// Mean per-person time from taking a dose to logging it, in minutes, over the
        /// doses logged late, among the people with any.
        public var loggingDelayMinutes: GroupMean?
    }

    /// One medication's adherence in one week of the study for one group: the doses due on
    /// the observed days of that week (days of use, within each person's observation
    /// window) and the share of them taken, the week's taken / scheduled while observed.
    public struct WeeklyShare: Hashable, Sendable {
        public var medication: String
        /// `all`, or an arm (arms only when there are several).
        public var group: String
        /// The week's number from 0: days 7·week to 7·week + 6 of the period (the last
        /// week may be shorter).
        public var week: Int
        /// The week's first day.
        public var first: CalendarDay
        /// Doses due on observed days of the week, over the group.
        public var observedScheduledDoses: Int
        /// Of them, doses taken.
        public var observedTakenDoses: Int
        /// People with a dose due on an observed day of the week: the people behind the share.
        public var people: Int

        /// Taken / scheduled while observed; nil when no dose was due on an observed day.
        public var observedTakenShare: Double? {
            observedScheduledDoses > 0 ? Double(observedTakenDoses) / Double(observedScheduledDoses) : nil
        }
    }

    /// The days covered.
    public var period: StudyPeriod
    /// Per person and medication, by person then medication.
    public var people: [PersonMedication]
    /// Per person and medication with pharmacy fills, by person then medication.
    public var refills: [PersonRefills]
    /// Per medication: all people, then each arm.
    public var summaries: [Summary]
    /// Per medication: Pearson correlation over people of the observed taken share with
    /// mean score.
    public var scoreRelation: [(medication: String, result: Result<Correlation, StatisticsError>)]
    /// Per medication, group (as ``summaries``) and week of the period with a dose due on
    /// an observed day: the share taken. Weighted by their scheduled doses, a group's weekly
    /// shares average to its ``Summary/observedDosesTaken``.
    public var weekly: [WeeklyShare] = []
}
