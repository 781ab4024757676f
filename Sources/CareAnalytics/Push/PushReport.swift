import CareStats

/// Push notifications over a run (seed 004, DR7.FR9.0-9.2): for every kind, how many were
/// sent and opened and how many people muted it; how many people receive every kind; the
/// events of the incoming kinds per day; and the log-ins an opened check-in reminder
/// brings. Counts and estimates only: the small-cell rule is the report's to apply.
public struct PushReport: Sendable {
    /// One kind's notifications within a group.
    public struct Row: Sendable {
        /// The kind's name, e.g. `daily_check_in`.
        public var kind: String
        /// Notifications sent and those opened.
        public var sent: Int
        public var opened: Int
        /// People sent at least one.
        public var recipients: Int
        /// People who muted the kind, and those who chose specific kinds and kept it.
        public var muted: Int
        public var keptBySpecific: Int
        /// The share opened as a mean over notifications, interval clustered by person; nil
        /// with fewer than two recipients.
        public var openedByPerson: GroupMean?
    }

    /// The notifications of a group of people: everyone, or one arm.
    public struct Group: Sendable {
        /// The arm; empty for everyone.
        public var arm: String
        /// People, and those whose choice of kinds is recorded.
        public var people: Int
        public var choosers: Int
        /// People who receive every kind.
        public var keepAll: Int
        /// Every kind in the app's order.
        public var rows: [Row]
        /// Every notification's share opened, clustered by person.
        public var openedByPerson: GroupMean?

        /// People who chose specific kinds.
        public var specific: Int { choosers - keepAll }
        /// The share of people who receive every kind, with its Wilson interval.
        public var keepAllShare: Proportion? { try? Proportion.wilson(successes: keepAll, trials: choosers) }
        /// The share of people who muted `row`'s kind, with its Wilson interval.
        public func mutedShare(_ row: Row) -> Proportion? { try? Proportion.wilson(successes: row.muted, trials: choosers) }
        /// Among people who chose specific kinds, the share who kept `row`'s kind.
        public func keptShare(_ row: Row) -> Proportion? { try? Proportion.wilson(successes: row.keptBySpecific, trials: specific) }
        /// Notifications sent and opened, every kind.
        public var sent: Int { rows.reduce(0) { $0 + $1.sent } }
        public var opened: Int { rows.reduce(0) { $0 + $1.opened } }
    }

    /// People in the run.
    public var people: Int
    /// Everyone first, then each arm when the run has more than one; empty without any
    /// notification or choice.
    public var groups: [Group]
    /// By incoming kind (`cohort_message`, …): notifications per day with a check-in
    /// reminder, over people who receive both (what estimates the events a day, as the
    /// reminder comes every day before dropout).
    public var perDay: [(kind: String, estimate: RatioEstimate)]
    /// People sent a check-in reminder, and the reminders' days opened and unopened with
    /// those among them without a log-in.
    public var checkInPeople: Int
    public var openedDays: Int, openedDaysWithoutLogin: Int
    public var unopenedDays: Int, unopenedDaysWithoutLogin: Int
    /// 1 − (share of opened reminders' days without a log-in) / (the same share among
    /// unopened ones): the chance that an opened reminder brings in a person who would not
    /// otherwise have used the app; its interval from ``RatioOfRatios`` clustered by person.
    public var loginLift: (estimate: Double, interval: ConfidenceInterval)?

    /// The group of everyone, if anyone was sent a notification or chose kinds.
    public var all: Group? { groups.first { $0.arm.isEmpty } }
    /// The share of opened reminders' days with a log-in, with its Wilson interval.
    public var loginShareOpened: Proportion? {
        try? Proportion.wilson(successes: openedDays - openedDaysWithoutLogin, trials: openedDays)
    }
    /// The share of unopened reminders' days with a log-in, with its Wilson interval.
    public var loginShareUnopened: Proportion? {
        try? Proportion.wilson(successes: unopenedDays - unopenedDaysWithoutLogin, trials: unopenedDays)
    }
}
