import CareModel

extension ScenarioReader {
    /// The `onset_triggers` list (seed 000, Req 3 and 11); one factor, symptom and window
    /// planted twice is refused at the second.
    ///
    /// A trigger's symptom may carry no other planted effect, no documented factors and no
    /// onset shares: its triggered entries would change what those effects are recovered
    /// from.
    static func onsetTriggers(
        _ value: YAMLValue, symptoms: [SymptomModel], factors: [FactorModel], effects: [PlantedEffect],
        medications: [MedicationModel], symptomFactorEffects: [SymptomFactorEffect]
    ) throws(ScenarioError) -> [OnsetTrigger] {
        let planted = Set(effects.map(\.symptom) + medications.flatMap { $0.effects.map(\.symptom) }
            + symptomFactorEffects.map(\.symptom))
        var triggers: [OnsetTrigger] = []
        for item in try value.list() {
            let trigger = try onsetTrigger(item, symptoms: symptoms, factors: factors)
            let model = symptoms.first { $0.symptom.name == trigger.symptom }!
            if planted.contains(trigger.symptom) || !model.entryDetails.isEmpty || model.onset != nil {
                let symptomValue = try item.mapping(allowedKeys: Self.onsetTriggerKeys).required("symptom")
                throw symptomValue.error(.outOfRange(
                    key: symptomValue.path, value: trigger.symptom,
                    expected: "a symptom with no other planted effect, relieving or aggravating factors, notes or "
                        + "time_of_day (its triggered onsets would change what those are recovered from)"))
            }
            guard !triggers.contains(where: {
                ($0.factor, $0.symptom, $0.fromHours, $0.toHours)
                    == (trigger.factor, trigger.symptom, trigger.fromHours, trigger.toHours)
            }) else {
                throw item.error(.duplicateName(
                    key: item.path, name: "\(trigger.factor) → \(trigger.symptom), \(trigger.fromHours)-\(trigger.toHours) h"))
            }
            triggers.append(trigger)
        }
        return triggers
    }

    private static let onsetTriggerKeys = ["factor", "symptom", "within_hours", "chance", "per_unit", "severity"]

    /// One item: `{factor, symptom, within_hours: [from, to], chance, per_unit, severity}`.
    private static func onsetTrigger(
        _ value: YAMLValue, symptoms: [SymptomModel], factors: [FactorModel]
    ) throws(ScenarioError) -> OnsetTrigger {
        let fields = try value.mapping(allowedKeys: onsetTriggerKeys)
        let windowValue = try fields.required("within_hours")
        let ends = try windowValue.list()
        let expected = "two whole hours [from, to] with 0 <= from < to <= \(OnsetTrigger.longestWindowHours), e.g. [0, 6]"
        guard ends.count == 2 else {
            throw windowValue.error(.outOfRange(key: windowValue.path, value: "\(ends.count) values", expected: expected))
        }
        let from = try ends[0].integer(in: 0...(OnsetTrigger.longestWindowHours - 1))
        let to = try ends[1].integer(in: 1...OnsetTrigger.longestWindowHours)
        guard from < to else {
            throw windowValue.error(.outOfRange(key: windowValue.path, value: "[\(from), \(to)]", expected: expected))
        }
        return OnsetTrigger(
            factor: try declaredName(try fields.required("factor"), among: factors.map(\.name)),
            symptom: try declaredName(try fields.required("symptom"), among: symptoms.map(\.symptom.name)),
            fromHours: from, toHours: to,
            chance: try fields.required("chance").probability(),
            perUnit: try fields.required("per_unit").number(in: -1...1),
            severity: try fields.optional("severity").map(triggeredSeverity) ?? .moderate
        )
    }

    /// `mild`, `moderate`, `severe` or `debilitating`.
    private static func triggeredSeverity(_ value: YAMLValue) throws(ScenarioError) -> Severity {
        let name = try value.string()
        guard let severity = Severity(name: name), Severity.scale.contains(severity) else {
            let names = Severity.scale.map(\.name)
            throw value.error(.unknownChoice(key: value.path, value: name, expected: names,
                                             suggestion: Suggestion.closest(to: name, among: names)))
        }
        return severity
    }
}
