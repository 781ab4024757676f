import CareModel
import Foundation

/// `symptom` rows: `name` the symptom, `value` the severity's rank (0 reported absent,
/// 1 mild … 4 debilitating), `unit` `severity`, `time_of_day` the part of the day chosen
/// (NULL when the source gave a date only). Relieving and aggravating factors and notes are
/// not stored yet.
struct SymptomCodec: EventCodec {
    private var symptom: DecodedStrings<Symptom>
    private var partOfDay = DecodedStrings { TimeOfDay(rawValue: $0) }

    init(symptoms: [String: Symptom]) {
        symptom = DecodedStrings { symptoms[$0] ?? Symptom(name: $0) }
    }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for entry in record.symptomEntries {
            rows.add(entry.timestamp, entry.symptom.name, Double(entry.severity.rawValue), "severity", entry.timeOfDay)
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        guard row.unitIs("severity"), let rank = row.wholeValue, let severity = Severity(rawValue: rank) else {
            return record.otherEvents.append(row.other(.symptom))
        }
        record.symptomEntries.append(SymptomEntry(
            symptom: symptom(row.name), timestamp: row.timestamp, timeOfDay: row.timeOfDayIsNull ? nil : partOfDay(row.timeOfDay), severity: severity))
    }
}
