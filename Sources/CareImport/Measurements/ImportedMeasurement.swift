import CareModel

/// The health measurements seed 000 names (heart rate, blood oxygen, steps, blood pressure,
/// glucose) plus sleep, body and vital-sign readings and a workout's energy and distance,
/// with the name and unit CareLab stores each under and the values no body can produce,
/// which an import rejects.
///
/// The names, units and limits of the seed's measurements are CareModel's (``HealthValue``'s
/// readings and plausible ranges, with their sources), so that an import and the domain
/// store and refuse the same; only the others, which the domain has no type for, are spelt
/// here. A blood-pressure pair is checked as one reading by ``BloodPressurePairing``.
struct ImportedMeasurement: Hashable, Sendable {
    /// The stored `event.name`, e.g. `heart_rate`.
    var name: String
    /// The stored `event.unit`.
    var unit: String
    /// Values outside this range are impossible.
    var possible: PlausibleRange

    static let heartRate = ImportedMeasurement(.heartRate(beatsPerMinute: 0), possible: HealthValue.heartRateRange)
    static let oxygenSaturation = ImportedMeasurement(.oxygenSaturation(percent: 0), possible: HealthValue.oxygenSaturationRange)
    static let steps = ImportedMeasurement(.steps(0), possible: HealthValue.stepsRange)
    static let systolic = ImportedMeasurement(.bloodPressure(systolic: 0, diastolic: 0), possible: HealthValue.systolicRange)
    static let diastolic = ImportedMeasurement(.bloodPressure(systolic: 0, diastolic: 0), reading: 1,
                                               possible: HealthValue.diastolicRange)
    static let glucose = ImportedMeasurement(.bloodGlucose(BloodGlucose(0, .milligramsPerDecilitre)),
                                             possible: HealthValue.glucoseRange)
    static let timeInBed = ImportedMeasurement(name: "time_in_bed", unit: "hours", possible: .hoursInADay)
    static let awakeInBed = ImportedMeasurement(name: "awake_in_bed", unit: "hours", possible: .hoursInADay)
    static let sleepCore = ImportedMeasurement(name: "sleep_core", unit: "hours", possible: .hoursInADay)
    static let sleepDeep = ImportedMeasurement(name: "sleep_deep", unit: "hours", possible: .hoursInADay)
    static let sleepREM = ImportedMeasurement(name: "sleep_rem", unit: "hours", possible: .hoursInADay)
    // Body and vital-sign readings a phone or scale records beyond the seed's (Apple Health's
    // quantity types); the domain has no type for them, so they stay as stored.
    static let bodyMass = ImportedMeasurement(name: "body_mass", unit: "kg", possible: .init(lower: 0, includesLower: false, upper: 700))
    static let bodyMassIndex = ImportedMeasurement(name: "body_mass_index", unit: "kg/m2",
                                                   possible: .init(lower: 0, includesLower: false, upper: 250))
    static let height = ImportedMeasurement(name: "height", unit: "cm", possible: .init(lower: 0, includesLower: false, upper: 300))
    static let respiratoryRate = ImportedMeasurement(name: "respiratory_rate", unit: "breaths/min",
                                                     possible: .init(lower: 0, includesLower: false, upper: 120))
    static let heartRateVariability = ImportedMeasurement(name: "heart_rate_variability_sdnn", unit: "ms",
                                                          possible: .init(lower: 0, includesLower: true, upper: 1000))
    static let restingHeartRate = ImportedMeasurement(name: "resting_heart_rate", unit: "bpm", possible: HealthValue.heartRateRange)
    static let workoutEnergy = ImportedMeasurement(name: "workout_energy", unit: "kcal",
                                                   possible: .init(lower: 0, includesLower: true, upper: 20_000))
    static let workoutDistance = ImportedMeasurement(name: "workout_distance", unit: "km",
                                                     possible: .init(lower: 0, includesLower: true, upper: 1_000))

    /// A measurement named and in the unit CareModel stores the `reading`-th reading of
    /// `value` in (``CareModel/HealthValue/readings``).
    init(_ value: HealthValue, reading: Int = 0, possible: PlausibleRange) {
        let stored = value.readings[reading]
        self.init(name: stored.name, unit: stored.unit, possible: possible)
    }

    init(name: String, unit: String, possible: PlausibleRange) {
        self.name = name
        self.unit = unit
        self.possible = possible
    }

    /// Every known measurement, by stored name.
    static let byName: [String: ImportedMeasurement] = Dictionary(uniqueKeysWithValues: [
        heartRate, oxygenSaturation, steps, systolic, diastolic, glucose,
        timeInBed, awakeInBed, sleepCore, sleepDeep, sleepREM,
        bodyMass, bodyMassIndex, height, respiratoryRate, heartRateVariability, restingHeartRate, workoutEnergy, workoutDistance,
    ].map { ($0.name, $0) })
}
