/// Permanent (adult) or primary (baby) teeth.
public enum Dentition: String, CaseIterable, Codable, Sendable {
    /// 32 permanent teeth, 8 per quadrant.
    case permanent
    /// 20 primary teeth, 5 per quadrant.
    case primary

    /// Teeth per quadrant.
    public var teethPerQuadrant: Int { self == .permanent ? 8 : 5 }
}

/// A quarter of the mouth, seen from the patient (ISO 3950 quadrants 1-4 permanent,
/// 5-8 primary, in this order).
public enum Quadrant: Int, CaseIterable, Codable, Sendable {
    case upperRight = 1
    case upperLeft = 2
    case lowerLeft = 3
    case lowerRight = 4
}

/// One tooth of the dental chart (seed 001, tooth chart): its dentition, quadrant and
/// position counted from the midline (1 = central incisor, 8 = third molar; primary teeth
/// 1-5 ending with the second molar).
///
/// Two numberings are supported and converted both ways:
/// - FDI / ISO 3950: two digits, quadrant then position; quadrants 1-4 for permanent and
///   5-8 for primary teeth (11 upper right central incisor, 85 lower right second primary
///   molar).
/// - Universal (ADA): permanent teeth 1-32 from the upper right third molar round the
///   upper arch to the upper left third molar (16), then from the lower left third molar
///   (17) round to the lower right third molar (32); primary teeth A-T in the same order
///   (A upper right second molar, J upper left, K lower left, T lower right).
public struct Tooth: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let dentition: Dentition
    public let quadrant: Quadrant
    /// 1 (central incisor) to 8 (permanent) or 5 (primary), counted from the midline.
    public let position: Int

    /// The tooth at `position` in `quadrant`; nil when the dentition has no such position.
    public init?(_ dentition: Dentition, _ quadrant: Quadrant, position: Int) {
        guard (1...dentition.teethPerQuadrant).contains(position) else { return nil }
        self.dentition = dentition
        self.quadrant = quadrant
        self.position = position
    }

    /// Every tooth of a dentition in Universal order (1-32, or A-T).
    public static func all(_ dentition: Dentition) -> [Tooth] {
        let count = dentition.teethPerQuadrant
        return Quadrant.allCases.flatMap { quadrant in
            // Upper right and lower left run towards the midline in Universal order.
            let positions = quadrant == .upperRight || quadrant == .lowerLeft
                ? Array((1...count).reversed()) : Array(1...count)
            return positions.map { Tooth(dentition, quadrant, position: $0)! }
        }
    }

    /// The tooth's index (0-based) in Universal order.
    var universalIndex: Int {
        let count = dentition.teethPerQuadrant
        switch quadrant {
        case .upperRight: return count - position
        case .upperLeft: return count - 1 + position
        case .lowerLeft: return 3 * count - position
        case .lowerRight: return 3 * count - 1 + position
        }
    }

    /// The Universal number: "1"-"32" for permanent teeth, "A"-"T" for primary ones.
    public var universal: String {
        switch dentition {
        case .permanent: String(universalIndex + 1)
        case .primary: String(UnicodeScalar(UInt8(ascii: "A") + UInt8(universalIndex)))
        }
    }

    /// The FDI (ISO 3950) number, e.g. 11 or 85.
    public var fdi: Int {
        (quadrant.rawValue + (dentition == .primary ? 4 : 0)) * 10 + position
    }

    /// The tooth with this Universal number ("1"-"32", or "A"-"T" in either case).
    public init(universal text: String) throws(MedicalRecordError) {
        let trimmed = Name.trimmed(text)
        if let number = Int(trimmed), (1...32).contains(number) {
            self = Tooth.all(.permanent)[number - 1]
        } else if trimmed.count == 1, let scalar = trimmed.uppercased().unicodeScalars.first,
                  ("A"..."T").contains(scalar) {
            self = Tooth.all(.primary)[Int(scalar.value - UnicodeScalar("A").value)]
        } else {
            throw .unknownToothNumber(system: "Universal", number: text)
        }
    }

    /// The tooth with this FDI (ISO 3950) number.
    public init(fdi number: Int) throws(MedicalRecordError) {
        let quadrantDigit = number / 10, positionDigit = number % 10
        let dentition: Dentition = quadrantDigit >= 5 ? .primary : .permanent
        guard number >= 11, let quadrant = Quadrant(rawValue: dentition == .primary ? quadrantDigit - 4 : quadrantDigit),
              let tooth = Tooth(dentition, quadrant, position: positionDigit)
        else { throw .unknownToothNumber(system: "FDI", number: String(number)) }
        self = tooth
    }

    /// Incisors and canines (positions 1-3), whose biting edge is incisal rather than
    /// occlusal.
    public var isAnterior: Bool { position <= 3 }

    /// The tooth's kind, e.g. "first molar" or "lateral incisor".
    public var kind: String {
        let permanent = ["central incisor", "lateral incisor", "canine", "first premolar", "second premolar",
                         "first molar", "second molar", "third molar"]
        let primary = ["central incisor", "lateral incisor", "canine", "first molar", "second molar"]
        return (dentition == .permanent ? permanent : primary)[position - 1]
    }

    /// E.g. "upper right first molar (Universal 3, FDI 16)".
    public var description: String {
        let side = ["upper right", "upper left", "lower left", "lower right"][quadrant.rawValue - 1]
        let prefix = dentition == .primary ? "primary " : ""
        return "\(side) \(prefix)\(kind) (Universal \(universal), FDI \(fdi))"
    }

    /// Universal order, permanent teeth before primary ones.
    public static func < (a: Tooth, b: Tooth) -> Bool {
        (a.dentition == .permanent ? 0 : 1, a.universalIndex) < (b.dentition == .permanent ? 0 : 1, b.universalIndex)
    }
}
