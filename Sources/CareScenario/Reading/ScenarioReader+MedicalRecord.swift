import CareModel

extension ScenarioReader {
    /// `medical_record`: prevalences, blood types, tooth statuses and mistakes (seed 001;
    /// ``MedicalRecordModel``).
    static func medicalRecordModel(_ value: YAMLValue) throws(ScenarioError) -> MedicalRecordModel {
        let fields = try value.mapping(allowedKeys: ["conditions", "allergies", "medications", "blood_types", "tooth_status",
                                                     "teeth", "mistakes_per_year"])
        func prevalences(_ key: String) throws(ScenarioError) -> [MedicalRecordModel.Prevalence] {
            guard let value = fields.optional(key) else { return [] }
            var seen = Set<String>()
            return try value.pairs().map { (pair) throws(ScenarioError) in
                guard !Name.trimmed(pair.key).isEmpty else {
                    throw pair.keyValue.error(.outOfRange(key: value.path, value: "an empty name", expected: "a name"))
                }
                guard seen.insert(Name.key(pair.key)).inserted else {
                    throw pair.keyValue.error(.duplicateName(key: value.path, name: pair.key))
                }
                return .init(name: Name.trimmed(pair.key), prevalence: try pair.value.probability())
            }
        }
        let mistakes = try fields.optional("mistakes_per_year")?.mapping(allowedKeys: ["items", "teeth"])
        return MedicalRecordModel(
            conditions: try prevalences("conditions"),
            allergies: try prevalences("allergies"),
            medications: try prevalences("medications"),
            bloodTypes: try fields.optional("blood_types").map(bloodTypeChances) ?? [],
            toothStatus: try fields.optional("tooth_status").map(statusChances) ?? [],
            teeth: try fields.optional("teeth").map(toothChances) ?? [],
            itemMistakesPerYear: try mistakes?.optional("items")?.number(in: 0...365) ?? 0,
            toothMistakesPerYear: try mistakes?.optional("teeth")?.number(in: 0...365) ?? 0)
    }

    /// `blood_types: {O+: 0.38, A+: 0.34, …}`: chances that add up to 1, in ``BloodType`` order.
    private static func bloodTypeChances(_ value: YAMLValue) throws(ScenarioError) -> [MedicalRecordModel.BloodTypeChance] {
        var chances: [BloodType: Double] = [:]
        for pair in try value.pairs() {
            let names = BloodType.allCases.map(\.rawValue)
            guard let type = BloodType(text: pair.key) else {
                throw pair.keyValue.error(.unknownName(key: value.path, name: pair.key,
                                                       suggestion: Suggestion.closest(to: pair.key, among: names) ?? names.joined(separator: ", ")))
            }
            guard chances[type] == nil else { throw pair.keyValue.error(.duplicateName(key: value.path, name: pair.key)) }
            chances[type] = try pair.value.probability()
        }
        try checkShares(Array(chances.values), of: value)
        return BloodType.allCases.compactMap { type in chances[type].map { .init(type: type, probability: $0) } }
    }

    /// `{missing: 0.05, crowned: 0.04}`: chances of statuses other than `present` that add
    /// up to at most 1, in ``ToothStatus`` order.
    private static func statusChances(_ value: YAMLValue) throws(ScenarioError) -> [MedicalRecordModel.StatusChance] {
        let names = ToothStatus.allCases.filter { $0 != .present }.map(\.rawValue)
        var chances: [ToothStatus: Double] = [:]
        for pair in try value.pairs() {
            let key = YAMLValue(node: pair.keyValue.node, path: pair.value.path)
            let status = ToothStatus(rawValue: try key.name(among: names))!
            guard chances[status] == nil else { throw pair.keyValue.error(.duplicateName(key: value.path, name: pair.key)) }
            chances[status] = try pair.value.probability()
        }
        let total = chances.values.reduce(0, +)
        guard total <= 1 + 1e-9 else {
            throw value.error(.outOfRange(key: value.path, value: total.formatted,
                                          expected: "chances that add up to at most 1 (the rest is present)"))
        }
        return ToothStatus.allCases.compactMap { status in chances[status].map { .init(status: status, probability: $0) } }
    }

    /// `teeth: [{fdi: 18, status: {missing: 0.4}}, {universal: 17, status: …}]`, in Universal order.
    private static func toothChances(_ value: YAMLValue) throws(ScenarioError) -> [MedicalRecordModel.ToothChances] {
        var teeth: [MedicalRecordModel.ToothChances] = []
        for item in try value.list() {
            let fields = try item.mapping(allowedKeys: ["fdi", "universal", "status"])
            let tooth: Tooth
            switch (fields.optional("fdi"), fields.optional("universal")) {
            case (let fdi?, nil): tooth = try permanentTooth(fdi, system: "FDI")
            case (nil, let universal?): tooth = try permanentTooth(universal, system: "Universal")
            case (_?, _?):
                throw item.error(.outOfRange(key: item.path, value: "both fdi and universal", expected: "one of fdi and universal"))
            case (nil, nil):
                throw item.error(.missingKey("\(item.path).fdi"))
            }
            guard !teeth.contains(where: { $0.tooth == tooth }) else {
                throw item.error(.duplicateName(key: value.path, name: "the \(tooth)"))
            }
            teeth.append(.init(tooth: tooth, chances: try statusChances(try fields.required("status"))))
        }
        return teeth.sorted { $0.tooth < $1.tooth }
    }

    /// The permanent tooth a number names in `system` (`FDI` or `Universal`); an error
    /// suggests the number in the other system when it is a tooth there, else the nearest
    /// tooth in the same system.
    private static func permanentTooth(_ value: YAMLValue, system: String) throws(ScenarioError) -> Tooth {
        let text = try value.string()
        let number = Int(text)
        if let number {
            let tooth = system == "FDI" ? try? Tooth(fdi: number) : try? Tooth(universal: text)
            if let tooth, tooth.dentition == .permanent { return tooth }
        }
        let other = system == "FDI" ? "universal" : "fdi"
        let suggestion: String
        if let number, let tooth = system == "FDI" ? try? Tooth(universal: text) : try? Tooth(fdi: number),
           tooth.dentition == .permanent {
            suggestion = "\(other): \(number), the \(tooth)"
        } else if system == "FDI" {
            let digits = abs(number ?? 11)
            let quadrant = min(4, max(1, (digits / 10) % 10 > 4 ? (digits / 10) % 10 - 4 : (digits / 10) % 10))
            let tooth = try! Tooth(fdi: quadrant * 10 + min(8, max(1, digits % 10)))
            suggestion = "fdi: \(tooth.fdi), the \(tooth)"
        } else {
            let tooth = try! Tooth(universal: String(min(32, max(1, number ?? 1))))
            suggestion = "universal: \(tooth.universal), the \(tooth)"
        }
        throw value.error(.unknownTooth(key: value.path, number: text, system: system, suggestion: suggestion))
    }
}
