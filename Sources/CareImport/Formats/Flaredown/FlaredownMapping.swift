import CareModel
import CareStore

/// How a Flaredown trackable becomes a CareLab entry. Documented in
/// `Sources/CareImport/README.md`.
///
/// Severities: Flaredown rates conditions and symptoms 0-4, CareLab's severity is 1 mild,
/// 2 moderate, 3 severe, 4 debilitating (seed 000, Req 3). Both scales have four steps
/// above "none", so the mapping keeps the rank: 1 → mild, 2 → moderate, 3 → severe,
/// 4 → debilitating, and 0 is stored as rank 0, "reported absent", which scores 0 points as
/// a day with nothing logged does (seed 000, Req 9). Conditions are symptoms in the category
/// `Conditions`; symptoms fall into `All Symptoms` (Flaredown has no categories).
enum FlaredownMapping {
    /// A mapped item, or the field at fault and why.
    enum Mapped {
        case item(ImportedItem)
        case problem(field: String, reason: String)
    }

    /// Weather readings Flaredown attaches to a check-in, with their units (Dark Sky's US
    /// units: °F, millibars, inches per hour; humidity as Flaredown gives it).
    static let weatherUnits = [
        "temperature_min": "°F", "temperature_max": "°F", "humidity": "%", "pressure": "mbar",
        "precip_intensity": "in/h",
    ]

    /// The conditions' category.
    static let conditions = SymptomCategory("Conditions")

    /// Maps one row's trackable.
    static func map(type: String, name: String, value: String) -> Mapped {
        switch type.lowercased() {
        case "condition": severity(Symptom(name: name, category: conditions), value: value, type: type)
        case "symptom": severity(Symptom(name: name), value: value, type: type)
        case "treatment":
            if let dose = DoseString.parse(value) {
                .item(.other(kind: .dose, name: name, value: dose.amount, unit: dose.unit))
            } else {
                .item(.unmapped(kind: type, name: name, value: value, reason: "dose not understood"))
            }
        case "tag": .item(.other(kind: .tag, name: name, value: 1, unit: "present"))
        case "food": .item(.other(kind: .food, name: name, value: 1, unit: "present"))
        case "weather": weather(name: name, value: value, type: type)
        case "hbi":
            if let score = DecimalNumber.parse(value), score >= 0 {
                .item(.other(kind: .score, name: hbiName(name), value: score, unit: "points"))
            } else {
                .problem(field: "trackable_value",
                         reason: "'\(value)' is not a Harvey-Bradshaw Index score (a number of 0 or more)")
            }
        default: .item(.unmapped(kind: type, name: name, value: value, reason: "no CareLab kind for this trackable type"))
        }
    }

    private static func severity(_ symptom: Symptom, value: String, type: String) -> Mapped {
        if value.isEmpty {
            return .item(.unmapped(kind: type, name: symptom.name, value: value, reason: "no severity given"))
        }
        guard let severity = DecimalNumber.integer(value, in: 0...4).flatMap(Severity.init(rawValue:)) else {
            return .problem(field: "trackable_value", reason: "'\(value)' is not a Flaredown severity (0-4)")
        }
        return .item(.symptom(symptom, severity: severity))
    }

    private static func weather(name: String, value: String, type: String) -> Mapped {
        guard let unit = weatherUnits[name] else {
            return .item(.unmapped(kind: type, name: name, value: value, reason: "not a numeric weather reading"))
        }
        guard let number = DecimalNumber.parse(value) else {
            return .problem(field: "trackable_value", reason: "'\(value)' is not a number for \(name)")
        }
        return .item(.other(kind: .weather, name: name, value: number, unit: unit))
    }

    /// `hbi` for the index itself, `hbi_<item>` for one of its items.
    private static func hbiName(_ name: String) -> String {
        let slug = name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "_")
        if slug.isEmpty || slug == "hbi" { return "hbi" }
        return slug.hasPrefix("hbi_") ? slug : "hbi_" + slug
    }
}
