import CareModel

/// `journal_lock` rows: what happened to the journal's password lock (seed 002, entries
/// 50-56), at the instant it happened. `name` is the event (`enabled`, `confirm_mismatch`,
/// `unlocked`, `unlock_failed`, `disabled`, `disable_failed`), with no value or unit. No
/// password is ever stored.
///
/// A row of another shape (an unknown event, a value or a unit) stays as stored.
struct JournalLockCodec: EventCodec {
    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for event in record.journalLockEvents {
            rows.add(event.at, event.kind.rawValue, nil, nil)
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        guard row.value.isNaN, row.unitIsNull,
              let kind = JournalLockEvent.Kind(rawValue: String(decoding: row.name, as: UTF8.self))
        else { return record.otherEvents.append(row.other(.journalLock)) }
        record.journalLockEvents.append(JournalLockEvent(kind, at: row.timestamp))
    }
}
