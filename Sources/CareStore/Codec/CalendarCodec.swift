import CareModel

/// `calendar` rows: one per occurrence of a calendar event (seed 004, DR3/DR7.FR4.0,
/// DR7.FR9.2) at the instant scheduled. `name` is the event's kind (`appointment`,
/// `medication`, `other`), `value` 1 when it was attended (or the medication taken) and 0
/// when not, `unit` `attended`, and `detail_text` the reminder lead as spelled
/// (`1 day`, `2 hours`, `on the day at 08:00`), NULL without a reminder. The event's title is
/// never stored.
///
/// A row of another shape (another unit or value, an unknown kind, a lead the app does not
/// offer) stays as stored.
struct CalendarCodec: EventCodec {
    var readsDetails: Bool { true }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for event in record.calendarEvents {
            rows.add(event.scheduledAt, event.kind.rawValue, event.attended ? 1 : 0, "attended",
                     detailText: event.reminder?.spelling)
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        let lead = row.detailText.map { ReminderLead(spelling: String(decoding: $0, as: UTF8.self)) }
        guard row.unitIs("attended"), let value = row.wholeValue, value == 0 || value == 1,
              let kind = CalendarEvent.Kind(rawValue: String(decoding: row.name, as: UTF8.self)),
              lead != .some(nil),
              let event = try? CalendarEventOutcome(kind: kind, scheduledAt: row.timestamp, reminder: lead ?? nil,
                                                    attended: value == 1)
        else { return record.otherEvents.append(row.other(.calendar)) }
        record.calendarEvents.append(event)
    }
}
