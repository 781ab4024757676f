/// The unit of a blood-glucose reading (seed 000, Req 28).
public enum GlucoseUnit: String, CaseIterable, Codable, Sendable {
    /// Milligrams per decilitre, usual in the United States.
    case milligramsPerDecilitre = "mg/dL"
    /// Millimoles per litre, the SI unit used in most other countries.
    case millimolesPerLitre = "mmol/L"
}

/// A blood-glucose concentration in the unit it was entered in, convertible exactly
/// between mg/dL and mmol/L.
public struct BloodGlucose: Hashable, Codable, Sendable {
    /// mg/dL per mmol/L: 18.0156.
    ///
    /// 1 mmol/L of glucose (C6H12O6, molar mass 180.156 g/mol from the IUPAC standard
    /// atomic weights C 12.011, H 1.008, O 15.999: 6 × 12.011 + 12 × 1.008 + 6 × 15.999)
    /// is 180.156 mg per litre, i.e. 18.0156 mg per decilitre. Clinical tables often round
    /// it to 18; CareLab keeps the exact factor so that conversions round-trip.
    public static let milligramsPerDecilitrePerMillimolePerLitre = 18.0156

    /// The number as entered.
    public let value: Double
    /// The unit as entered.
    public let unit: GlucoseUnit

    /// A reading of `value` in `unit`.
    public init(_ value: Double, _ unit: GlucoseUnit) {
        self.value = value
        self.unit = unit
    }

    /// The concentration in mg/dL.
    public var milligramsPerDecilitre: Double {
        switch unit {
        case .milligramsPerDecilitre: value
        case .millimolesPerLitre: value * Self.milligramsPerDecilitrePerMillimolePerLitre
        }
    }

    /// The concentration in mmol/L.
    public var millimolesPerLitre: Double {
        switch unit {
        case .milligramsPerDecilitre: value / Self.milligramsPerDecilitrePerMillimolePerLitre
        case .millimolesPerLitre: value
        }
    }

    /// The same concentration expressed in `unit`.
    public func converted(to unit: GlucoseUnit) -> BloodGlucose {
        switch unit {
        case .milligramsPerDecilitre: BloodGlucose(milligramsPerDecilitre, unit)
        case .millimolesPerLitre: BloodGlucose(millimolesPerLitre, unit)
        }
    }
}
