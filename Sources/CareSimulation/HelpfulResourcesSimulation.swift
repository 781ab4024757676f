import CareModel
import CareScenario
import CareStats
import Foundation

/// What a simulated person does with their list of helpful resources
/// (``HelpfulResourcesModel``, seed 002, entries 64-74), played through ``HelpfulResources``:
/// on a day in the app, with the model's chance, they view the list 1 to 30 minutes after the
/// day's log-in; then, a second apart and in edit mode, they move an entry (a list of two or
/// more) to another place, edit one and delete one (a list with one, as viewed), each with
/// its chance and each entry and place as likely; then they add one at the bottom with the
/// add chance, of a kind each as likely. No entry's text is simulated.
///
/// The draws come from a random stream of the person's own, derived from the run's seed and
/// the person's index: adding the resources changes no other draw.
struct HelpfulResourcesSimulation {
    let model: HelpfulResourcesModel
    let random: RandomSource
    /// The person's list, as it stands.
    private(set) var list: HelpfulResources

    /// The seed of the resources' streams: the run's seed, moved so that the streams differ
    /// from every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0002_4E50_0064 }

    init(model: HelpfulResourcesModel, scenario: Scenario, index: Int) {
        self.model = model
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
        list = HelpfulResources(defaults: model.defaults)
    }

    /// The day's view and changes, if any, after the log-in at `login`.
    mutating func use(after login: Date, person: inout PersonInProgress) {
        guard random.bernoulli(model.viewChancePerDay) else { return }
        var at = login.addingTimeInterval(Double(1 + random.integer(below: 30)) * 60)
        let viewed = list.entries.count
        person.record.helpfulResourceEvents.append(HelpfulResourceEvent(.view(entries: viewed), at: at))
        func record(_ change: HelpfulResourceEvent.Change) {
            at.addTimeInterval(1)
            person.record.helpfulResourceEvents.append(HelpfulResourceEvent(.change(change), at: at))
        }
        let reorder = viewed >= 2 && random.bernoulli(model.reorderChance)
        let edit = viewed >= 1 && random.bernoulli(model.editChance)
        let delete = viewed >= 1 && random.bernoulli(model.deleteChance)
        if reorder || edit || delete {
            list.toggleEditMode()
            // Positions are drawn within the list, in edit mode: the changes cannot be refused.
            if reorder {
                let from = 1 + random.integer(below: viewed)
                let others = (1...viewed).filter { $0 != from }
                record(try! list.move(from: from, to: others[random.integer(below: others.count)]))
            }
            if edit {
                record(try! list.edit(at: 1 + random.integer(below: viewed), kind: kind()))
            }
            if delete {
                record(try! list.delete(at: 1 + random.integer(below: viewed)))
            }
            list.toggleEditMode()
        }
        if random.bernoulli(model.addChance) { record(list.add(kind())) }
    }

    /// A kind, each as likely.
    private func kind() -> HelpfulResource.Kind {
        HelpfulResource.Kind.allCases[random.integer(below: HelpfulResource.Kind.allCases.count)]
    }
}
