/// What a health measurement measures (seed 000, Req 20-28).
public enum HealthQuantity: String, CaseIterable, Codable, Sendable {
    case heartRate = "heart_rate"
    case oxygenSaturation = "oxygen_saturation"
    case steps
    case bloodPressure = "blood_pressure"
    case bloodGlucose = "blood_glucose"
}

/// The value of one health measurement, in its quantity's unit (seed 000, Req 20-28).
public enum HealthValue: Hashable, Codable, Sendable {
    /// Heart rate in beats per minute (Req 20-21).
    case heartRate(beatsPerMinute: Double)
    /// Blood oxygen saturation (SpO2) in percent (Req 22-23).
    case oxygenSaturation(percent: Double)
    /// Steps counted (Req 24-25).
    case steps(Int)
    /// One blood-pressure reading in mmHg (Req 26-27).
    case bloodPressure(systolic: Double, diastolic: Double)
    /// Blood glucose in mg/dL or mmol/L as entered (Req 28).
    case bloodGlucose(BloodGlucose)

    /// What the value measures.
    public var quantity: HealthQuantity {
        switch self {
        case .heartRate: .heartRate
        case .oxygenSaturation: .oxygenSaturation
        case .steps: .steps
        case .bloodPressure: .bloodPressure
        case .bloodGlucose: .bloodGlucose
        }
    }

    /// The unit, as HealthKit and UCUM write it: `count/min`, `%`, `count`, `mmHg`,
    /// `mg/dL` or `mmol/L`.
    public var unit: String {
        switch self {
        case .heartRate: "count/min"
        case .oxygenSaturation: "%"
        case .steps: "count"
        case .bloodPressure: "mmHg"
        case .bloodGlucose(let glucose): glucose.unit.rawValue
        }
    }
}
