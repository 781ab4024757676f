import Foundation

/// Reads the dose strings people type for treatments (Flaredown's treatment values,
/// Bearable's `Ibuprofen 200mg`): `20mg`, `0.5 ml`,
/// `3 x 5mg` (three doses of 5 mg: 15 mg), `2 × 200 mg`, `1,000 IU`, a bare count `2`
/// (2 doses), or nothing (taken, dose not given: 1 dose).
///
/// Units are normalised: `mg`, `g`, `mcg` (from mcg, µg, ug), `ml`, `IU`, `units`, and
/// counted forms `tablet`, `capsule`, `puff`, `drop`, `dose` (plurals accepted). Anything
/// else is not understood: the row is kept in `unmapped_row`, never guessed at.
enum DoseString {
    /// A dose as stored: the total amount and its unit.
    struct Dose: Hashable {
        var amount: Double
        var unit: String
    }

    private static let units: [String: String] = [
        "mg": "mg", "milligram": "mg", "milligrams": "mg",
        "g": "g", "gram": "g", "grams": "g",
        "mcg": "mcg", "µg": "mcg", "μg": "mcg", "ug": "mcg",
        "ml": "ml", "iu": "IU", "unit": "units", "units": "units",
        "tablet": "tablet", "tablets": "tablet", "tab": "tablet", "tabs": "tablet", "pill": "tablet", "pills": "tablet",
        "capsule": "capsule", "capsules": "capsule", "cap": "capsule", "caps": "capsule",
        "puff": "puff", "puffs": "puff", "drop": "drop", "drops": "drop", "dose": "dose", "doses": "dose",
    ]

    /// The dose `text` names, or nil when it is not understood.
    static func parse(_ text: String) -> Dose? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed.isEmpty { return Dose(amount: 1, unit: "dose") }
        let parts = trimmed.replacingOccurrences(of: "×", with: "x").split(separator: "x", maxSplits: 1)
        if parts.count == 2, let count = DecimalNumber.parse(parts[0].trimmingCharacters(in: .whitespaces)),
           count > 0, let each = amount(String(parts[1])) {
            return Dose(amount: count * each.amount, unit: each.unit)
        }
        return amount(trimmed)
    }

    /// `20mg`, `20 mg`, `1,000 IU` or a bare count.
    private static func amount(_ text: String) -> Dose? {
        let text = text.trimmingCharacters(in: .whitespaces)
        let numberEnd = text.firstIndex { !($0.isNumber || $0 == "." || $0 == ",") } ?? text.endIndex
        let digits = text[..<numberEnd]
        // A comma separates thousands (1,000), never decimals: "1,5" is not understood.
        let whole = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
        guard groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return nil }
        guard let number = DecimalNumber.parse(digits.replacingOccurrences(of: ",", with: "")), number > 0 else {
            return nil
        }
        let unitText = text[numberEnd...].trimmingCharacters(in: .whitespaces)
        if unitText.isEmpty { return Dose(amount: number, unit: "dose") }
        guard let unit = units[unitText] else { return nil }
        return Dose(amount: number, unit: unit)
    }

    /// A medication and its dose as typed in one piece, `Ibuprofen 200mg` or `Vitamin D
    /// 2 x 1000 IU`: the name is the words before the first that begins with a digit, the
    /// dose the rest (none: 1 dose). Nil when there is no name or the dose is not understood.
    static func named(_ text: String) -> (name: String, dose: Dose)? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        let doseStart = words.firstIndex { $0.first?.isNumber == true } ?? words.endIndex
        let name = words[..<doseStart].joined(separator: " ")
        guard !name.isEmpty, let dose = parse(words[doseStart...].joined(separator: " ")) else { return nil }
        return (name, dose)
    }
}
