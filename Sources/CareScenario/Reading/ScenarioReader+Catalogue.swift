import CareModel

extension ScenarioReader {
    static func symptomModel(_ value: YAMLValue) throws(ScenarioError) -> SymptomModel {
        let fields = try value.mapping(allowedKeys: [
            "name", "category", "baseline_mean", "baseline_sd", "daily_sd", "relieving", "aggravating", "notes",
            "time_of_day",
        ])
        let category = try fields.optional("category")?.string()
        return SymptomModel(
            symptom: Symptom(name: try fields.required("name").string(),
                             category: category.map(SymptomCategory.init) ?? .allSymptoms),
            baselineMean: try fields.required("baseline_mean").number(in: -10...10),
            baselineSD: try fields.optional("baseline_sd")?.number(in: 0...10) ?? 0,
            dailySD: try fields.optional("daily_sd")?.number(in: 0...10) ?? 0,
            entryDetails: try entryDetails(fields),
            onset: try fields.optional("time_of_day").map(partsOfDay)
        )
    }

    static func plantedEffect(
        _ value: YAMLValue, symptoms: [String], factors: [FactorModel]
    ) throws(ScenarioError) -> PlantedEffect {
        let fields = try value.mapping(allowedKeys: ["factor", "symptom", "lag_days", "within", "between", "time_of_day"])
        let within = try fields.optional("within")?.number(in: -100...100)
        let between = try fields.optional("between")?.number(in: -100...100)
        guard within != nil || between != nil else { throw value.error(.missingKey("\(value.path).within")) }
        let factor = try declaredName(try fields.required("factor"), among: factors.map(\.name))
        let model = factors.first { $0.name == factor }!
        return PlantedEffect(
            factor: factor,
            symptom: try declaredName(try fields.required("symptom"), among: symptoms),
            lagDays: try fields.optional("lag_days")?.integer(in: 0...30) ?? 0,
            within: within ?? 0,
            between: between ?? 0,
            timeOfDay: try fields.optional("time_of_day").map { (value) throws(ScenarioError) in
                try effectPartOfDay(value, factor: model)
            }
        )
    }
}
