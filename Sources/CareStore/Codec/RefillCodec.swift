import CareModel
import Foundation

/// `refill` rows: `name` the medication, `occurred_at_unix` when it was dispensed, `value`
/// the days the supply lasts, `unit` `days`. A row that is not a whole number of days of
/// at least 1 stays as stored.
struct RefillCodec: EventCodec {
    private var medication = DecodedStrings { $0 }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for dispensing in record.dispensings {
            rows.add(dispensing.at, dispensing.medication, Double(dispensing.daysSupply), "days")
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        guard row.unitIs("days"), let days = row.wholeValue,
              let dispensing = try? Dispensing(medication: medication(row.name), at: row.timestamp, daysSupply: days)
        else { return record.otherEvents.append(row.other(.refill)) }
        record.dispensings.append(dispensing)
    }
}
