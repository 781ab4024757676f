import CareModel
import Foundation

/// A person's event rows as JSON Lines: one object per stored row, written through the
/// same codecs as the database (``PersonRows``), so its kinds, names, units and detail
/// fields are exactly the stored vocabulary.
///
/// Each line has, in this order: `person_id`, `time_zone` (IANA: the zone the person is in
/// at the instant), `instant` (UTC, ISO 8601 with `Z`), `unix` (whole seconds),
/// `local_date` (the instant's date in that zone), `kind`, `seq`, `name`, `value`, `unit`,
/// `time_of_day`, `detail_text`, `detail_value`; a NULL column is `null`. Numbers are
/// written in their shortest exact form (`2`, `0.65`), so the same record always gives the
/// same bytes.
///
/// A person's changes of zone (``ZoneTimeline``) follow their events, one line each with
/// the kind `zone`: from its instant on the person is in the zone that `time_zone` and
/// `name` give, `local_date` is the date there, and the other fields are `null` (`seq` 0).
///
/// ```json
/// {"person_id":2,"time_zone":"America/New_York","instant":"2026-03-09T03:30:00Z","unix":1773027000,"local_date":"2026-03-08","kind":"symptom","seq":0,"name":"headache","value":2,"unit":"severity","time_of_day":"night","detail_text":null,"detail_value":null}
/// ```
public enum EventJSONLines {
    /// The lines of `rows`, each ending in `\n`, in the table's key order.
    public static func lines(_ rows: PersonRows) -> String {
        var out = ""
        let changes = rows.storedZoneChanges.map { change in
            let instant = Date(timeIntervalSince1970: TimeInterval(change.atUnix))
            let day = CalendarDay(containing: instant, in: TimeZone(identifier: change.timeZone)!)
            return StoredEvent(kind: zoneKind, occurredAtUnix: change.atUnix, seq: 0, name: change.timeZone, value: nil,
                               unit: nil, timeOfDay: nil, localDate: day.description, detailText: nil, detailValue: nil)
        }
        for event in rows.storedEvents + changes {
            let instant = Date(timeIntervalSince1970: TimeInterval(event.occurredAtUnix))
            let fields: [(String, String)] = [
                ("person_id", String(rows.personID)),
                ("time_zone", JSONText.string(rows.timeZoneIdentifier(at: event.occurredAtUnix))),
                ("instant", JSONText.string(instant.formatted(.iso8601))),
                ("unix", String(event.occurredAtUnix)),
                ("local_date", JSONText.string(event.localDate)),
                ("kind", JSONText.string(event.kind)),
                ("seq", String(event.seq)),
                ("name", JSONText.string(event.name)),
                ("value", number(event.value)),
                ("unit", event.unit.map(JSONText.string) ?? "null"),
                ("time_of_day", event.timeOfDay.map(JSONText.string) ?? "null"),
                ("detail_text", event.detailText.map(JSONText.string) ?? "null"),
                ("detail_value", number(event.detailValue)),
            ]
            out += "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}\n"
        }
        return out
    }

    /// The kind of the lines that give a change of zone.
    public static let zoneKind = "zone"

    /// A number in its shortest exact form, a whole number without a decimal point.
    static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
