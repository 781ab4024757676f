import CareModel
import CareScenario
import CareStats
import Foundation

/// The notes one simulated person writes (``NotesModel``, seed 000, Req 17-18): on each day
/// they log in, a Poisson number of notes, each 1 to 30 minutes after the log-in, in a
/// category drawn at random; an appointment note with the planted share, each of its parts
/// filled in with its own chance, its questions part with 1 + Poisson(mean − 1) questions.
///
/// The draws come from a random stream of the person's own, derived from the run's seed and
/// the person's index: a scenario with or without notes leaves every other draw as it was.
struct NoteSimulation {
    let model: NotesModel
    let random: RandomSource

    /// The seed of the notes' streams: the run's seed, moved so that the streams differ
    /// from every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0000_0017_0018 }

    init(model: NotesModel, scenario: Scenario, index: Int) {
        self.model = model
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
    }

    /// The notes written after `logins`, in time order.
    func notes(after logins: [Date]) -> [LoggedNote] {
        var notes: [LoggedNote] = []
        for login in logins.sorted() {
            for _ in 0..<random.poisson(mean: model.perMonth / 30) {
                let at = login.addingTimeInterval(Double(1 + random.integer(below: 30)) * 60)
                let category = model.categories[random.integer(below: model.categories.count)]
                guard random.bernoulli(model.appointmentShare) else {
                    notes.append(LoggedNote(at: at, category: category, isAppointment: false))
                    continue
                }
                let parts = Set(LoggedNote.Part.allCases.filter { random.bernoulli(model.parts[$0.rawValue] ?? 0) })
                let questions = parts.contains(.questions) ? 1 + random.poisson(mean: model.questions - 1) : 0
                notes.append(LoggedNote(at: at, category: category, isAppointment: true, parts: parts,
                                        questionCount: questions))
            }
        }
        return notes.sorted { $0.at < $1.at }
    }
}
