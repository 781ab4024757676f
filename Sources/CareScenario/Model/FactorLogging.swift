import CareModel

/// How a simulated lifestyle factor is logged: as an exact amount in a unit, or as a level
/// ("a little", "moderate", "a lot"; seed 000, Req 12) cut from a latent daily amount.
public enum FactorLogging: Hashable, Sendable {
    /// Logged as the day's amount in the unit, rounded to whole units.
    case amount(FactorUnit)
    /// Logged as the level the day's latent amount falls in.
    case level(FactorLevelBands)

    /// The unit the factor is stored and analysed under: the amount's unit, or `level`.
    public var unitName: String {
        switch self {
        case .amount(let unit): unit.rawValue
        case .level: FactorLevel.unit
        }
    }

    /// The bands of a level factor; nil for an amount.
    public var levelBands: FactorLevelBands? {
        if case .level(let bands) = self { return bands }
        return nil
    }
}

/// Where a level factor's latent daily amount is cut into levels: below ``moderateFrom``
/// "a little", from it up to ``aLotFrom`` "moderate", from ``aLotFrom`` on "a lot" (the
/// half-open bands of ``FactorLevelScale``).
///
/// By default the latent amount is on the level scale itself (cut at 1.5 and 2.5, so a
/// latent 2 is "moderate"); a factor that also has amounts may be simulated on its amount
/// scale with the documented mapping, e.g. exercise in minutes cut at 20 and 45
/// (``LifestyleFactor/exercise``).
public struct FactorLevelBands: Hashable, Sendable {
    /// The latent amount's unit; nil when it is on the level scale.
    public var unit: FactorUnit?
    /// The smallest latent amount that is "moderate".
    public var moderateFrom: Double
    /// The smallest latent amount that is "a lot".
    public var aLotFrom: Double

    /// Bands with 0 < `moderateFrom` < `aLotFrom` (the scenario reader checks it).
    public init(unit: FactorUnit?, moderateFrom: Double, aLotFrom: Double) {
        self.unit = unit
        self.moderateFrom = moderateFrom
        self.aLotFrom = aLotFrom
    }

    /// The level scale itself: a latent 1, 2 or 3 is that level.
    public static let levelScale = FactorLevelBands(unit: nil, moderateFrom: 1.5, aLotFrom: 2.5)

    /// The bands of a documented amount-to-level mapping.
    public init(_ scale: FactorLevelScale) {
        self.init(unit: scale.unit, moderateFrom: scale.moderateFrom, aLotFrom: scale.aLotFrom)
    }

    /// The level a latent amount falls in.
    public func level(for amount: Double) -> FactorLevel {
        amount < moderateFrom ? .aLittle : amount < aLotFrom ? .moderate : .aLot
    }
}
