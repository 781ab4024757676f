import CareModel
import CareScenario
import CareStats
import Foundation

/// The reminders one simulated person sets and what became of each firing
/// (``ReminderModel``, seed 000, Req 15). A person sets each reminder with its `share` and
/// draws once a chance of following a firing from `followed`; each firing before the day the
/// person dropped out (or the run's end) is then checked off with that chance, between one
/// minute and 90 minutes after it fired, inside the window of ``ReminderFollowUp/standard``.
///
/// The firings are stored with their check-off, and "followed" is the domain rule applied to
/// them (``ReminderFollowUp``); the doses and factor entries the person logs are simulated
/// as before, so reminders change nothing else a scenario simulates.
///
/// The draws come from a random stream of the person's own, derived from the run's seed and
/// the person's index: adding reminders to a scenario leaves every other draw as it was.
struct ReminderSimulation {
    let models: [ReminderModel]
    let random: RandomSource

    /// The longest delay of a simulated check-off, in seconds.
    static let longestDelay: TimeInterval = 90 * 60

    /// The seed of the reminders' streams: the run's seed, moved so that the streams differ
    /// from every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0000_4E31_0015 }

    init(scenario: Scenario, index: Int) {
        models = scenario.reminders
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
    }

    /// The firings from the start of day 0 of `grid` to the start of day `observedDays`, in
    /// `timeZone`, in time order (reminders in scenario order at the same instant).
    func firings(in grid: DayGrid, observedDays: Int, timeZone: TimeZone) -> [FiredReminder] {
        var fired: [FiredReminder] = []
        for model in models where random.bernoulli(model.share) {
            let chance = min(1, max(0, model.followed.draw(random)))
            for instant in model.reminder.alerts(from: grid.start(of: 0), to: grid.start(of: observedDays), in: timeZone) {
                let delay = random.bernoulli(chance) ? (60 + random.uniform() * (Self.longestDelay - 60)).rounded() : nil
                fired.append(FiredReminder(model.reminder, firedAt: instant, followedAt: delay.map(instant.addingTimeInterval)))
            }
        }
        return fired.enumerated().sorted { ($0.element.firedAt, $0.offset) < ($1.element.firedAt, $1.offset) }.map(\.element)
    }
}
