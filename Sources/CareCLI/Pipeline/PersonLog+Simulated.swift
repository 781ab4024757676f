import CareSimulation
import CareStore

extension PersonLog {
    /// What a simulated person logged, as the database stores it: identifiers count from 1
    /// (person index + 1), the ground truth (segment, dropout day) left behind.
    init(simulated person: SimulatedPerson) {
        self.init(personID: person.index + 1, timeZone: person.timeZone, arm: person.arm,
                  symptomEntries: person.symptomEntries, factorEntries: person.factorEntries,
                  usageEvents: person.usageEvents)
    }
}
