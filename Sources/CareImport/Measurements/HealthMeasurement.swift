import CareModel

/// The health measurements seed 000 names (heart rate, blood oxygen, steps, blood pressure,
/// glucose) plus sleep, with the name and unit CareLab stores each under and the values no
/// body can produce, which an import rejects.
///
/// The limits are CareModel's (``HealthValue`` and its plausible ranges, with their
/// sources), so that an import and the domain refuse the same values; a blood-pressure
/// pair is checked as one reading by ``BloodPressurePairing``.
struct HealthMeasurement: Hashable, Sendable {
    /// The stored `event.name`, e.g. `heart_rate`.
    var name: String
    /// The stored `event.unit`.
    var unit: String
    /// Values outside this range are impossible.
    var possible: PlausibleRange

    static let heartRate = HealthMeasurement(name: "heart_rate", unit: "bpm", possible: HealthValue.heartRateRange)
    static let oxygenSaturation = HealthMeasurement(name: "oxygen_saturation", unit: "%", possible: HealthValue.oxygenSaturationRange)
    static let steps = HealthMeasurement(name: "steps", unit: "steps", possible: HealthValue.stepsRange)
    static let systolic = HealthMeasurement(name: "blood_pressure_systolic", unit: "mmHg", possible: HealthValue.systolicRange)
    static let diastolic = HealthMeasurement(name: "blood_pressure_diastolic", unit: "mmHg", possible: HealthValue.diastolicRange)
    static let glucose = HealthMeasurement(name: "blood_glucose", unit: "mg/dL", possible: HealthValue.glucoseRange)
    static let timeInBed = HealthMeasurement(name: "time_in_bed", unit: "hours", possible: .hoursInADay)
    static let awakeInBed = HealthMeasurement(name: "awake_in_bed", unit: "hours", possible: .hoursInADay)
    static let sleepCore = HealthMeasurement(name: "sleep_core", unit: "hours", possible: .hoursInADay)
    static let sleepDeep = HealthMeasurement(name: "sleep_deep", unit: "hours", possible: .hoursInADay)
    static let sleepREM = HealthMeasurement(name: "sleep_rem", unit: "hours", possible: .hoursInADay)

    /// Every known measurement, by stored name.
    static let byName: [String: HealthMeasurement] = Dictionary(uniqueKeysWithValues: [
        heartRate, oxygenSaturation, steps, systolic, diastolic, glucose,
        timeInBed, awakeInBed, sleepCore, sleepDeep, sleepREM,
    ].map { ($0.name, $0) })
}
