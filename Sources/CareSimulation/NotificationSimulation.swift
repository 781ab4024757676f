import CareModel
import CareScenario
import CareStats
import Foundation

/// The notifications of one simulated person's task occurrences (``NotificationModel``,
/// seed 003, stories 1 and 6): each occurrence due on a day the person is in the study is
/// notified at its time, whether or not they use the app that day, and seen on the alarm
/// page with the planted chance after log-normal minutes, or never. Whether it is then
/// resolved, snoozed or left is the task's outcome, drawn as before.
///
/// The draws come from a random stream of the person's own, derived from the run's seed and
/// the person's index, so a scenario with notifications, or without, leaves every other
/// draw as it was.
struct NotificationSimulation {
    let model: NotificationModel
    let random: RandomSource

    /// The seed of the notifications' streams: the run's seed, moved so that the streams
    /// differ from every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0003_A1A2_0006 }

    init(model: NotificationModel, scenario: Scenario, index: Int) {
        self.model = model
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
    }

    /// The notifications of the occurrences in `times[task][day]` of the first `days` days
    /// (the days before dropout), in the order sent; `names` are the tasks' names.
    func notifications(names: [String], times: [[[Date]]], days: Int) -> [TaskNotification] {
        var sent: [TaskOccurrence] = []
        for day in 0..<days {
            for (t, name) in names.enumerated() {
                sent += times[t][day].map { TaskOccurrence(task: TaskID(name), scheduled: $0) }
            }
        }
        sent = sent.enumerated().sorted { ($0.element.scheduled, $0.offset) < ($1.element.scheduled, $1.offset) }.map(\.element)
        return sent.map { occurrence in
            var seen: Date?
            if random.bernoulli(model.seenChance) {
                let minutes = model.medianMinutesToSeen * exp(random.normal(sd: model.spread))
                seen = occurrence.scheduled.addingTimeInterval((minutes * 60).rounded())
            }
            // Seen at or after it was sent, so none throws.
            return try! TaskNotification(occurrence: occurrence, seenAt: seen)
        }
    }
}
