import CareModel
import Foundation

/// One FHIR R4 resource as Foundation's `JSONSerialization` reads it, with the few
/// accessors the mapping needs (https://hl7.org/fhir/R4/datatypes.html): texts, codeable
/// concepts, references to the patient and date-times.
struct FHIRResource {
    /// The resource's JSON object.
    let json: [String: Any]

    /// `resourceType`, e.g. `Observation`; empty when missing.
    var type: String { json["resourceType"] as? String ?? "" }

    /// The text at `key`, nil when absent or not text.
    func string(_ key: String) -> String? { json[key] as? String }

    /// The object at `key`.
    func object(_ key: String) -> FHIRResource? { (json[key] as? [String: Any]).map(FHIRResource.init) }

    /// The objects of the array at `key`; empty when absent.
    func objects(_ key: String) -> [FHIRResource] { (json[key] as? [[String: Any]] ?? []).map(FHIRResource.init) }

    /// The number at `key` (a JSON number, not text).
    func number(_ key: String) -> Double? { (json[key] as? NSNumber)?.doubleValue }

    /// The codings (`system`, `code`) of the CodeableConcept at `key`.
    func codings(_ key: String) -> [(system: String, code: String)] {
        (object(key)?.objects("coding") ?? []).compactMap { coding in
            coding.string("code").map { (coding.string("system") ?? "", $0) }
        }
    }

    /// What the CodeableConcept at `key` is called: its `text`, else its first coding's
    /// `display`; nil when neither is given or both are blank.
    func conceptName(_ key: String) -> String? { object(key)?.conceptName }

    /// What this CodeableConcept is called: its `text`, else its first coding's `display`.
    var conceptName: String? {
        let names = [string("text")] + objects("coding").map { $0.string("display") }
        return names.compactMap { $0.map(Name.trimmed) }.first { !$0.isEmpty }
    }

    /// The first code of the CodeableConcept at `key` whose system is `system`.
    func code(_ key: String, system: String) -> String? {
        codings(key).first { $0.system == system }?.code
    }

    /// The id of the patient a reference at `key` points to (`subject`, `patient`):
    /// `Patient/ID`, a full URL ending so, or Synthea's `urn:uuid:ID`; nil otherwise.
    func patientID(_ key: String) -> String? {
        guard let reference = object(key)?.string("reference") else { return nil }
        return Self.patientID(reference: reference)
    }

    /// The id a patient reference names; nil for a reference to something else.
    static func patientID(reference: String) -> String? {
        if reference.hasPrefix("urn:uuid:") { return String(reference.dropFirst(9)) }
        let parts = reference.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2] == "Patient", !parts[parts.count - 1].isEmpty else { return nil }
        return String(parts[parts.count - 1])
    }

    /// The key of the resource's main code for the passed-over counts: the system's short
    /// name (`LOINC`, `SNOMED`, `RxNorm`, `CVX`, else the system as written) and the code,
    /// e.g. `LOINC 8302-6`; nil when the resource has no `code`.
    func codeKey(_ key: String = "code") -> String? {
        guard let first = codings(key).first else { return nil }
        let systems = ["http://loinc.org": "LOINC", "http://snomed.info/sct": "SNOMED",
                       "http://www.nlm.nih.gov/research/umls/rxnorm": "RxNorm", "http://hl7.org/fhir/sid/cvx": "CVX"]
        return "\(systems[first.system] ?? first.system) \(first.code)"
    }
}

/// The FHIR systems the mapping reads codes of.
enum FHIRSystem {
    static let loinc = "http://loinc.org"
}
