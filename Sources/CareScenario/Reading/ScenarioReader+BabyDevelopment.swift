import CareModel

extension ScenarioReader {
    /// `baby_development: {view_chance: {first: 0.2, second: 0.3, third: 0.5}}` (seed 004,
    /// DR5.FR7.2; ``BabyDevelopmentModel``): the chance of opening the week's fact on a day
    /// in the app, one per trimester, each required. The scenario must be a pregnancy
    /// programme (`pregnancy`), whose weeks date the facts.
    static func babyDevelopmentModel(_ value: YAMLValue, pregnancy: Bool) throws(ScenarioError) -> BabyDevelopmentModel {
        let fields = try value.mapping(allowedKeys: ["view_chance"])
        guard pregnancy else {
            throw value.error(.missingValue(key: "pregnancy", expected: "a pregnancy programme, whose weeks the facts show",
                                            example: "pregnancy: {weeks_at_enrolment: {normal: [18, 8]}}"))
        }
        let chances = try fields.required("view_chance").mapping(allowedKeys: Trimester.allCases.map(\.name))
        return BabyDevelopmentModel(firstChance: try chances.required("first").probability(),
                                    secondChance: try chances.required("second").probability(),
                                    thirdChance: try chances.required("third").probability())
    }
}
