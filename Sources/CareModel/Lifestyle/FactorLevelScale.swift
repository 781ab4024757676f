import Foundation

/// The documented mapping between an exact amount and a level ("a little", "moderate",
/// "a lot") for a factor that allows both (seed 000, Req 12).
///
/// Amounts in ``unit`` fall into three half-open bands: below ``moderateFrom`` is
/// "a little", from ``moderateFrom`` up to ``aLotFrom`` is "moderate", from ``aLotFrom`` on
/// is "a lot". A level stands for its representative amount, which lies in its own band,
/// so converting a level to an amount and back returns the same level.
public struct FactorLevelScale: Hashable, Codable, Sendable {
    /// The unit the thresholds are in.
    public let unit: FactorUnit
    /// The smallest amount that is "moderate".
    public let moderateFrom: Double
    /// The smallest amount that is "a lot".
    public let aLotFrom: Double
    /// The amount each level stands for when an amount is needed (e.g. to total a day).
    public let representative: [FactorLevel: Double]

    /// Creates a scale; thresholds must satisfy 0 < `moderateFrom` < `aLotFrom`, and each
    /// representative amount must lie in its level's band.
    public init(
        unit: FactorUnit, moderateFrom: Double, aLotFrom: Double, representative: [FactorLevel: Double]
    ) throws(LifestyleFactorError) {
        guard moderateFrom > 0, aLotFrom > moderateFrom, aLotFrom.isFinite else {
            throw .invalidScale(reason: "thresholds must satisfy 0 < moderate (\(moderateFrom)) < a lot (\(aLotFrom))")
        }
        self.unit = unit
        self.moderateFrom = moderateFrom
        self.aLotFrom = aLotFrom
        self.representative = representative
        for level in FactorLevel.allCases {
            guard let amount = representative[level], amount >= 0, self.level(for: amount) == level else {
                throw .invalidScale(reason: "the amount for '\(level.name)' must lie in its band")
            }
        }
    }

    /// The level of an amount in ``unit``.
    public func level(for amount: Double) -> FactorLevel {
        amount < moderateFrom ? .aLittle : amount < aLotFrom ? .moderate : .aLot
    }

    /// The representative amount of a level, in ``unit``.
    public func amount(for level: FactorLevel) -> Double {
        representative[level]!
    }
}

extension FactorLevel {
    /// The seed's words: "a little", "moderate", "a lot" (Req 12).
    public var name: String {
        switch self {
        case .aLittle: "a little"
        case .moderate: "moderate"
        case .aLot: "a lot"
        }
    }

    /// The level a word names (ignoring case and surrounding spaces), or its ordinal 1-3.
    public init?(name: String) {
        let word = name.trimmingCharacters(in: .whitespaces).lowercased()
        guard let level = Self.allCases.first(where: { $0.name == word || String($0.rawValue) == word }) else { return nil }
        self = level
    }
}
