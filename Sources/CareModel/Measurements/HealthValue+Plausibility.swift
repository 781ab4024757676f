/// The values a measurement can possibly take: anything outside is a typing or device
/// error, not a reading, and is refused. The ranges are deliberately wide, reaching the
/// most extreme values documented in people, so that unusual but real readings (an
/// athlete's 35 bpm, 82 % SpO2 at altitude, 220/130 mmHg in a hypertensive crisis) are
/// kept.
public struct PlausibleRange: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The lower bound.
    public let lower: Double
    /// Whether the lower bound itself is possible (steps: 0 is; a heart rate of 0 is not).
    public let includesLower: Bool
    /// The largest possible value.
    public let upper: Double

    /// Creates a range from `lower` (itself possible when `includesLower`) to `upper`.
    public init(lower: Double, includesLower: Bool, upper: Double) {
        self.lower = lower
        self.includesLower = includesLower
        self.upper = upper
    }

    /// A length of time within one day, in hours: from 0 to 24 (a night's sleep, a sleep
    /// stage, time in bed).
    public static let hoursInADay = PlausibleRange(lower: 0, includesLower: true, upper: 24)

    /// Whether `value` is possible.
    public func contains(_ value: Double) -> Bool {
        value.isFinite && (includesLower ? value >= lower : value > lower) && value <= upper
    }

    /// E.g. "more than 0 and at most 100".
    public var description: String {
        (includesLower ? "from \(lower.shortText) to " : "more than \(lower.shortText) and at most ") + upper.shortText
    }
}

extension HealthValue {
    /// Heart rate: more than 0, at most 600 bpm, the fastest rate documented in a person
    /// (Chhabra et al., Indian Pacing Electrophysiol J 2012;12(1):32-35).
    public static let heartRateRange = PlausibleRange(lower: 0, includesLower: false, upper: 600)
    /// SpO2: a fraction of haemoglobin, so more than 0 and at most 100 %.
    public static let oxygenSaturationRange = PlausibleRange(lower: 0, includesLower: false, upper: 100)
    /// Steps in one measurement: 0 to 432,000, five steps a second (a sprinter's cadence)
    /// for 24 hours.
    public static let stepsRange = PlausibleRange(lower: 0, includesLower: true, upper: 432_000)
    /// Systolic pressure: more than 0, at most 480 mmHg, the highest intra-arterial
    /// pressure measured in a person, during a double-leg press (MacDougall et al.,
    /// J Appl Physiol 1985;58:785-790, 480/350 mmHg).
    public static let systolicRange = PlausibleRange(lower: 0, includesLower: false, upper: 480)
    /// Diastolic pressure: more than 0, at most 350 mmHg (same source); it must also be
    /// below the systolic pressure of the same reading.
    public static let diastolicRange = PlausibleRange(lower: 0, includesLower: false, upper: 350)
    /// Blood glucose: more than 0, at most 2,656 mg/dL (147.4 mmol/L), the highest level
    /// recorded in a survivor (Guinness World Records, 2008).
    public static let glucoseRange = PlausibleRange(lower: 0, includesLower: false, upper: 2656)

    /// Refuses a value that cannot be a real reading, naming the field, the value and the
    /// possible range; unusual values pass.
    public func checkPlausible() throws(MeasurementError) {
        switch self {
        case .heartRate(let bpm):
            try Self.check("heart rate", bpm, unit: "count/min", in: Self.heartRateRange)
        case .oxygenSaturation(let percent):
            try Self.check("oxygen saturation", percent, unit: "%", in: Self.oxygenSaturationRange)
        case .steps(let count):
            try Self.check("steps", Double(count), unit: "count", in: Self.stepsRange)
        case .bloodPressure(let systolic, let diastolic):
            try Self.check("systolic pressure", systolic, unit: "mmHg", in: Self.systolicRange)
            try Self.check("diastolic pressure", diastolic, unit: "mmHg", in: Self.diastolicRange)
            guard diastolic < systolic else {
                throw .diastolicNotBelowSystolic(systolic: systolic, diastolic: diastolic)
            }
        case .bloodGlucose(let glucose):
            let range = Self.glucoseRange
            guard range.contains(glucose.milligramsPerDecilitre) else {
                let factor = glucose.unit == .milligramsPerDecilitre ? 1 : BloodGlucose.milligramsPerDecilitrePerMillimolePerLitre
                throw .impossible(field: "blood glucose", value: glucose.value, unit: glucose.unit.rawValue,
                                  range: PlausibleRange(lower: range.lower / factor, includesLower: range.includesLower,
                                                        upper: range.upper / factor))
            }
        }
    }

    private static func check(_ field: String, _ value: Double, unit: String, in range: PlausibleRange) throws(MeasurementError) {
        guard range.contains(value) else { throw .impossible(field: field, value: value, unit: unit, range: range) }
    }
}

extension Double {
    /// A short rendering for messages: no trailing `.0` on whole numbers, at most four
    /// decimals otherwise.
    var shortText: String {
        if rounded() == self, abs(self) < 1e15 { return String(Int(self)) }
        let scaled = (self * 10_000).rounded() / 10_000
        return String(scaled)
    }
}
