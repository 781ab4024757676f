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
    /// The caregiver's opt-in draws: a stream of their own, so that recording the opt-in
    /// leaves the notifications' draws as they were.
    let optInRandom: RandomSource
    /// The start of the study's first day in the person's home zone, when the caregiver
    /// makes the choice.
    let start: Date

    /// The seed of the notifications' streams: the run's seed, moved so that the streams
    /// differ from every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0003_A1A2_0006 }

    init(model: NotificationModel, scenario: Scenario, index: Int, timeZone: TimeZone) {
        self.model = model
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
        optInRandom = RandomSource(seed: Self.seed(of: scenario) ^ 0x0000_0016_0000_0016, stream: UInt64(index))
        start = scenario.startDay.start(in: timeZone)!
    }

    /// The caregiver's opt-in (seed 003, story 16), made at the study's start; nil when the
    /// scenario does not record it.
    func caregiverOptIn() -> CaregiverOptIn? {
        model.caregiverOptIn.map { chances in
            CaregiverOptIn(misses: optInRandom.bernoulli(chances.misses), completions: optInRandom.bernoulli(chances.completions),
                           since: start)
        }
    }

    /// The audio-message length the caregiver sets at the study's start (seed 003, story
    /// 15), one of the scenario's lengths, each equally likely; nil when the scenario does
    /// not record it. Drawn on the opt-in's stream after the opt-in, so recording it leaves
    /// every other draw as it was.
    func audioMessage() -> AudioMessageSetting? {
        guard !model.audioMessageSeconds.isEmpty else { return nil }
        let seconds = model.audioMessageSeconds[optInRandom.integer(below: model.audioMessageSeconds.count)]
        // The reader kept each length within TaskSettings.audioMessageLengths.
        return try! AudioMessageSetting(seconds: seconds, since: start)
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
