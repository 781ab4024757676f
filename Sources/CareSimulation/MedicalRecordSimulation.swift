import CareModel
import CareScenario
import CareStats
import Foundation

/// How one simulated person keeps their medical record and dental chart
/// (``MedicalRecordModel``, seed 001): filled in on the first day, then mistakes made and
/// corrected, every change through ``MedicalRecord/apply(_:at:)``, so the history is the one
/// the app would keep.
///
/// The record is edited in the phone's health store (seed 001, 3.1.2: "editing basic
/// medical data is provided by opening iOS system application Health"), so it changes
/// whether or not the person still uses the app. The draws come from a random stream of
/// the person's own, derived from the run's seed and the person's index: a scenario without
/// a record simulates exactly as before, and adding one leaves every other draw as it was.
struct MedicalRecordSimulation {
    let model: MedicalRecordModel
    let days: Int
    let random: RandomSource

    /// The seed of the record's streams: the run's seed, moved so that the streams differ
    /// from every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0001_7EE7_0001 }

    init(model: MedicalRecordModel, scenario: Scenario, index: Int) {
        self.model = model
        days = scenario.days
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
    }

    /// One change to make, at an instant; `mistake` ties an item added in error to its
    /// deletion.
    private enum Planned {
        case add(RecordItem, mistake: Int?)
        case deleteMistake(Int)
        case edit(RecordEdit)
    }

    /// The person's record over the run, in the local days of `grid` (their home zone).
    func record(in grid: DayGrid) -> MedicalRecord {
        let enrolled = grid.instant(day: 0, hour: 8 + random.integer(below: 12), minute: random.integer(below: 60))
        var plan: [(at: Date, change: Planned)] = []
        var held = Set<String>()
        for (kind, items) in [("condition", model.conditions), ("allergy", model.allergies), ("medication", model.medications)] {
            for item in items where random.bernoulli(item.prevalence) {
                plan.append((enrolled, .add(recordItem(kind, item.name), mistake: nil)))
                held.insert(kind + ":" + item.name)
            }
        }
        if !model.bloodTypes.isEmpty {
            let type = model.bloodTypes[random.categorical(model.bloodTypes.map(\.probability))].type
            plan.append((enrolled, .edit(.setBloodType(type))))
        }
        let teeth = Tooth.all(.permanent)
        let statuses = teeth.map { tooth in
            let chances = model.chances(of: tooth)
            let present = max(0, 1 - chances.reduce(0) { $0 + $1.probability })
            let drawn = random.categorical([present] + chances.map(\.probability))
            return drawn == 0 ? ToothStatus.present : chances[drawn - 1].status
        }
        for (tooth, status) in zip(teeth, statuses) { plan.append((enrolled, .edit(.setTooth(tooth, status)))) }
        plan += itemMistakes(held: held, grid: grid) + toothMistakes(teeth: teeth, statuses: statuses, grid: grid)

        var record = MedicalRecord()
        var mistakeIDs: [Int: Int] = [:]
        // Stable: changes at one instant keep the order planned.
        for (_, (at, change)) in plan.enumerated().sorted(by: { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }) {
            // Every planned change is valid: new names, held items, real teeth, in time order.
            switch change {
            case .add(let item, let mistake):
                let id = try! record.apply(.add(item), at: at)
                if let mistake { mistakeIDs[mistake] = id }
            case .deleteMistake(let mistake):
                try! record.apply(.delete(id: mistakeIDs[mistake]!), at: at)
            case .edit(let edit):
                try! record.apply(edit, at: at)
            }
        }
        return record
    }

    /// Items added in error on a later day and deleted 1 to 14 days after (by the run's
    /// last day at the latest), each an item of the catalogue the person does not hold and
    /// has not added in error before.
    private func itemMistakes(held: Set<String>, grid: DayGrid) -> [(at: Date, change: Planned)] {
        let catalogue = [("condition", model.conditions), ("allergy", model.allergies), ("medication", model.medications)]
            .flatMap { kind, items in items.map { (kind, $0.name) } }
        var free = catalogue.filter { !held.contains($0.0 + ":" + $0.1) }
        var plan: [(at: Date, change: Planned)] = []
        for mistake in 0..<mistakeCount(perYear: model.itemMistakesPerYear) where !free.isEmpty {
            let (kind, name) = free.remove(at: random.integer(below: free.count))
            let (added, corrected) = mistakeInstants(grid: grid)
            plan.append((added, .add(recordItem(kind, name), mistake: mistake)))
            plan.append((corrected, .deleteMistake(mistake)))
        }
        return plan
    }

    /// Teeth charted with a wrong status on a later day and edited back 1 to 14 days after
    /// (by the run's last day at the latest), each tooth at most once.
    private func toothMistakes(teeth: [Tooth], statuses: [ToothStatus], grid: DayGrid) -> [(at: Date, change: Planned)] {
        var free = Array(teeth.indices)
        var plan: [(at: Date, change: Planned)] = []
        for _ in 0..<mistakeCount(perYear: model.toothMistakesPerYear) where !free.isEmpty {
            let t = free.remove(at: random.integer(below: free.count))
            let wrong = ToothStatus.allCases.filter { $0 != statuses[t] }
            let (charted, corrected) = mistakeInstants(grid: grid)
            plan.append((charted, .edit(.setTooth(teeth[t], wrong[random.integer(below: wrong.count)]))))
            plan.append((corrected, .edit(.setTooth(teeth[t], statuses[t]))))
        }
        return plan
    }

    /// How many mistakes a person makes over the run: Poisson with mean `perYear` × the
    /// run's days / 365.25; none in a run of one day, which has no day after the first.
    private func mistakeCount(perYear: Double) -> Int {
        guard perYear > 0, days > 1 else { return 0 }
        return random.poisson(mean: perYear * Double(days) / 365.25)
    }

    /// A mistake's instant, on a day after the first between 08:00 and 21:59, and its
    /// correction's, 1 to 14 days later at 22:00, or at 23:00 on the last day if that comes
    /// first.
    private func mistakeInstants(grid: DayGrid) -> (made: Date, corrected: Date) {
        let day = 1 + random.integer(below: days - 1)
        let made = grid.instant(day: day, hour: 8 + random.integer(below: 14), minute: random.integer(below: 60))
        let later = day + 1 + random.integer(below: 14)
        let corrected = later < days ? grid.instant(day: later, hour: 22, minute: 0) : grid.instant(day: days - 1, hour: 23, minute: 0)
        return (made, corrected)
    }

    private func recordItem(_ kind: String, _ name: String) -> RecordItem {
        switch kind {
        case "condition": .condition(Condition(name: name))
        case "allergy": .allergy(Allergy(substance: name))
        default: .medication(MedicationReference(name: name))
        }
    }
}
