import CareModel
import Foundation

/// Builds a ``Scenario`` from a YAML tree, field by field, checking each one.
enum ScenarioReader {
    static func scenario(from root: YAMLValue) throws(ScenarioError) -> Scenario {
        let top = try root.mapping(allowedKeys: [
            "format", "name", "description", "seed", "people", "days", "start_date",
            "time_zones", "logging_probability", "symptoms", "factors", "effects",
        ])
        let formatValue = try top.required("format")
        let format = try formatValue.integer(in: 1...Int.max)
        guard format == Scenario.currentFormat else {
            throw formatValue.error(.outOfRange(key: "format", value: String(format),
                                                expected: "\(Scenario.currentFormat), the format this build reads"))
        }
        let symptoms = try uniqueByName(try top.required("symptoms").list(), read: symptomModel) { $0.symptom.name }
        let factors = try uniqueByName(try top.required("factors").list(), read: factorModel) { $0.name }
        let effects = try (top.optional("effects")?.list() ?? []).map { (value) throws(ScenarioError) in
            try plantedEffect(value, symptoms: symptoms.map(\.symptom.name), factors: factors.map(\.name))
        }
        let zones = try top.required("time_zones").list()
        guard !zones.isEmpty else {
            throw try top.required("time_zones").error(.outOfRange(key: "time_zones", value: "empty", expected: "at least one time zone"))
        }
        return Scenario(
            name: try top.required("name").string(),
            description: try top.optional("description")?.string() ?? "",
            seed: try top.required("seed").unsigned(),
            people: try top.required("people").integer(in: 1...10_000_000),
            days: try top.required("days").integer(in: 1...36_500),
            startDay: try top.required("start_date").day(),
            timeZones: try zones.map { (value) throws(ScenarioError) in try value.timeZone() },
            loggingProbability: try top.optional("logging_probability")?.probability() ?? 1,
            symptoms: symptoms,
            factors: factors,
            effects: effects
        )
    }

    private static func symptomModel(_ value: YAMLValue) throws(ScenarioError) -> SymptomModel {
        let fields = try value.mapping(allowedKeys: ["name", "category", "baseline_mean", "baseline_sd", "daily_sd"])
        let category = try fields.optional("category")?.string()
        return SymptomModel(
            symptom: Symptom(name: try fields.required("name").string(),
                             category: category.map(SymptomCategory.init) ?? .allSymptoms),
            baselineMean: try fields.required("baseline_mean").number(in: -10...10),
            baselineSD: try fields.optional("baseline_sd")?.number(in: 0...10) ?? 0,
            dailySD: try fields.optional("daily_sd")?.number(in: 0...10) ?? 0
        )
    }

    private static func factorModel(_ value: YAMLValue) throws(ScenarioError) -> FactorModel {
        let fields = try value.mapping(allowedKeys: ["name", "unit", "time_of_day", "mean", "between_sd", "within_sd"])
        return FactorModel(
            name: try fields.required("name").string(),
            unit: try fields.required("unit").choice(FactorUnit.self),
            timeOfDay: try fields.optional("time_of_day")?.choice(TimeOfDay.self) ?? .morning,
            mean: try fields.required("mean").number(in: 0...1_000_000),
            betweenSD: try fields.optional("between_sd")?.number(in: 0...1_000_000) ?? 0,
            withinSD: try fields.optional("within_sd")?.number(in: 0...1_000_000) ?? 0
        )
    }

    private static func plantedEffect(
        _ value: YAMLValue, symptoms: [String], factors: [String]
    ) throws(ScenarioError) -> PlantedEffect {
        let fields = try value.mapping(allowedKeys: ["factor", "symptom", "lag_days", "per_unit"])
        let factorValue = try fields.required("factor")
        let factor = try factorValue.string()
        guard factors.contains(factor) else {
            throw factorValue.error(.unknownName(key: factorValue.path, name: factor,
                                                 suggestion: Suggestion.closest(to: factor, among: factors)))
        }
        let symptomValue = try fields.required("symptom")
        let symptom = try symptomValue.string()
        guard symptoms.contains(symptom) else {
            throw symptomValue.error(.unknownName(key: symptomValue.path, name: symptom,
                                                  suggestion: Suggestion.closest(to: symptom, among: symptoms)))
        }
        return PlantedEffect(
            factor: factor,
            symptom: symptom,
            lagDays: try fields.optional("lag_days")?.integer(in: 0...30) ?? 0,
            perUnit: try fields.required("per_unit").number(in: -100...100)
        )
    }

    /// Reads every item of a list, rejecting a name declared twice at the second item.
    private static func uniqueByName<T>(
        _ values: [YAMLValue], read: (YAMLValue) throws(ScenarioError) -> T, name: (T) -> String
    ) throws(ScenarioError) -> [T] {
        var seen = Set<String>()
        var items: [T] = []
        for value in values {
            let item = try read(value)
            guard seen.insert(name(item)).inserted else {
                throw value.error(.duplicateName(key: value.path, name: name(item)))
            }
            items.append(item)
        }
        return items
    }
}
