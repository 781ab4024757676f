import CareModel
import Foundation

/// Everything one simulated person logged over the run.
public struct SimulatedPerson: Sendable {
    /// The person's index in the population, from 0; also their synthetic identifier.
    public var index: Int
    /// The person's time zone.
    public var timeZone: TimeZone
    /// Symptom entries in time order.
    public var symptomEntries: [SymptomEntry]
    /// Lifestyle-factor entries in time order.
    public var factorEntries: [LifestyleFactorEntry]

    /// Creates a person's record.
    public init(index: Int, timeZone: TimeZone, symptomEntries: [SymptomEntry], factorEntries: [LifestyleFactorEntry]) {
        self.index = index
        self.timeZone = timeZone
        self.symptomEntries = symptomEntries
        self.factorEntries = factorEntries
    }

    /// How many events the person logged.
    public var eventCount: Int { symptomEntries.count + factorEntries.count }
}
