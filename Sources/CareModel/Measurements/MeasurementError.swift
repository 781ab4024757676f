/// Why a health measurement was refused (seed 000, Req 20-28).
public enum MeasurementError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A value outside what is possible for the field, e.g. an oxygen saturation of 140 %.
    case impossible(field: String, value: Double, unit: String, range: PlausibleRange)
    /// A blood-pressure reading whose diastolic pressure is not below its systolic one.
    case diastolicNotBelowSystolic(systolic: Double, diastolic: Double)

    public var description: String {
        switch self {
        case .impossible(let field, let value, let unit, let range):
            "\(field) \(value.shortText) \(unit) is impossible: expected \(range) \(unit)"
        case .diastolicNotBelowSystolic(let systolic, let diastolic):
            "diastolic pressure \(diastolic.shortText) mmHg must be below systolic pressure \(systolic.shortText) mmHg"
        }
    }
}
