import CareModel
import Foundation

/// `factor` rows: `name` the factor, `value` the amount in `unit` (a ``FactorUnit``), or the
/// level (1 a little, 2 moderate, 3 a lot) with `unit` `level` (``FactorLevel/unit``).
struct FactorCodec: EventCodec {
    private var name = DecodedStrings { $0 }
    private var unit = DecodedStrings { FactorUnit(rawValue: $0) }
    private var partOfDay = DecodedStrings { TimeOfDay(rawValue: $0) }

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for entry in record.factorEntries {
            rows.add(entry.timestamp, entry.factor, entry.measurement.value, entry.measurement.unitName, entry.timeOfDay)
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        let measurement: FactorMeasurement
        if row.unitEquals(FactorLevel.unit), let rank = row.wholeValue, let level = FactorLevel(rawValue: rank) {
            measurement = .level(level)
        } else if !row.unitIsNull, let unit = unit(row.unit), row.value.isFinite {
            measurement = .amount(row.value, unit)
        } else {
            return record.otherEvents.append(row.other(.factor))
        }
        record.factorEntries.append(LifestyleFactorEntry(
            factor: name(row.name), timestamp: row.timestamp, timeOfDay: row.timeOfDayIsNull ? nil : partOfDay(row.timeOfDay), measurement: measurement))
    }
}
