import CareModel
import Foundation

/// `enrolment` rows: a person's way into the app (seed 004, DR1.FR1.1 and DR1.FR1.6), one
/// row per step at its instant: `name` the step (`code_issued`, `code_redeemed`,
/// `username_refused`, `password_refused`, `account_created`); a refusal's `value` the
/// refused text's length and `unit` `characters` (never the text: the length tells why it
/// was refused), another step's `value` 1 and `unit` `step`.
///
/// A row of another shape (an unknown step, a length the rules would not refuse, another
/// unit) stays as stored.
struct EnrolmentCodec: EventCodec {
    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for event in record.enrolment {
            if let length = event.refusedLength {
                rows.add(event.at, event.step.rawValue, Double(length), "characters")
            } else {
                rows.add(event.at, event.step.rawValue, 1, "step")
            }
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        guard let step = EnrolmentStep(rawValue: String(decoding: row.name, as: UTF8.self)),
              let event = Self.event(step, row: row)
        else { return record.otherEvents.append(row.other(.enrolment)) }
        record.enrolment.append(event)
    }

    private static func event(_ step: EnrolmentStep, row: EventRows.Row) -> EnrolmentEvent? {
        if row.unitIs("step") {
            return row.value == 1 ? try? EnrolmentEvent(step, at: row.timestamp) : nil
        }
        guard row.unitIs("characters"), row.value.isFinite, row.value.rounded() == row.value, row.value <= Double(Int32.max)
        else { return nil }
        return try? EnrolmentEvent(refused: step, length: Int(row.value), at: row.timestamp)
    }
}
