import CareModel
import Foundation

extension ImportTransaction {
    /// The medical record already stored for `personID` (by an earlier import, or earlier in
    /// this one), replayed from its `medical_record` rows as every reader reads it
    /// (``MedicalRecordCodec``): an import adds its changes after the record's history, with
    /// the identifiers that follow.
    public func medicalRecord(of personID: Int) throws(StoreError) -> MedicalRecord {
        try run { db in
            let rows = EventRows(statement: try db.makeStatement(sql: """
                SELECT occurred_at_unix, name, value, unit, time_of_day, local_date, detail_text, detail_value
                FROM event WHERE person_id = ? AND kind = '\(EventKind.medicalRecord.rawValue)' ORDER BY occurred_at_unix, seq
                """))
            var codec = MedicalRecordCodec()
            var record = PersonRecord(personID: personID, timeZone: TimeZone(identifier: "UTC")!)
            try rows.forEach(personID: personID) { codec.decode($0, into: &record) }
            return record.medicalRecord
        }
    }
}
