import CareModel
import CareStats
import CareStore
import Foundation

/// Dropouts and days at risk of one arm's people, as the reminder log shows them.
///
/// An arm that sends the daily reminder on every day of the study stops only when a person
/// leaves (uninstalls), so a person sent reminders on R days was at risk on days 0 to R
/// and left on day R when R is below the study's length, and was at risk on every day
/// otherwise. Each person's (event, days at risk) pair feeds the pooled daily hazard,
/// events over days at risk (``RatioEstimate``: its variance is the person-level one, as
/// the people's hazards differ).
struct ReminderDropouts {
    /// Per person of the arm: 1 for a dropout, 0 otherwise, and the days at risk.
    var people: [(event: Double, daysAtRisk: Double)] = []

    /// The pooled daily hazard, dropouts over days at risk, with its 95 % interval; nil
    /// for fewer than two people or no days at risk.
    var hazard: RatioEstimate? {
        try? RatioEstimate(people.map { ($0.event, $0.daysAtRisk) })
    }

    /// Each arm's counts among `arms` over the `days` of the study.
    static func read(arms: Set<String>, days: Int, database: CareDatabase) throws(AnalysisError) -> [String: ReminderDropouts] {
        var counts: [String: ReminderDropouts] = [:]
        try database.people(reading: [.usage]) { log in
            guard let arm = log.arm, arms.contains(arm) else { return }
            let reminders = log.usageEvents.lazy.filter { $0.kind == .reminderSent }.count
            let left = reminders < days
            counts[arm, default: ReminderDropouts()].people.append(
                (left ? 1 : 0, Double(left ? reminders + 1 : days)))
        }
        return counts
    }
}
