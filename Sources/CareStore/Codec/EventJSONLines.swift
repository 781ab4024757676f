import CareModel
import Foundation

/// A person's event rows as JSON Lines: one object per stored row, written through the
/// same codecs as the database (``PersonRows``), so its kinds, names, units and detail
/// fields are exactly the stored vocabulary.
///
/// Each line has, in this order: `person_id`, `time_zone` (IANA), `instant` (UTC, ISO 8601
/// with `Z`), `unix` (whole seconds), `local_date` (in the person's zone), `kind`, `seq`,
/// `name`, `value`, `unit`, `time_of_day`, `detail_text`, `detail_value`; a NULL column is
/// `null`. Numbers are written in their shortest exact form (`2`, `0.65`), so the same
/// record always gives the same bytes.
///
/// ```json
/// {"person_id":2,"time_zone":"America/New_York","instant":"2026-03-09T03:30:00Z","unix":1773027000,"local_date":"2026-03-08","kind":"symptom","seq":0,"name":"headache","value":2,"unit":"severity","time_of_day":"night","detail_text":null,"detail_value":null}
/// ```
public enum EventJSONLines {
    /// The lines of `rows`, each ending in `\n`, in the table's key order.
    public static func lines(_ rows: PersonRows) -> String {
        var out = ""
        for event in rows.storedEvents {
            let instant = Date(timeIntervalSince1970: TimeInterval(event.occurredAtUnix))
            let fields: [(String, String)] = [
                ("person_id", String(rows.personID)),
                ("time_zone", JSONText.string(rows.timeZoneIdentifier)),
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

    /// A number in its shortest exact form, a whole number without a decimal point.
    static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
