import CareModel
import CareScenario
import CareStats
import Foundation

/// Which of a simulated person's journal entries they edit and delete (``JournalEditModel``,
/// seed 002, entries 40-44): each entry, in the order written, is edited with the model's
/// share an exponential time with mean ``JournalEditModel/editDelayHours`` after it was
/// written, and deleted with the delete share the same kind of time after it was written
/// or, if edited, after the edit. Times are whole seconds, at least one, so that an edit or
/// a delete always follows what it changes. Texts are never simulated; the keyword stays.
///
/// The draws come from a random stream of the person's own, derived from the run's seed and
/// the person's index: a scenario with or without journal edits leaves every other draw as
/// it was.
struct JournalEditSimulation {
    let model: JournalEditModel
    let random: RandomSource

    /// The seed of the journal edits' streams: the run's seed, moved so that the streams
    /// differ from every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0002_0ED1_7002 }

    init(model: JournalEditModel, scenario: Scenario, index: Int) {
        self.model = model
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
    }

    /// `entries` with their edits and deletes.
    func edited(_ entries: [JournalKeyword]) -> [JournalKeyword] {
        entries.map { entry in
            var entry = entry
            if random.bernoulli(model.editShare) { entry.editedAt = entry.at.addingTimeInterval(delay()) }
            if random.bernoulli(model.deleteShare) {
                entry.deletedAt = (entry.editedAt ?? entry.at).addingTimeInterval(delay())
            }
            return entry
        }
    }

    /// An exponential time with the model's mean, rounded up to a whole second.
    private func delay() -> TimeInterval {
        max(1, random.gamma(shape: 1, scale: model.editDelayHours * 3600).rounded(.up))
    }
}
