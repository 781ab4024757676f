import CareModel
import CareStats

extension TruthAnalysis {
    /// Each planted reminder of `truth` with its estimate in `report`, matched by name.
    static func reminders(_ truth: [GroundTruth.ReminderTruth], report: ReminderReport) -> [TruthComparison.ParameterRecovery] {
        truth.map { reminder in
            let group = report.reminders.first { $0.name == reminder.name }
            let ratio = group?.all.followedByPerson
            return TruthComparison.ParameterRecovery(
                parameter: "followed", item: reminder.name, planted: reminder.followedMean,
                estimate: ratio?.estimate, interval: ratio?.interval, people: group?.all.people ?? 0,
                note: "share of the firings of the \(reminder.subject) reminder (\(reminder.schedule)) checked off "
                    + "within two hours, over firings before the person dropped out, interval clustered by person; "
                    + "planted the mean of " + reminder.followed)
        }
    }
}
