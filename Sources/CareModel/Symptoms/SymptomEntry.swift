import Foundation

/// One logged occurrence of a symptom (seed 000, Req 2-7).
///
/// `timestamp` is the exact instant the symptom happened; editing an entry after the fact
/// replaces the value, and scores are always computed from the current values.
public struct SymptomEntry: Hashable, Codable, Sendable {
    /// The symptom that was logged.
    public var symptom: Symptom
    /// When it happened.
    public var timestamp: Date
    /// The part of the day the user chose; nil when the source gave a date only (an
    /// imported day-level check-in).
    public var timeOfDay: TimeOfDay?
    /// How bad it was.
    public var severity: Severity
    /// What helped (seed 000, Req 5).
    public var relievingFactors: [String]
    /// What made it worse (seed 000, Req 6).
    public var aggravatingFactors: [String]
    /// Free-text notes (seed 000, Req 7). Never shown in reports.
    public var notes: [String]

    /// Creates an entry.
    public init(
        symptom: Symptom,
        timestamp: Date,
        timeOfDay: TimeOfDay?,
        severity: Severity,
        relievingFactors: [String] = [],
        aggravatingFactors: [String] = [],
        notes: [String] = []
    ) {
        self.symptom = symptom
        self.timestamp = timestamp
        self.timeOfDay = timeOfDay
        self.severity = severity
        self.relievingFactors = relievingFactors
        self.aggravatingFactors = aggravatingFactors
        self.notes = notes
    }
}
