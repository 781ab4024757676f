import CareModel
import CareStats

extension TruthComparison {
    /// A reminder's planted chance that a firing is followed (seed 000, Req 15) and its
    /// estimate from ``ReminderAnalysis``: recovered when the 95 % interval covers it.
    public struct ReminderRecovery: Sendable {
        /// The reminder's name.
        public var reminder: String
        /// What it is for.
        public var subject: String
        /// The planted mean chance of following a firing.
        public var planted: Double
        /// The share of its firings checked off within the window; nil without firings of
        /// two people.
        public var estimate: Double?
        /// Its 95 % interval, clustered by person; nil when undefined.
        public var interval: ConfidenceInterval?
        /// People with a firing.
        public var people: Int
        /// The estimate's method.
        public var note: String

        /// Whether the interval covers the planted value; nil without one.
        public var recovered: Bool? { interval.map { $0.lower <= planted && planted <= $0.upper } }
    }
}

extension TruthAnalysis {
    /// Each planted reminder of `truth` with its estimate in `report`, matched by name.
    static func reminders(_ truth: [GroundTruth.ReminderTruth], report: ReminderReport) -> [TruthComparison.ReminderRecovery] {
        truth.map { reminder in
            let group = report.reminders.first { $0.name == reminder.name }
            let ratio = group?.all.followedByPerson
            return TruthComparison.ReminderRecovery(
                reminder: reminder.name, subject: reminder.subject, planted: reminder.followedMean,
                estimate: ratio?.estimate, interval: ratio?.interval, people: group?.all.people ?? 0,
                note: "share of the firings of the \(reminder.subject) reminder (\(reminder.schedule)) checked off "
                    + "within two hours, over firings before the person dropped out, interval clustered by person; "
                    + "planted the mean of " + reminder.followed)
        }
    }
}
