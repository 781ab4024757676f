/// Why a lifestyle factor or a measurement of it was refused (seed 000, Req 10-12).
public enum LifestyleFactorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A factor name that is empty once white space is trimmed.
    case emptyName
    /// A factor whose name (ignoring case) already exists.
    case duplicateFactor(name: String)
    /// A factor the user has neither chosen from the standard ones nor created.
    case unknownFactor(name: String, suggestion: String?)
    /// A factor that allows neither an amount nor a level, so it could not be measured.
    case noMeasurement(factor: String)
    /// An amount in a unit the factor is not measured in (e.g. caffeine in hours).
    case unitNotAllowed(factor: String, unit: FactorUnit, allowed: [FactorUnit])
    /// A level for a factor measured only in exact amounts.
    case levelNotAllowed(factor: String)
    /// An amount that is negative or not finite.
    case invalidAmount(factor: String, value: Double)
    /// An amount-to-level mapping that is inconsistent.
    case invalidScale(reason: String)
    /// A mapping whose unit the factor is not measured in.
    case scaleUnitNotAllowed(factor: String, unit: FactorUnit)

    public var description: String {
        switch self {
        case .emptyName:
            "the lifestyle factor's name is empty"
        case .duplicateFactor(let name):
            "a lifestyle factor named '\(name)' already exists"
        case .unknownFactor(let name, let suggestion):
            "no lifestyle factor named '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case .noMeasurement(let factor):
            "the lifestyle factor '\(factor)' needs a unit or levels to be measured in"
        case .unitNotAllowed(let factor, let unit, let allowed):
            "'\(factor)' is not measured in \(unit.rawValue)"
                + (allowed.isEmpty ? "; it takes a level only" : "; use " + allowed.map(\.rawValue).joined(separator: ", "))
        case .levelNotAllowed(let factor):
            "'\(factor)' is measured as an exact amount, not as a level"
        case .invalidAmount(let factor, let value):
            "the amount of '\(factor)' is \(value), expected a number of 0 or more"
        case .invalidScale(let reason):
            "invalid amount-to-level mapping: \(reason)"
        case .scaleUnitNotAllowed(let factor, let unit):
            "the level mapping of '\(factor)' is in \(unit.rawValue), which '\(factor)' is not measured in"
        }
    }
}
