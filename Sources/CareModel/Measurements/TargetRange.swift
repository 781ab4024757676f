/// The range a reading should fall in, for the share of readings in range (seed 000,
/// Req 20-28): a clinical target, not the plausible range (``PlausibleRange``) outside
/// which a value is refused.
public struct TargetRange: Hashable, Sendable, CustomStringConvertible {
    /// The lowest value in range, itself included; nil when there is no lower bound.
    public let lower: Double?
    /// The upper bound; nil when there is none.
    public let upper: Double?
    /// Whether the upper bound itself is in range (glucose's 180 mg/dL is; blood
    /// pressure's 130 mmHg is not: the target is below it).
    public let includesUpper: Bool
    /// Where the range comes from.
    public let source: String

    /// Creates a range from `lower` (included) to `upper`.
    public init(lower: Double?, upper: Double?, includesUpper: Bool, source: String) {
        self.lower = lower
        self.upper = upper
        self.includesUpper = includesUpper
        self.source = source
    }

    /// Whether `value` is in range.
    public func contains(_ value: Double) -> Bool {
        if let lower, value < lower { return false }
        if let upper { return includesUpper ? value <= upper : value < upper }
        return true
    }

    /// E.g. "70-180" or "< 130".
    public var description: String {
        switch (lower, upper) {
        case let (lower?, upper?): "\(lower.shortText)-\(upper.shortText)"
        case let (nil, upper?): (includesUpper ? "≤ " : "< ") + upper.shortText
        case let (lower?, nil): "≥ \(lower.shortText)"
        case (nil, nil): "any"
        }
    }
}

extension TargetRange {
    /// Blood glucose 70-180 mg/dL, the time-in-range target of the International Consensus
    /// on Time in Range (Battelino et al., Diabetes Care 2019;42(8):1593-1603).
    public static let bloodGlucose = TargetRange(
        lower: 70, upper: 180, includesUpper: true, source: "Battelino et al., Diabetes Care 2019;42:1593-1603")
    /// Systolic pressure below 130 mmHg, the 2017 ACC/AHA blood-pressure target (Whelton et
    /// al., Hypertension 2018;71(6):e13-e115).
    public static let systolic = TargetRange(
        lower: nil, upper: 130, includesUpper: false, source: "Whelton et al., Hypertension 2018;71:e13-e115")
    /// Diastolic pressure below 80 mmHg, the same guideline's target.
    public static let diastolic = TargetRange(
        lower: nil, upper: 80, includesUpper: false, source: "Whelton et al., Hypertension 2018;71:e13-e115")
    /// Resting heart rate 60-100 bpm, the adult normal range of the American Heart
    /// Association ("All about heart rate", heart.org).
    public static let heartRate = TargetRange(
        lower: 60, upper: 100, includesUpper: true, source: "American Heart Association, All about heart rate")
    /// Oxygen saturation 95-100 %, the normal range of the WHO Pulse Oximetry Training
    /// Manual (2011).
    public static let oxygenSaturation = TargetRange(
        lower: 95, upper: 100, includesUpper: true, source: "WHO Pulse Oximetry Training Manual, 2011")

    /// The target range of a reading by its name (``HealthReading/name``); nil for steps,
    /// which have no range (a step count per reading depends on how the device groups them).
    public static func of(reading name: String) -> TargetRange? {
        switch name {
        case HealthQuantity.bloodGlucose.rawValue: .bloodGlucose
        case HealthReading.systolicName: .systolic
        case HealthReading.diastolicName: .diastolic
        case HealthQuantity.heartRate.rawValue: .heartRate
        case HealthQuantity.oxygenSaturation.rawValue: .oxygenSaturation
        default: nil
        }
    }
}
