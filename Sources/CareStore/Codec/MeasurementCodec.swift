import CareModel
import Foundation

/// `measurement` rows (seed 000, Req 20-28): `name` the quantity, `value` the reading in
/// `unit`: `heart_rate` bpm, `oxygen_saturation` %, `steps` steps, `blood_glucose` mg/dL,
/// and a blood pressure as two rows at one instant, `blood_pressure_systolic` then
/// `blood_pressure_diastolic`, mmHg. `detail_text` is where the reading came from (`manual`
/// or `device`); for a glucose entered in mmol/L, `detail_value` is the value as entered.
///
/// A reading imported without a recorded source (a generic CSV row without `source`) and
/// a sleep stage, which is not a ``HealthValue``, stay as stored, in the record's
/// `otherEvents`; Apple Health's readings are synced from a device.
struct MeasurementCodec: EventCodec {
    var readsDetails: Bool { true }
    private var name = DecodedStrings { $0 }
    private var source = DecodedStrings { MeasurementSource(rawValue: $0) }
    /// A systolic row waiting for its diastolic row at the same instant.
    private var systolic: (row: OtherEvent, source: MeasurementSource)?

    static let systolicName = HealthReading.systolicName
    static let diastolicName = HealthReading.diastolicName

    func encode(_ record: PersonRecord, into rows: inout EventEncoder) {
        for measurement in record.measurements {
            var entered: Double?
            if case .bloodGlucose(let glucose) = measurement.value, glucose.unit == .millimolesPerLitre { entered = glucose.value }
            for reading in measurement.value.readings {
                rows.add(measurement.timestamp, reading.name, reading.value, reading.unit,
                         detailText: measurement.source.rawValue, detailValue: entered)
            }
        }
    }

    mutating func decode(_ row: EventRows.Row, into record: inout PersonRecord) {
        let name = name(row.name)
        guard let source = row.detailText.flatMap({ source($0) }), row.value.isFinite else {
            finish(into: &record)
            return record.otherEvents.append(row.other(.measurement))
        }
        if name == Self.diastolicName, let pending = systolic, pending.row.timestamp == row.timestamp,
           pending.source == source, row.unitIs("mmHg"), let systolicValue = pending.row.value {
            systolic = nil
            return append(.bloodPressure(systolic: systolicValue, diastolic: row.value), row, source, pending.row, to: &record)
        }
        finish(into: &record)
        let value: HealthValue
        switch name {
        case HealthQuantity.heartRate.rawValue where row.unitIs("bpm"): value = .heartRate(beatsPerMinute: row.value)
        case HealthQuantity.oxygenSaturation.rawValue where row.unitIs("%"): value = .oxygenSaturation(percent: row.value)
        case HealthQuantity.steps.rawValue where row.unitIs("steps"):
            guard let steps = row.wholeValue else { return record.otherEvents.append(row.other(.measurement)) }
            value = .steps(steps)
        case HealthQuantity.bloodGlucose.rawValue where row.unitIs("mg/dL"):
            value = .bloodGlucose(row.detailValue.isNaN
                                  ? BloodGlucose(row.value, .milligramsPerDecilitre)
                                  : BloodGlucose(row.detailValue, .millimolesPerLitre))
        case Self.systolicName where row.unitIs("mmHg"):
            systolic = (row.other(.measurement), source)
            return
        default:
            return record.otherEvents.append(row.other(.measurement))
        }
        append(value, row, source, nil, to: &record)
    }

    /// A systolic row whose diastolic row never came stays as stored.
    mutating func finish(into record: inout PersonRecord) {
        if let pending = systolic {
            record.otherEvents.append(pending.row)
            systolic = nil
        }
    }

    /// Adds the reading, or keeps its rows as stored when the domain refuses it.
    private func append(_ value: HealthValue, _ row: EventRows.Row, _ source: MeasurementSource, _ first: OtherEvent?,
                        to record: inout PersonRecord) {
        if let measurement = try? HealthMeasurement(timestamp: row.timestamp, value: value, source: source) {
            record.measurements.append(measurement)
        } else {
            if let first { record.otherEvents.append(first) }
            record.otherEvents.append(row.other(.measurement))
        }
    }
}
