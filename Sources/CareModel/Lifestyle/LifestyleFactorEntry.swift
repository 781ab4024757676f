import Foundation

/// The unit of an exact lifestyle-factor amount (seed 000, Req 11-12).
public enum FactorUnit: String, Codable, CaseIterable, Sendable {
    case milligrams = "mg"
    case millilitres = "ml"
    case minutes
    case hours
    case steps
    case servings
}

/// A qualitative amount (seed 000, Req 12): "a little", "moderate", "a lot".
public enum FactorLevel: Int, Codable, CaseIterable, Comparable, Sendable {
    case aLittle = 1
    case moderate = 2
    case aLot = 3

    /// The unit a level is stored, imported and analysed under: its value is the ordinal
    /// 1-3 (the one spelling of the level vocabulary; issue 17).
    public static let unit = "level"

    public static func < (lhs: FactorLevel, rhs: FactorLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// How much of a lifestyle factor there was: exact, or an ordinal level.
public enum FactorMeasurement: Hashable, Codable, Sendable {
    case amount(Double, FactorUnit)
    case level(FactorLevel)

    /// The number stored and analysed: the amount, or the level's ordinal 1-3.
    public var value: Double {
        switch self {
        case .amount(let amount, _): amount
        case .level(let level): Double(level.rawValue)
        }
    }

    /// The unit it is stored and analysed under: the amount's unit, or `level`.
    public var unitName: String {
        switch self {
        case .amount(_, let unit): unit.rawValue
        case .level: FactorLevel.unit
        }
    }
}

/// One logged lifestyle factor such as caffeine, exercise or sleep (seed 000, Req 10-12).
public struct LifestyleFactorEntry: Hashable, Codable, Sendable {
    /// The factor's name, e.g. `"caffeine"`.
    public var factor: String
    /// When it happened.
    public var timestamp: Date
    /// The part of the day the user chose; nil when the source gave a date only.
    public var timeOfDay: TimeOfDay?
    /// How much.
    public var measurement: FactorMeasurement

    /// Creates an entry.
    public init(factor: String, timestamp: Date, timeOfDay: TimeOfDay?, measurement: FactorMeasurement) {
        self.factor = factor
        self.timestamp = timestamp
        self.timeOfDay = timeOfDay
        self.measurement = measurement
    }
}
