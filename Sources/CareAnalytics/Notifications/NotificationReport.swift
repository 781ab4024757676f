import CareModel
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

    /// The caregivers' opt-ins (seed 003, story 16) and the messages that followed.
    public struct CaregiverMessages: Sendable {
        /// People whose caregiver's choice is recorded.
        public var people: Int
        /// Of them, caregivers opted in to be told of misses.
        public var optedInMisses: Int
        /// Of them, caregivers opted in to be told of completions.
        public var optedInCompletions: Int
        /// Messages of misses sent.
        public var missed: Int
        /// Messages of completions sent.
        public var completed: Int

        /// No opt-in recorded, no message.
        public init() {
            people = 0
            optedInMisses = 0
            optedInCompletions = 0
            missed = 0
            completed = 0
        }

        /// The share of caregivers opted in to misses, with its Wilson 95 % interval.
        public var missesShare: Proportion? { try? Proportion.wilson(successes: optedInMisses, trials: people) }
        /// The share of caregivers opted in to completions, with its Wilson 95 % interval.
        public var completionsShare: Proportion? { try? Proportion.wilson(successes: optedInCompletions, trials: people) }
    }

    /// People in the run.
    public var people: Int
    /// Person-weeks of the study: people × study days / 7.
    public var personWeeks: Double
    /// The cells: every label and arm together first (`item` empty, group `all`), then by
    /// label over all arms, then, when the run has arms, by arm and by label and arm.
    public var cells: [Cell]
    /// The caregivers' opt-ins and messages; `people` 0 when no opt-in is recorded.
    public var caregivers: CaregiverMessages

    /// Creates a report.
    public init(people: Int, personWeeks: Double, cells: [Cell], caregivers: CaregiverMessages = CaregiverMessages()) {
        self.people = people
        self.personWeeks = personWeeks
        self.cells = cells
        self.caregivers = caregivers
    }

    /// Messages to caregivers of `kind` per person-week of the study, over every person of
    /// the run; nil when no opt-in is recorded.
    public func caregiverMessagesPerPersonWeek(_ kind: CaregiverOptIn.Message.Kind) -> Double? {
        guard caregivers.people > 0, personWeeks > 0 else { return nil }
        return Double(kind == .missed ? caregivers.missed : caregivers.completed) / personWeeks
    }

    /// The cell of every label and arm; nil without notifications.
    public var overall: Cell? { cells.first { $0.item.isEmpty && $0.group == "all" && $0.sent > 0 } }

    /// Notifications sent per person-week; nil without person-weeks.
    public var sentPerPersonWeek: Double? {
        personWeeks > 0 ? Double(overall?.sent ?? 0) / personWeeks : nil
    }
}
