/// One number of a health value, named as it is stored and analysed: a blood pressure
/// gives two readings (`blood_pressure_systolic`, `blood_pressure_diastolic`), every other
/// value one, named by its quantity, in the unit the store keeps (`bpm`, `%`, `steps`,
/// `mmHg`, `mg/dL`).
public struct HealthReading: Hashable, Sendable {
    public var name: String
    public var value: Double
    public var unit: String

    /// The name of a blood pressure's upper number.
    public static let systolicName = "blood_pressure_systolic"
    /// The name of a blood pressure's lower number.
    public static let diastolicName = "blood_pressure_diastolic"
}

extension HealthValue {
    /// The value's readings, a glucose in mg/dL whatever unit it was entered in.
    public var readings: [HealthReading] {
        switch self {
        case .heartRate(let bpm): [HealthReading(name: HealthQuantity.heartRate.rawValue, value: bpm, unit: "bpm")]
        case .oxygenSaturation(let percent):
            [HealthReading(name: HealthQuantity.oxygenSaturation.rawValue, value: percent, unit: "%")]
        case .steps(let steps): [HealthReading(name: HealthQuantity.steps.rawValue, value: Double(steps), unit: "steps")]
        case .bloodPressure(let systolic, let diastolic):
            [HealthReading(name: HealthReading.systolicName, value: systolic, unit: "mmHg"),
             HealthReading(name: HealthReading.diastolicName, value: diastolic, unit: "mmHg")]
        case .bloodGlucose(let glucose):
            [HealthReading(name: HealthQuantity.bloodGlucose.rawValue, value: glucose.milligramsPerDecilitre, unit: "mg/dL")]
        }
    }
}
