import CareModel
import Foundation

/// One person's stored entries: what the writer stores and the reader returns.
public struct PersonLog: Sendable {
    /// The person's identifier in this database.
    public var personID: Int
    /// The person's time zone.
    public var timeZone: TimeZone
    /// Symptom entries in time order.
    public var symptomEntries: [SymptomEntry]
    /// Lifestyle-factor entries in time order.
    public var factorEntries: [LifestyleFactorEntry]

    /// Creates a log.
    public init(personID: Int, timeZone: TimeZone, symptomEntries: [SymptomEntry], factorEntries: [LifestyleFactorEntry]) {
        self.personID = personID
        self.timeZone = timeZone
        self.symptomEntries = symptomEntries
        self.factorEntries = factorEntries
    }
}
