import CareModel

extension ScenarioReader {
    /// A `factors[]` entry: `unit` is an amount's unit or `level` (seed 000, Req 12); a
    /// level factor may give `scale`, the bands its latent amount is cut at; `time_of_day` is
    /// one part of the day or shares of several (``partsOfDay(_:)``).
    static func factorModel(_ value: YAMLValue) throws(ScenarioError) -> FactorModel {
        let fields = try value.mapping(allowedKeys: ["name", "unit", "scale", "time_of_day", "mean", "between_sd", "within_sd"])
        let name = try fields.required("name").string()
        let unitValue = try fields.required("unit")
        let unit = try unitValue.name(among: FactorUnit.allCases.map(\.rawValue) + [FactorLevel.unit])
        let logging: FactorLogging
        if let amountUnit = FactorUnit(rawValue: unit) {
            if let scale = fields.optional("scale") {
                throw scale.error(.wrongType(key: scale.path, expected: "absent (only a factor with unit level has a scale)",
                                             found: "a scale"))
            }
            logging = .amount(amountUnit)
        } else {
            logging = .level(try fields.optional("scale").map { (scale) throws(ScenarioError) in
                try levelBands(scale, factor: name)
            } ?? .levelScale)
        }
        let onLevelScale = logging.levelBands.map { $0.unit == nil } ?? false
        return FactorModel(
            name: name, logging: logging,
            partsOfDay: try fields.optional("time_of_day").map(partsOfDay) ?? .only(.morning),
            mean: onLevelScale ? try latentLevel(try fields.required("mean")) : try fields.required("mean").number(in: 0...1_000_000),
            betweenSD: try fields.optional("between_sd")?.number(in: 0...1_000_000) ?? 0,
            withinSD: try fields.optional("within_sd")?.number(in: 0...1_000_000) ?? 0
        )
    }

    /// `scale`: `standard`, the documented mapping of a standard factor of the same name
    /// (``LifestyleFactor/standard``), or `{unit, moderate_from, a_lot_from}`.
    private static func levelBands(_ value: YAMLValue, factor: String) throws(ScenarioError) -> FactorLevelBands {
        guard value.isMapping else {
            _ = try value.name(among: ["standard"])
            let documented = LifestyleFactor.standard.filter { $0.scale != nil }.map(\.name)
            guard let scale = LifestyleFactor.standard.first(where: { $0.name == factor })?.scale else {
                throw value.error(.outOfRange(key: value.path, value: "standard", expected: """
                    {unit, moderate_from, a_lot_from}: '\(factor)' has no documented scale \
                    (\(documented.joined(separator: ", ")) have one)
                    """))
            }
            return FactorLevelBands(scale)
        }
        let fields = try value.mapping(allowedKeys: ["unit", "moderate_from", "a_lot_from"])
        let moderate = try fields.required("moderate_from").number(in: 0...1_000_000)
        let aLotValue = try fields.required("a_lot_from")
        let aLot = try aLotValue.number(in: 0...1_000_000)
        guard moderate > 0, aLot > moderate else {
            throw aLotValue.error(.outOfRange(key: aLotValue.path, value: aLot.formatted,
                                              expected: "more than moderate_from (\(moderate.formatted)), which is above 0"))
        }
        return FactorLevelBands(unit: try fields.required("unit").choice(FactorUnit.self), moderateFrom: moderate, aLotFrom: aLot)
    }

    /// A mean on the level scale: a number from 1 to 3 or a level's name.
    private static func latentLevel(_ value: YAMLValue) throws(ScenarioError) -> Double {
        let names = FactorLevel.allCases.map(\.name)
        let text = try value.string()
        if let level = FactorLevel(name: text) { return Double(level.rawValue) }
        guard let number = Double(text), (1...3).contains(number) else {
            throw value.error(.outOfRange(key: value.path, value: text, expected: "a level from 1 to 3 or one of "
                + names.joined(separator: ", ") + (Suggestion.closest(to: text, among: names).map { " (did you mean '\($0)'?)" } ?? "")))
        }
        return number
    }
}
