/// A lifestyle factor a user tracks, such as caffeine or sleep, and how it may be measured
/// (seed 000, Req 10 and 12): an exact amount in one of its units, an ordinal level, or
/// either, with a ``FactorLevelScale`` converting between the two when both are allowed.
public struct LifestyleFactor: Hashable, Codable, Sendable {
    /// The factor's name, e.g. `"caffeine"`.
    public let name: String
    /// The units an exact amount may be given in; empty when only levels are allowed.
    public let units: [FactorUnit]
    /// Whether "a little" / "moderate" / "a lot" may be logged.
    public let allowsLevel: Bool
    /// The mapping between amounts and levels, when the factor has one.
    public let scale: FactorLevelScale?

    /// Creates a factor (the user's own, Req 10, or a standard one). It needs at least one
    /// unit or levels; a scale must be in one of its units and needs levels allowed.
    public init(
        name: String, units: [FactorUnit], allowsLevel: Bool, scale: FactorLevelScale? = nil
    ) throws(LifestyleFactorError) {
        let trimmed = Name.trimmed(name)
        guard !trimmed.isEmpty else { throw .emptyName }
        guard !units.isEmpty || allowsLevel else { throw .noMeasurement(factor: trimmed) }
        if let scale {
            guard units.contains(scale.unit) else { throw .scaleUnitNotAllowed(factor: trimmed, unit: scale.unit) }
            guard allowsLevel else { throw .levelNotAllowed(factor: trimmed) }
        }
        self.name = trimmed
        self.units = units
        self.allowsLevel = allowsLevel
        self.scale = scale
    }

    /// Checks that `measurement` fits the factor: an amount of 0 or more in one of its
    /// units, or a level when levels are allowed.
    public func check(_ measurement: FactorMeasurement) throws(LifestyleFactorError) {
        switch measurement {
        case .amount(let value, let unit):
            guard units.contains(unit) else { throw .unitNotAllowed(factor: name, unit: unit, allowed: units) }
            guard value.isFinite, value >= 0 else { throw .invalidAmount(factor: name, value: value) }
        case .level:
            guard allowsLevel else { throw .levelNotAllowed(factor: name) }
        }
    }

    /// The level of a measurement: a level as logged, or an amount in the scale's unit
    /// mapped through the scale; nil for an amount the factor has no mapping for.
    public func level(of measurement: FactorMeasurement) -> FactorLevel? {
        switch measurement {
        case .level(let level): level
        case .amount(let value, let unit): scale.flatMap { $0.unit == unit ? $0.level(for: value) : nil }
        }
    }

    /// The amount of a measurement in `unit`: an amount as logged when it is in `unit`, or
    /// a level's representative amount when the scale is in `unit`; nil otherwise.
    public func amount(of measurement: FactorMeasurement, in unit: FactorUnit) -> Double? {
        switch measurement {
        case .amount(let value, let logged): logged == unit ? value : nil
        case .level(let level): scale.flatMap { $0.unit == unit ? $0.amount(for: level) : nil }
        }
    }
}
