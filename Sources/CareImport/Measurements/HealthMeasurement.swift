/// The health measurements seed 000 names (heart rate, blood oxygen, steps, blood pressure,
/// glucose) plus sleep, with the unit CareLab stores each in and the values no body can
/// produce, which an import rejects.
///
/// A minimal, importer-side table: `CareModel` has no measurement type yet. The limits are
/// deliberately wide, so that only impossible values (a typo, a unit mix-up) are rejected,
/// never a rare true reading: for example the highest blood glucose survived is about
/// 2,656 mg/dL (Guinness World Records, 2008) and the fastest recorded human heart rate
/// 480 beats per minute (Chhabra et al., "Mouse heart rate in a human", Indian Pacing and
/// Electrophysiology Journal 12(1), 2012).
struct HealthMeasurement: Hashable, Sendable {
    /// The stored `event.name`, e.g. `heart_rate`.
    var name: String
    /// The stored `event.unit`.
    var unit: String
    /// Values outside this range are impossible.
    var possible: ClosedRange<Double>

    static let heartRate = HealthMeasurement(name: "heart_rate", unit: "bpm", possible: 1...600)
    static let oxygenSaturation = HealthMeasurement(name: "oxygen_saturation", unit: "%", possible: 1...100)
    static let steps = HealthMeasurement(name: "steps", unit: "steps", possible: 0...500_000)
    static let systolic = HealthMeasurement(name: "blood_pressure_systolic", unit: "mmHg", possible: 10...400)
    static let diastolic = HealthMeasurement(name: "blood_pressure_diastolic", unit: "mmHg", possible: 5...300)
    static let glucose = HealthMeasurement(name: "blood_glucose", unit: "mg/dL", possible: 1...3000)
    static let timeInBed = HealthMeasurement(name: "time_in_bed", unit: "hours", possible: 0...24)
    static let awakeInBed = HealthMeasurement(name: "awake_in_bed", unit: "hours", possible: 0...24)
    static let sleepCore = HealthMeasurement(name: "sleep_core", unit: "hours", possible: 0...24)
    static let sleepDeep = HealthMeasurement(name: "sleep_deep", unit: "hours", possible: 0...24)
    static let sleepREM = HealthMeasurement(name: "sleep_rem", unit: "hours", possible: 0...24)

    /// Every known measurement, by stored name.
    static let byName: [String: HealthMeasurement] = Dictionary(uniqueKeysWithValues: [
        heartRate, oxygenSaturation, steps, systolic, diastolic, glucose,
        timeInBed, awakeInBed, sleepCore, sleepDeep, sleepREM,
    ].map { ($0.name, $0) })
}
