import CareModel
import CareStore

/// What one FHIR resource becomes (the table in `Sources/CareImport/README.md`).
enum FHIRMapped {
    /// Entries of the patient `user`, at `time`; `source` says where its measurements came from.
    case row(user: String, time: ImportedTime, items: [ImportedItem], source: MeasurementSource? = nil)
    /// A Patient: who they are, without entries.
    case patient(user: String, attributes: PersonAttributes, time: ImportedTime)
    /// A resource CareLab does not import, counted under `key` (type and code).
    case passedOver(key: String)
    /// A resource CareLab imports but cannot read: the field at fault and why.
    case problem(field: String, reason: String)
}

/// Maps FHIR R4 resources (https://hl7.org/fhir/R4/resourcelist.html) to CareLab's entries.
///
/// - `Patient`: sex from `gender`; age in whole years at the export's date (the Bundle's
///   `timestamp`, else the Patient's `meta.lastUpdated`), as Apple Health's `Me` gives it;
///   the date of birth itself is not kept, nor is a name, address or identifier. The id is
///   the user identifier every other resource's `subject` names, and is pseudonymised.
/// - `Condition`, `AllergyIntolerance`, `MedicationRequest`, `MedicationStatement` and
///   `Immunization`: items of the medical record.
/// - `MedicationAdministration`: a `dose` event of the dose given.
/// - `Observation`: measurements and questionnaire totals by LOINC code (``FHIRObservation``).
/// - `QuestionnaireResponse`: PHQ-9 and GAD-7 totals.
struct FHIRMapping {
    /// The export's date, for ages: the Bundle's `timestamp`.
    var exportDay: CalendarDay?
    /// The names of the Medication resources of the Bundle, by the references that name them
    /// (`urn:uuid:ID`, `Medication/ID`).
    var medicationNames: [String: String] = [:]

    /// What `resource` becomes.
    func map(_ resource: FHIRResource) -> FHIRMapped {
        let type = resource.type
        if ["entered-in-error", "cancelled", "not-done"].contains(resource.string("status") ?? "") {
            return .passedOver(key: "\(type) \(resource.string("status")!)")
        }
        if let verification = resource.code("verificationStatus", system: "http://terminology.hl7.org/CodeSystem/condition-ver-status")
            ?? resource.code("verificationStatus", system: "http://terminology.hl7.org/CodeSystem/allergyintolerance-verification"),
            ["refuted", "entered-in-error"].contains(verification) {
            return .passedOver(key: "\(type) \(verification)")
        }
        switch type {
        case "Patient": return patient(resource)
        case "Condition": return condition(resource)
        case "AllergyIntolerance": return allergy(resource)
        case "MedicationRequest": return medication(resource, timeKeys: ["authoredOn"])
        case "MedicationStatement": return medication(resource, timeKeys: ["effectiveDateTime", "effectivePeriod.start", "dateAsserted"])
        case "MedicationAdministration": return administration(resource)
        case "Immunization": return immunization(resource)
        case "Observation": return observation(resource)
        case "QuestionnaireResponse": return questionnaireResponse(resource)
        default:
            let named = type.isEmpty ? "resource without a type" : type
            return .passedOver(key: resource.codeKey().map { "\(named) \($0)" } ?? named)
        }
    }

    private func patient(_ resource: FHIRResource) -> FHIRMapped {
        guard let id = resource.string("id"), !id.isEmpty else { return .problem(field: "id", reason: "a Patient needs an id") }
        var attributes = PersonAttributes()
        attributes.sex = ["female": "female", "male": "male", "other": "other"][resource.string("gender") ?? ""]
        let lastUpdated = resource.object("meta")?.string("lastUpdated").flatMap { TimestampParser.parseDay(String($0.prefix(10))) }
        let asOf = exportDay ?? lastUpdated
        if let birth = resource.string("birthDate").flatMap(TimestampParser.parseDay), let asOf {
            let age = asOf.year - birth.year - ((asOf.month, asOf.day) >= (birth.month, birth.day) ? 0 : 1)
            attributes.ageYears = (0...120).contains(age) ? age : nil
        }
        return .patient(user: id, attributes: attributes, time: .day(asOf ?? CalendarDay(year: 1970, month: 1, day: 1)))
    }

    private func condition(_ resource: FHIRResource) -> FHIRMapped {
        guard let name = resource.conceptName("code") else { return .problem(field: "code", reason: "the condition has no text or display") }
        let onset = resource.string("onsetDateTime").flatMap { TimestampParser.parseDay(String($0.prefix(10))) }
        return entry(resource, timeKeys: ["recordedDate", "onsetDateTime"],
                     items: [.recordItem(.condition(Condition(name: name, diagnosed: onset)))])
    }

    private func allergy(_ resource: FHIRResource) -> FHIRMapped {
        guard let substance = resource.conceptName("code") else {
            return .problem(field: "code", reason: "the allergy has no text or display")
        }
        let reaction = resource.objects("reaction").first
        let manifestation = reaction?.objects("manifestation").first?.conceptName
        let severity = reaction?.string("severity").flatMap(AllergySeverity.init(rawValue:))
        return entry(resource, timeKeys: ["recordedDate", "onsetDateTime"],
                     items: [.recordItem(.allergy(Allergy(substance: substance, reaction: manifestation ?? "", severity: severity)))])
    }

    /// The medication a request, statement or administration names: its concept, or the
    /// Medication it refers to (by the reference's `display`, or in the Bundle).
    private func medicationName(_ resource: FHIRResource) -> String? {
        if let name = resource.conceptName("medicationCodeableConcept") { return name }
        guard let reference = resource.object("medicationReference") else { return nil }
        return reference.string("display").map(Name.trimmed).flatMap { $0.isEmpty ? nil : $0 }
            ?? reference.string("reference").flatMap { medicationNames[$0] }
    }

    private func medication(_ resource: FHIRResource, timeKeys: [String]) -> FHIRMapped {
        guard let name = medicationName(resource) else {
            return .problem(field: "medicationCodeableConcept", reason: "the medication has no text or display, nor a Medication in the file")
        }
        return entry(resource, timeKeys: timeKeys, items: [.recordItem(.medication(MedicationReference(name: name)))])
    }

    private func administration(_ resource: FHIRResource) -> FHIRMapped {
        guard let name = medicationName(resource) else {
            return .problem(field: "medicationCodeableConcept", reason: "the medication has no text or display, nor a Medication in the file")
        }
        var amount = 1.0, unit = "dose"
        if let dose = resource.object("dosage")?.object("dose") {
            guard let value = dose.number("value"), value > 0 else {
                return .problem(field: "dosage.dose.value", reason: "a dose must be a number above 0")
            }
            amount = value
            unit = dose.string("unit") ?? dose.string("code") ?? "dose"
        }
        return entry(resource, timeKeys: ["effectiveDateTime", "effectivePeriod.start"],
                     items: [.other(kind: .dose, name: name, value: amount, unit: unit)])
    }

    private func immunization(_ resource: FHIRResource) -> FHIRMapped {
        guard let vaccine = resource.conceptName("vaccineCode") else {
            return .problem(field: "vaccineCode", reason: "the vaccine has no text or display")
        }
        let given = resource.string("occurrenceDateTime").flatMap { TimestampParser.parseDay(String($0.prefix(10))) }
        return entry(resource, timeKeys: ["occurrenceDateTime", "recorded"],
                     items: [.recordItem(.immunization(Immunization(vaccine: vaccine, given: given)))])
    }

    /// A row of the resource's patient at the first of `timeKeys` it has (`a.b` names a
    /// field of an object), or the problem.
    func entry(_ resource: FHIRResource, timeKeys: [String], items: [ImportedItem],
               source: MeasurementSource? = nil) -> FHIRMapped {
        guard let user = resource.patientID("subject") ?? resource.patientID("patient") else {
            return .problem(field: "subject", reason: "the \(resource.type) names no Patient (Patient/ID or urn:uuid:ID)")
        }
        for key in timeKeys {
            let parts = key.split(separator: ".").map(String.init)
            let text = parts.count == 2 ? resource.object(parts[0])?.string(parts[1]) : resource.string(key)
            guard let text else { continue }
            guard let time = TimestampParser.parse(text) else {
                return .problem(field: key, reason: "'\(text)' is not a FHIR date or date-time with a day (2026-03-01, 2026-03-01T08:30:00+01:00)")
            }
            return .row(user: user, time: time, items: items, source: source)
        }
        return .problem(field: timeKeys[0], reason: "the \(resource.type) has no \(timeKeys.joined(separator: ", "))")
    }
}
