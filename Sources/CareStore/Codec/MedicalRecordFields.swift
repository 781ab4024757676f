import CareModel
import Foundation

/// The fields of a medical-record item or a charted tooth beyond its name, as the
/// `detail_text` of its `medical_record` row: a JSON object of texts with sorted keys, so
/// that the same value is always the same text.
///
/// - condition: `diagnosed` (`YYYY-MM-DD`) and `note`, each when given;
/// - allergy: `reaction` when given, `severity` (`mild`, `moderate`, `severe`) when known;
/// - medication: `{}`;
/// - immunization: `given` (`YYYY-MM-DD`) when known;
/// - tooth: `status` (a ``ToothStatus``) and one key per charted surface (`mesial`,
///   `distal`, `facial`, `lingual`, `occlusal`, `incisal`) with its ``SurfaceStatus``.
enum MedicalRecordFields {
    /// The fields of `item` as text.
    static func text(of item: RecordItem) -> String {
        var fields: [String: String] = [:]
        switch item {
        case .condition(let condition):
            fields["diagnosed"] = condition.diagnosed?.description
            if !condition.note.isEmpty { fields["note"] = condition.note }
        case .allergy(let allergy):
            if !allergy.reaction.isEmpty { fields["reaction"] = allergy.reaction }
            fields["severity"] = allergy.severity?.rawValue
        case .medication:
            break
        case .immunization(let immunization):
            fields["given"] = immunization.given?.description
        }
        return json(fields)
    }

    /// The fields of a charted tooth as text.
    static func text(of tooth: ToothRecord) -> String {
        var fields = ["status": tooth.status.rawValue]
        for (surface, status) in tooth.surfaces { fields[surface.rawValue] = status.rawValue }
        return json(fields)
    }

    /// The item of `kind` named `name` with the fields of `text`; nil when the kind is
    /// unknown or a field is not the kind's.
    static func item(kind: String, name: String, from text: String) -> RecordItem? {
        guard var fields = object(text) else { return nil }
        let item: RecordItem
        switch kind {
        case "condition":
            var diagnosed: CalendarDay?
            if let day = fields.removeValue(forKey: "diagnosed") {
                guard let parsed = CalendarDay(iso8601: day) else { return nil }
                diagnosed = parsed
            }
            item = .condition(Condition(name: name, diagnosed: diagnosed, note: fields.removeValue(forKey: "note") ?? ""))
        case "allergy":
            var severity: AllergySeverity?
            if let text = fields.removeValue(forKey: "severity") {
                guard let parsed = AllergySeverity(rawValue: text) else { return nil }
                severity = parsed
            }
            item = .allergy(Allergy(substance: name, reaction: fields.removeValue(forKey: "reaction") ?? "", severity: severity))
        case "medication":
            item = .medication(MedicationReference(name: name))
        case "immunization":
            var given: CalendarDay?
            if let day = fields.removeValue(forKey: "given") {
                guard let parsed = CalendarDay(iso8601: day) else { return nil }
                given = parsed
            }
            item = .immunization(Immunization(vaccine: name, given: given))
        default:
            return nil
        }
        return fields.isEmpty ? item : nil
    }

    /// The charted tooth of `text`; nil when a field is not a status or a surface.
    static func toothRecord(from text: String) -> ToothRecord? {
        guard var fields = object(text), let status = fields.removeValue(forKey: "status").flatMap(ToothStatus.init) else {
            return nil
        }
        var surfaces: [ToothSurface: SurfaceStatus] = [:]
        for (key, value) in fields {
            guard let surface = ToothSurface(rawValue: key), let mark = SurfaceStatus(rawValue: value) else { return nil }
            surfaces[surface] = mark
        }
        return ToothRecord(status: status, surfaces: surfaces)
    }

    private static func json(_ fields: [String: String]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(fields), as: UTF8.self)
    }

    private static func object(_ text: String) -> [String: String]? {
        try? JSONDecoder().decode([String: String].self, from: Data(text.utf8))
    }
}
