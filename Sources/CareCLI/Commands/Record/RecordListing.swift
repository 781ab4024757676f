import CareModel
import Foundation

/// One person's medical record as `carelab record` prints it: plain text, a section per
/// part of the record, the dental chart in Universal order with both numbers.
struct RecordListing {
    let personID: Int
    let asOf: CalendarDay?
    let timeZone: TimeZone
    let record: MedicalRecord

    var text: String {
        let when = asOf.map { "as of the end of \($0) (\(timeZone.identifier))" } ?? "with every stored change"
        var lines = ["Medical record of person \(personID), \(when)", ""]
        lines.append("Blood type: \(record.bloodType?.rawValue ?? "not recorded")")
        lines += section("Conditions", record.conditions.map { condition in
            condition.name + details([condition.diagnosed.map { "diagnosed \($0)" }, nonEmpty(condition.note)])
        })
        lines += section("Allergies", record.allergies.map { allergy in
            allergy.substance + details([nonEmpty(allergy.reaction), allergy.severity.map(\.rawValue)])
        })
        lines += section("Medications", record.medications.map(\.name))
        // Only clinical records (a FHIR import) list immunisations; a record kept in the app has none.
        if !record.immunizations.isEmpty {
            lines += section("Immunizations", record.immunizations.map { $0.vaccine + details([$0.given.map { "given \($0)" }]) })
        }
        let teeth = record.dentalChart.teeth.sorted { $0.key < $1.key }
        lines += ["", "Dental chart (\(teeth.count) teeth charted):"]
        if teeth.isEmpty { lines.append("  none") }
        lines += teeth.map { tooth, charted in line(tooth, charted) }
        let actions = RecordChange.Action.allCases.map { action in
            "\(record.history.filter { $0.action == action }.count) \(action.rawValue)"
        }
        lines += ["", "History: \(record.history.count) changes (\(actions.joined(separator: ", ")))."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// E.g. `  Universal 3   FDI 16  crowned             first molar`.
    private func line(_ tooth: Tooth, _ charted: ToothRecord) -> String {
        let surfaces: [String] = ToothSurface.allCases.compactMap { surface in
            guard let mark = charted.surfaces[surface] else { return nil }
            return surface.rawValue + " " + mark.rawValue
        }
        let numbers = "  Universal " + pad(tooth.universal, 2) + "  FDI " + String(tooth.fdi) + "  "
        let kind: String = tooth.kind + (tooth.dentition == .primary ? " (primary)" : "")
        let marks: String = surfaces.isEmpty ? "" : "; " + surfaces.joined(separator: ", ")
        return numbers + pad(charted.status.rawValue, 18) + "  " + kind + marks
    }

    private func section(_ title: String, _ items: [String]) -> [String] {
        ["", "\(title):"] + (items.isEmpty ? ["  none"] : items.map { "  - " + $0 })
    }

    private func details(_ parts: [String?]) -> String {
        let given = parts.compactMap { $0 }
        return given.isEmpty ? "" : " (" + given.joined(separator: "; ") + ")"
    }

    private func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
