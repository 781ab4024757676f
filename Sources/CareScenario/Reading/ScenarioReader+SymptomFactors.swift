import CareModel

extension ScenarioReader {
    /// A symptom's `relieving` and `aggravating` catalogues (mappings of factor name to the
    /// chance it is chosen on an entry) and its `notes` chance (seed 000, Req 5-7).
    static func entryDetails(_ fields: YAMLMapping) throws(ScenarioError) -> SymptomEntryDetails {
        SymptomEntryDetails(
            relieving: try fields.optional("relieving").map(factorChoices) ?? [],
            aggravating: try fields.optional("aggravating").map(factorChoices) ?? [],
            noteChance: try fields.optional("notes")?.probability() ?? 0
        )
    }

    /// `{heating pad: 0.3, rest: 0.5}`: factor names in file order, each with a probability;
    /// a name given twice (ignoring case, as ``SymptomFactorCatalogue`` compares them) is
    /// refused.
    private static func factorChoices(_ value: YAMLValue) throws(ScenarioError) -> [SymptomFactorChoice] {
        var choices: [SymptomFactorChoice] = []
        for (name, keyValue, chance) in try value.pairs() {
            let trimmed = Name.trimmed(name)
            guard !trimmed.isEmpty else {
                throw keyValue.error(.outOfRange(key: value.path, value: "''", expected: "a factor name"))
            }
            guard !choices.contains(where: { Name.key($0.factor) == Name.key(trimmed) }) else {
                throw keyValue.error(.duplicateName(key: value.path, name: trimmed))
            }
            choices.append(SymptomFactorChoice(factor: trimmed, chance: try chance.probability()))
        }
        return choices
    }

    /// The `symptom_factor_effects` list; one symptom, role and factor planted twice is
    /// refused at the second.
    static func symptomFactorEffects(_ value: YAMLValue, symptoms: [SymptomModel]) throws(ScenarioError) -> [SymptomFactorEffect] {
        var effects: [SymptomFactorEffect] = []
        for item in try value.list() {
            let effect = try symptomFactorEffect(item, symptoms: symptoms)
            guard !effects.contains(where: { ($0.symptom, $0.role, $0.factor) == (effect.symptom, effect.role, effect.factor) }) else {
                throw item.error(.duplicateName(key: item.path, name: "\(effect.symptom), \(effect.role.rawValue) \(effect.factor)"))
            }
            effects.append(effect)
        }
        return effects
    }

    /// One `symptom_factor_effects` item: `{symptom, role, factor, shift}`, where the factor
    /// must be in the symptom's catalogue of that role.
    private static func symptomFactorEffect(_ value: YAMLValue, symptoms: [SymptomModel]) throws(ScenarioError) -> SymptomFactorEffect {
        let fields = try value.mapping(allowedKeys: ["symptom", "role", "factor", "shift"])
        let symptomName = try declaredName(try fields.required("symptom"), among: symptoms.map(\.symptom.name))
        let role = try fields.required("role").choice(SymptomFactorRole.self)
        let symptom = symptoms.first { $0.symptom.name == symptomName }!
        let factorValue = try fields.required("factor")
        let offered = symptom.entryDetails.choices(role).map(\.factor)
        guard !offered.isEmpty else {
            throw factorValue.error(.outOfRange(
                key: factorValue.path, value: try factorValue.string(),
                expected: "a factor of the \(role.rawValue) catalogue of '\(symptomName)', which is empty"))
        }
        return SymptomFactorEffect(
            symptom: symptomName, role: role,
            factor: try declaredName(factorValue, among: offered),
            shift: try fields.required("shift").number(in: -10...10)
        )
    }
}
