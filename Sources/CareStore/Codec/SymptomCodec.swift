import CareModel
import Foundation
import GRDB

/// `symptom` rows: `name` the symptom, `value` the severity's rank (0 reported absent,
/// 1 mild … 4 debilitating), `unit` `severity`, `time_of_day` the part of the day chosen
/// (NULL when the source gave a date only). The entry's relieving and aggravating factors
/// are `symptom_factor` rows and its notes `note` rows linked to it (``EntryAttachment``,
/// seed 000, Req 5-7), found by the row's key.
struct SymptomCodec: EventCodec {
    private var symptom: DecodedStrings<Symptom>
    private var partOfDay = DecodedStrings { TimeOfDay(rawValue: $0) }
    /// The person's factors and notes, by the key of their entry's row.
    private var attachments: [EntryKey: Attachments] = [:]
    /// Whether the database holds any symptom factor or symptom note at all, asked once per
    /// read: most runs hold none, and then no person costs the two queries.
    private var holdsAttachments: Bool?

    private struct EntryKey: Hashable {
        var unixSeconds: Int64
        var seq: Int64
    }

    private struct Attachments {
        var relieving: [String] = []
        var aggravating: [String] = []
        var notes: [String] = []
    }

    init(symptoms: [String: Symptom]) {
        symptom = DecodedStrings { symptoms[$0] ?? Symptom(name: $0) }
    }

    var readsSeq: Bool { true }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for entry in record.symptomEntries {
            rows.add(entry.timestamp, entry.symptom.name, Double(entry.severity.rawValue), "severity", entry.timeOfDay)
            rows.attach(entry)
        }
    }

    mutating func begin(personID: Int, in db: Database) throws {
        attachments.removeAll(keepingCapacity: true)
        if holdsAttachments == nil {
            holdsAttachments = try Bool.fetchOne(db, sql: """
                SELECT EXISTS (SELECT 1 FROM symptom_factor) OR EXISTS (SELECT 1 FROM note WHERE event_kind = 'symptom')
                """) ?? true
        }
        guard holdsAttachments == true else { return }
        let factors = try db.cachedStatement(sql: """
            SELECT occurred_at_unix, seq, role, factor FROM symptom_factor WHERE person_id = ?
            ORDER BY occurred_at_unix, seq, role, position
            """)
        for row in try Row.fetchAll(factors, arguments: [personID]) {
            let key = EntryKey(unixSeconds: row[0], seq: row[1])
            if row[2] as String == SymptomFactorRole.relieving.rawValue {
                attachments[key, default: Attachments()].relieving.append(row[3])
            } else {
                attachments[key, default: Attachments()].aggravating.append(row[3])
            }
        }
        let notes = try db.cachedStatement(sql: """
            SELECT occurred_at_unix, event_seq, text FROM note WHERE person_id = ? AND event_kind = 'symptom'
            ORDER BY occurred_at_unix, event_seq, position
            """)
        for row in try Row.fetchAll(notes, arguments: [personID]) {
            attachments[EntryKey(unixSeconds: row[0], seq: row[1]), default: Attachments()].notes.append(row[2])
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        guard row.unitIs("severity"), let rank = row.wholeValue, let severity = Severity(rawValue: rank) else {
            return record.otherEvents.append(row.other(.symptom))
        }
        let attached = attachments.isEmpty ? nil : attachments[EntryKey(unixSeconds: row.unixSeconds, seq: row.seq)]
        record.symptomEntries.append(SymptomEntry(
            symptom: symptom(row.name), timestamp: row.timestamp, timeOfDay: row.timeOfDayIsNull ? nil : partOfDay(row.timeOfDay),
            severity: severity, relievingFactors: attached?.relieving ?? [], aggravatingFactors: attached?.aggravating ?? [],
            notes: attached?.notes ?? []))
    }
}
