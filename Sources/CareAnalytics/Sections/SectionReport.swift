import CareModel
import CareStats

/// Which sections of the app are used, and how often people log in, by study week and
/// cohort (seed 004 DR8's research analytics). Counts and estimates only: the small-cell
/// rule is the report's to apply, on the people of each row.
///
/// A study week is seven local days from the study's first day (week 1 is days 1-7); the
/// last week may be shorter. A person is active in a week when they used the app on any of
/// its days (``PersonActivity``).
public struct SectionReport: Sendable {
    /// The group of every person: `all`.
    public static let everyone = "all"

    /// People in the run.
    public var people: Int
    /// Study weeks in the period.
    public var weeks: Int
    /// Whether any person has a cohort (or an arm when the programme has no cohorts): the
    /// groups other than ``everyone`` are then theirs.
    public var hasGroups: Bool
    /// The people active per group, per week and over the whole study.
    public var active: [Active]
    /// Every section used by anyone, per group, per week and over the whole study.
    public var usage: [SectionUse]
    /// Log-ins of the people active, per group, per week and over the whole study.
    public var logins: [Logins]

    /// Creates a report.
    public init(people: Int, weeks: Int, hasGroups: Bool, active: [Active], usage: [SectionUse], logins: [Logins]) {
        self.people = people
        self.weeks = weeks
        self.hasGroups = hasGroups
        self.active = active
        self.usage = usage
        self.logins = logins
    }

    /// The group of the person of `log` besides ``everyone``: their cohort, or their arm
    /// when the programme has no cohorts; nil when neither is set, and for the one arm of a
    /// run without arms, which is everyone.
    public static func group(of log: PersonRecord) -> String? {
        guard let group = log.cohort ?? log.arm, !group.isEmpty, group != everyone else { return nil }
        return group
    }

    /// Whether anyone used a section.
    public var hasSectionUse: Bool { !usage.isEmpty }

    /// Whether anyone logged in.
    public var hasLogins: Bool { logins.contains { $0.logins > 0 } }

    /// The people of `group` active in `week` (nil for the whole study).
    public func activePeople(group: String, week: Int?) -> Int {
        active.first { $0.group == group && $0.week == week }?.people ?? 0
    }

    /// People active in a group and week.
    public struct Active: Hashable, Sendable {
        /// ``SectionReport/everyone`` or a cohort.
        public var group: String
        /// The study week from 1; nil for the whole study.
        public var week: Int?
        /// People who used the app in it.
        public var people: Int
    }

    /// One section's use by one group in one week (or the whole study).
    public struct SectionUse: Hashable, Sendable {
        public var section: AppSection
        /// ``SectionReport/everyone`` or a cohort.
        public var group: String
        /// The study week from 1; nil for the whole study.
        public var week: Int?
        /// Events of the section.
        public var events: Int
        /// Distinct people with at least one.
        public var people: Int
        /// People of the group active in the week, who could have used it.
        public var activePeople: Int

        /// The share of the active people who used the section, with its Wilson 95 %
        /// interval; nil when no one was active.
        public var share: Proportion? { try? Proportion.wilson(successes: people, trials: activePeople) }
    }

    /// Log-ins of the active people of a group in a week, or per active week over the
    /// whole study, and sessions (log-ins) per day with a log-in.
    public struct Logins: Hashable, Sendable {
        /// ``SectionReport/everyone`` or a cohort.
        public var group: String
        /// The study week from 1: each active person's log-ins that week; nil: each active
        /// person's log-ins per week they were active over the whole study.
        public var week: Int?
        /// Log-ins counted.
        public var logins: Int
        /// Mean, median and quartiles over the active people; nil when none was active.
        public var perPerson: DistributionSummary?
        /// Log-ins per day with a log-in: the people's log-ins over their days with one,
        /// with a 95 % interval clustered by person (a ratio estimate); nil for fewer than
        /// two people who logged in.
        public var perLoginDay: RatioEstimate?
    }
}
