import CareStats

/// Task notifications over a run (seed 003, stories 1 and 6-8): how many are seen on the
/// alarm page and how soon, and how many are resolved, snoozed or left, by task label and
/// arm. Counts and estimates only: the small-cell rule is the report's to apply, on each
/// cell's ``Cell/people``.
public struct NotificationReport: Sendable {
    /// The notifications of one task label (or all, `item` empty) and one arm (or `all`).
    public struct Cell: Sendable {
        /// The task label; empty for every label.
        public var item: String
        /// The arm, or `all`.
        public var group: String
        /// People with a notification in the cell.
        public var people: Int
        /// Notifications sent.
        public var sent: Int
        /// Of them, seen on the alarm page.
        public var seen: Int
        /// Resolved: the task was done by its deadline (a snooze before included).
        public var resolved: Int
        /// Snoozed at least once, resolved later or not.
        public var snoozed: Int
        /// Left: the task was not done by its deadline.
        public var left: Int
        /// Minutes from sending to seeing of each notification seen.
        public var minutesToSeen: [Double]

        /// An empty cell.
        public init(item: String, group: String) {
            self.item = item
            self.group = group
            people = 0
            sent = 0
            seen = 0
            resolved = 0
            snoozed = 0
            left = 0
            minutesToSeen = []
        }

        /// The share of notifications seen, with its Wilson 95 % interval.
        public var seenShare: Proportion? { try? Proportion.wilson(successes: seen, trials: sent) }
        /// The share resolved, with its Wilson 95 % interval.
        public var resolvedShare: Proportion? { try? Proportion.wilson(successes: resolved, trials: sent) }
        /// The share snoozed at least once, with its Wilson 95 % interval.
        public var snoozedShare: Proportion? { try? Proportion.wilson(successes: snoozed, trials: sent) }
        /// The share left, with its Wilson 95 % interval.
        public var leftShare: Proportion? { try? Proportion.wilson(successes: left, trials: sent) }

        /// The minutes by which a share `p` of the notifications seen were seen (0.25, 0.5,
        /// 0.75 for the quartiles), with the interval of the empirical curve's exponential
        /// Greenwood band (every time an event, none censored); nil when none was seen or
        /// the band never gets there.
        public func minutesToSeen(share p: Double) -> (estimate: Double, interval: ConfidenceInterval?)? {
            guard !minutesToSeen.isEmpty,
                  let curve = try? SurvivalCurve.kaplanMeier(time: minutesToSeen, event: minutesToSeen.map { _ in true })
            else { return nil }
            let quantile = curve.timeToEventShare(p)
            guard quantile.estimate.isFinite else { return nil }
            let interval = quantile.interval
            return (quantile.estimate, interval.lower.isFinite && interval.upper.isFinite ? interval : nil)
        }
    }

    /// People in the run.
    public var people: Int
    /// Person-weeks of the study: people × study days / 7.
    public var personWeeks: Double
    /// The cells: every label and arm together first (`item` empty, group `all`), then by
    /// label over all arms, then, when the run has arms, by arm and by label and arm.
    public var cells: [Cell]

    /// Creates a report.
    public init(people: Int, personWeeks: Double, cells: [Cell]) {
        self.people = people
        self.personWeeks = personWeeks
        self.cells = cells
    }

    /// The cell of every label and arm; nil without notifications.
    public var overall: Cell? { cells.first { $0.item.isEmpty && $0.group == "all" && $0.sent > 0 } }

    /// Notifications sent per person-week; nil without person-weeks.
    public var sentPerPersonWeek: Double? {
        personWeeks > 0 ? Double(overall?.sent ?? 0) / personWeeks : nil
    }
}
