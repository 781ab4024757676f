/// A diagnosis in the medical record (seed 001, basic medical information).
public struct Condition: Hashable, Codable, Sendable {
    /// E.g. "asthma".
    public var name: String
    /// When it was diagnosed, if the user knows.
    public var diagnosed: CalendarDay?
    /// Free text.
    public var note: String

    public init(name: String, diagnosed: CalendarDay? = nil, note: String = "") {
        self.name = name
        self.diagnosed = diagnosed
        self.note = note
    }
}

/// How severe an allergic reaction is.
public enum AllergySeverity: String, CaseIterable, Codable, Sendable {
    case mild, moderate, severe
}

/// An allergy in the medical record (seed 001, basic medical information).
public struct Allergy: Hashable, Codable, Sendable {
    /// What the user is allergic to, e.g. "penicillin".
    public var substance: String
    /// The reaction, e.g. "hives".
    public var reaction: String
    /// How severe the reaction is, if known.
    public var severity: AllergySeverity?

    public init(substance: String, reaction: String = "", severity: AllergySeverity? = nil) {
        self.substance = substance
        self.reaction = reaction
        self.severity = severity
    }
}

/// A reference from the medical record to a medication in the user's medication list
/// (seed 000, Req 13), by the medication's name, so the record does not keep a second copy
/// of dosage and directions.
public struct MedicationReference: Hashable, Codable, Sendable {
    /// The medication's name as in the medication list.
    public var name: String

    public init(name: String) { self.name = name }
}

/// One listed item of the medical record: a condition, an allergy, a medication or an
/// immunisation.
public enum RecordItem: Hashable, Codable, Sendable {
    case condition(Condition)
    case allergy(Allergy)
    case medication(MedicationReference)
    case immunization(Immunization)

    /// "condition", "allergy", "medication" or "immunization".
    public var kind: String {
        switch self {
        case .condition: "condition"
        case .allergy: "allergy"
        case .medication: "medication"
        case .immunization: "immunization"
        }
    }

    /// The name that identifies the item within its kind.
    public var name: String {
        switch self {
        case .condition(let condition): condition.name
        case .allergy(let allergy): allergy.substance
        case .medication(let medication): medication.name
        case .immunization(let immunization): immunization.vaccine
        }
    }

    /// The item with names and free text trimmed, refused when its name is empty.
    func checked() throws(MedicalRecordError) -> RecordItem {
        switch self {
        case .condition(var condition):
            condition.name = try nonEmpty(condition.name, "condition name")
            condition.note = Name.trimmed(condition.note)
            return .condition(condition)
        case .allergy(var allergy):
            allergy.substance = try nonEmpty(allergy.substance, "allergy substance")
            allergy.reaction = Name.trimmed(allergy.reaction)
            return .allergy(allergy)
        case .medication(var medication):
            medication.name = try nonEmpty(medication.name, "medication name")
            return .medication(medication)
        case .immunization(var immunization):
            immunization.vaccine = try nonEmpty(immunization.vaccine, "vaccine")
            return .immunization(immunization)
        }
    }

    private func nonEmpty(_ text: String, _ field: String) throws(MedicalRecordError) -> String {
        let trimmed = Name.trimmed(text)
        guard !trimmed.isEmpty else { throw .empty(field: field) }
        return trimmed
    }
}
