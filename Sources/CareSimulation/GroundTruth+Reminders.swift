import CareModel
import CareScenario

extension GroundTruth.ReminderTruth {
    /// The reminder `model` plants (``ReminderSimulation``); its schedule is the RRULE with
    /// the clock times, e.g. `FREQ=DAILY at 08:00, 20:00`.
    init(model: ReminderModel) {
        let reminder = model.reminder, rule = reminder.schedule.rule
        self.init(name: reminder.name, subject: reminder.subject.rawValue, target: reminder.target,
                  schedule: rule.rrule + " at " + rule.times.map(\.description).joined(separator: ", "),
                  share: model.share, followed: model.followed.description, followedMean: model.followed.mean)
    }
}
