import CareModel
import Foundation

/// `medical_record` rows: one per change of the personal medical record and dental chart
/// (seed 001), in the order made, so that replaying them (``MedicalRecord/replay(_:to:at:)``)
/// gives the record back with its history.
///
/// `unit` names the subject: `condition`, `allergy`, `medication` or `immunization` (an
/// item, `value` its identifier in the record, `name` its name), `blood_type`, or `tooth`
/// (`value` and `name` the FDI number). `detail_text` is the subject's value after the change, NULL when the
/// change deleted it: a blood type as written (`A+`); an item's or a tooth's other fields
/// as a JSON object with sorted keys (``MedicalRecordFields``). A row that cannot follow
/// the rows before it stays as stored.
struct MedicalRecordCodec: EventCodec {
    var readsDetails: Bool { true }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for change in record.medicalRecord.history {
            switch change.subject {
            case .item(let id):
                guard case .item(let item)? = change.after ?? change.before else { continue }
                let after: String? = if case .item(let now)? = change.after { MedicalRecordFields.text(of: now) } else { nil }
                rows.add(change.date, item.name, Double(id), item.kind, detailText: after)
            case .bloodType:
                let after: String? = if case .bloodType(let type)? = change.after { type.rawValue } else { nil }
                rows.add(change.date, "blood_type", nil, "blood_type", detailText: after)
            case .tooth(let tooth):
                let after: String? = if case .tooth(let now)? = change.after { MedicalRecordFields.text(of: now) } else { nil }
                rows.add(change.date, String(tooth.fdi), Double(tooth.fdi), "tooth", detailText: after)
            }
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        guard let (subject, value) = Self.change(in: row),
              (try? record.medicalRecord.replay(subject, to: value, at: row.timestamp)) != nil
        else { return record.otherEvents.append(row.other(.medicalRecord)) }
    }

    /// The row's subject and its value after the change; nil for a row of another shape.
    private static func change(in row: EventRows.Row) -> (RecordSubject, RecordValue?)? {
        guard !row.unitIsNull else { return nil }
        let unit = String(decoding: row.unit, as: UTF8.self), name = String(decoding: row.name, as: UTF8.self)
        let detail = row.detailText.map { String(decoding: $0, as: UTF8.self) }
        switch unit {
        case "blood_type":
            guard name == "blood_type", row.value.isNaN else { return nil }
            guard let detail else { return (.bloodType, nil) }
            return BloodType(rawValue: detail).map { (.bloodType, .bloodType($0)) }
        case "tooth":
            guard let fdi = row.wholeValue, name == String(fdi), let tooth = try? Tooth(fdi: fdi) else { return nil }
            guard let detail else { return (.tooth(tooth), nil) }
            return MedicalRecordFields.toothRecord(from: detail).map { (.tooth(tooth), .tooth($0)) }
        default:
            guard let id = row.wholeValue, id > 0 else { return nil }
            guard let detail else { return (.item(id: id), nil) }
            return MedicalRecordFields.item(kind: unit, name: name, from: detail).map { (.item(id: id), .item($0)) }
        }
    }
}
