import CareModel
import CareScenario
import CareStats
import Foundation

/// What a simulated person does with the journal's password lock (``JournalLockModel``,
/// seed 002, entries 50-56). Each journal opening is an entry written, edited or deleted;
/// its events come a second apart from a minute before it (after the previous opening's
/// events). On the first opening the lock is offered and enabled with the model's share,
/// after as many mismatched confirmations as the mismatch chance gives; at each later
/// opening while it is enabled the person enters the password until it is right, then
/// disables the lock with the disable chance, entering the password again until it is
/// right. No password is simulated, only the events.
///
/// The draws come from a random stream of the person's own, derived from the run's seed and
/// the person's index: a scenario with or without the lock leaves every other draw as it
/// was.
struct JournalLockSimulation {
    let model: JournalLockModel
    let random: RandomSource

    /// The seed of the lock's streams: the run's seed, moved so that the streams differ from
    /// every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0002_10C4_0050 }

    init(model: JournalLockModel, scenario: Scenario, index: Int) {
        self.model = model
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
    }

    /// The journal's openings of a person with `entries`: the instants each was written,
    /// edited and deleted, in order, each once.
    static func openings(of entries: [JournalKeyword]) -> [Date] {
        Set(entries.flatMap { [$0.at, $0.editedAt, $0.deletedAt].compactMap { $0 } }).sorted()
    }

    /// The lock's events at `openings`, in time order.
    func events(at openings: [Date]) -> [JournalLockEvent] {
        var events: [JournalLockEvent] = []
        var enabled = false
        func add(_ kind: JournalLockEvent.Kind, before opening: Date) {
            let earliest = opening.addingTimeInterval(-60)
            let at = events.last.map { max($0.at.addingTimeInterval(1), earliest) } ?? earliest
            events.append(JournalLockEvent(kind, at: at))
        }
        for (number, opening) in openings.enumerated() {
            if number == 0 {
                guard random.bernoulli(model.enableShare) else { return [] }
                while random.bernoulli(model.mismatchChance) { add(.confirmMismatch, before: opening) }
                add(.enabled, before: opening)
                enabled = true
            } else if enabled {
                while random.bernoulli(model.wrongEntryChance) { add(.unlockFailed, before: opening) }
                add(.unlocked, before: opening)
                guard random.bernoulli(model.disableChance) else { continue }
                while random.bernoulli(model.wrongEntryChance) { add(.disableFailed, before: opening) }
                add(.disabled, before: opening)
                enabled = false
            }
        }
        return events
    }
}
