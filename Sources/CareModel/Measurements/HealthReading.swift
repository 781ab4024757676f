/// One number of a health value, named as it is stored and analysed: a blood pressure
/// gives two readings (`blood_pressure_systolic`, `blood_pressure_diastolic`), every other
/// value one, named by its quantity, in the unit the store keeps (`bpm`, `%`, `steps`,
/// `mmHg`, `mg/dL`).
public struct HealthReading: Hashable, Sendable {
    public var name: String
    public var value: Double
    public var unit: String

    /// Creates a reading.
    public init(name: String, value: Double, unit: String) {
        self.name = name
        self.value = value
        self.unit = unit
    }

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

extension HealthValue {
    /// The value of a quantity measured by one reading (heart rate, oxygen saturation, steps,
    /// blood glucose in mg/dL), from that reading as ``readings`` gives it; nil for a member
    /// of a blood pressure (two readings make that value), a step count that is not a whole
    /// number, and a name or unit of no such quantity.
    public init?(reading: HealthReading) {
        switch (HealthQuantity(rawValue: reading.name), reading.unit) {
        case (.heartRate?, "bpm"): self = .heartRate(beatsPerMinute: reading.value)
        case (.oxygenSaturation?, "%"): self = .oxygenSaturation(percent: reading.value)
        case (.steps?, "steps"):
            guard reading.value == reading.value.rounded(), abs(reading.value) < 1e15 else { return nil }
            self = .steps(Int(reading.value))
        case (.bloodGlucose?, "mg/dL"): self = .bloodGlucose(BloodGlucose(reading.value, .milligramsPerDecilitre))
        default: return nil
        }
    }
}
