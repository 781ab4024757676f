import CareStats

/// Reminders over a run (seed 000, Req 15): for each reminder and each kind of reminder,
/// how often it fired and the share of firings followed, per person, by part of the day and
/// by arm. Counts and estimates only: the small-cell rule is the report's to apply, on each
/// cell's ``Cell/people``.
public struct ReminderReport: Sendable {
    /// The firings of one reminder or kind in one group of people or part of the day.
    public struct Cell: Sendable {
        /// `all`, a part of the day (`morning`, ...) or an arm.
        public var group: String
        /// People with a firing in the cell.
        public var people: Int
        /// Firings.
        public var fired: Int
        /// Firings checked off within the window of ``ReminderFollowUp/standard``.
        public var followed: Int
        /// Firings followed by the whole rule of ``ReminderFollowUp``: checked off, or the
        /// medication or factor they name logged, within the window.
        public var followedByRule: Int
        /// The share of firings checked off as a ratio of each person's counts, its interval
        /// clustered by person (people differ in how often they follow a reminder); nil with
        /// fewer than two people.
        public var followedByPerson: RatioEstimate?

        /// The share of firings checked off, with its Wilson 95 % interval over firings; nil
        /// without firings.
        public var followedShare: Proportion? { try? Proportion.wilson(successes: followed, trials: fired) }

        /// The share followed by the whole rule, with its Wilson 95 % interval; nil without
        /// firings.
        public var followedByRuleShare: Proportion? { try? Proportion.wilson(successes: followedByRule, trials: fired) }
    }

    /// One reminder (by its name) or one kind of reminder (by what it is for).
    public struct Group: Sendable {
        /// The reminder's name, or the kind (`medication`, `lifestyle_factor`, ...).
        public var name: String
        /// What it is for.
        public var subject: String
        /// The medications, factors, appointments or devices named, sorted.
        public var targets: [String]
        /// All its firings.
        public var all: Cell
        /// Its firings by the part of the day they fired in, in the day's order.
        public var partsOfDay: [Cell]
        /// Its firings by arm, when the run has more than one arm.
        public var arms: [Cell]
    }

    /// People in the run; 0 when no reminder fired (the run is then not read further).
    public var people: Int
    /// Each reminder with a firing, by kind and name.
    public var reminders: [Group]
    /// Each kind of reminder with a firing, in the order of ``ReminderSubject``.
    public var subjects: [Group]
}
