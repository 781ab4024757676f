import CareModel
import Foundation

/// `reminder` rows: each firing of a reminder a person set (seed 000, Req 15), at the
/// instant it fired. `name` is the reminder's custom name, `unit` what it is for
/// (``ReminderSubject``), `value` the seconds from the firing to its check-off (NULL when it
/// was not checked off) and `detail_text` the medication, factor, appointment or device it
/// names (NULL when none).
///
/// A row of another shape (an unknown subject, a negative delay) stays as stored.
struct ReminderCodec: EventCodec {
    var readsDetails: Bool { true }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for fired in record.firedReminders {
            rows.add(fired.firedAt, fired.name, fired.followedAt.map { $0.timeIntervalSince(fired.firedAt) },
                     fired.subject.rawValue, detailText: fired.target)
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        guard !row.unitIsNull, let subject = ReminderSubject(rawValue: String(decoding: row.unit, as: UTF8.self)),
              row.value.isNaN || row.value >= 0
        else { return record.otherEvents.append(row.other(.reminder)) }
        record.firedReminders.append(FiredReminder(
            name: String(decoding: row.name, as: UTF8.self), subject: subject,
            target: row.detailText.map { String(decoding: $0, as: UTF8.self) }, firedAt: row.timestamp,
            followedAt: row.value.isNaN ? nil : row.timestamp.addingTimeInterval(row.value)))
    }
}
