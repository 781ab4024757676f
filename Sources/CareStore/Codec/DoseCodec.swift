import CareModel
import Foundation

/// `dose` rows: `name` the medication, `occurred_at_unix` when it was taken; `value` and
/// `unit` the amount when the source records it (imports), NULL otherwise; `detail_value`
/// when the dose was logged (Unix seconds) if its taken time was corrected (seed 000,
/// Req 14), NULL when it was taken when logged.
struct DoseCodec: EventCodec {
    var readsDetails: Bool { true }
    private var medication = DecodedStrings { $0 }
    private var unit = DecodedStrings { $0 }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for dose in record.doseLogs {
            rows.add(dose.takenAt, dose.medication, dose.dose?.amount, dose.dose?.unit,
                     detailValue: dose.wasCorrected ? dose.loggedAt.timeIntervalSince1970 : nil)
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        let takenAt = row.timestamp
        let loggedAt = row.detailValue.isNaN ? takenAt : Date(timeIntervalSince1970: row.detailValue)
        var dose: Dosage?
        if !row.value.isNaN || !row.unitIsNull {
            guard !row.unitIsNull, let amount = try? Dosage(amount: row.value, unit: unit(row.unit)) else {
                return record.otherEvents.append(row.other(.dose))
            }
            dose = amount
        }
        var log = DoseLog(medication: medication(row.name), at: loggedAt, dose: dose)
        do {
            if loggedAt != takenAt { try log.changeTakenTime(to: takenAt) }
        } catch {
            return record.otherEvents.append(row.other(.dose))
        }
        record.doseLogs.append(log)
    }
}
