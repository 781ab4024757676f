import CareModel

extension ScenarioReader {
    /// The keys of a goal (``GoalModel``).
    static let goalKeys = ["name", "kind", "target", "unit", "repeat", "date", "share", "check_off_share", "attainment"]

    /// `goals: [{kind: steps, target: 8000, repeat: daily, share: 0.6, check_off_share: 0.2,
    /// attainment: {beta: [6, 4]}}, ...]` (seed 000, Req 16): at most one goal of each kind
    /// and period, so that `carelab analyze goals` (by kind and period) estimates each.
    static func goalModels(_ value: YAMLValue, start: CalendarDay, days: Int) throws(ScenarioError) -> [GoalModel] {
        try uniqueByName(try value.list(), read: { (item) throws(ScenarioError) in
            try goalModel(item, start: start, days: days)
        }) { "\($0.kind) \($0.repeats.rawValue)" }
    }

    /// One goal; a missing or non-positive target, an unknown kind, unit or period is
    /// refused at its place with what was expected and an example.
    static func goalModel(_ value: YAMLValue, start: CalendarDay, days: Int) throws(ScenarioError) -> GoalModel {
        let fields = try value.mapping(allowedKeys: goalKeys)
        let kindName = try choice(try fields.required("kind"), among: GoalKind.offered + ["custom"])
        let nameValue = fields.optional("name")
        let name = try nameValue?.string() ?? kindName
        if kindName == "custom", nameValue == nil {
            throw value.error(.missingValue(key: path(value, "name"), expected: "the name of a custom goal",
                                            example: "name: physiotherapy"))
        }
        let kind = kindName == "custom" ? GoalKind.custom(name) : GoalKind(name: kindName)
        let example = kind.exampleTarget
        guard let targetValue = fields.optional("target") else {
            throw value.error(.missingValue(key: path(value, "target"),
                                            expected: "the amount to reach in each period, above 0",
                                            example: "target: \(example.description.split(separator: " ")[0]), unit: \(example.unit.rawValue)"))
        }
        let amount = try targetValue.number(in: -1e12...1e12)
        guard amount > 0 else {
            throw targetValue.error(.outOfRange(key: targetValue.path, value: amount.formatted,
                                                expected: "an amount above 0, e.g. \(example)"))
        }
        let unit = try fields.optional("unit").map { (unit) throws(ScenarioError) in
            GoalUnit(rawValue: try choice(unit, among: kind.units.map(\.rawValue)))!
        } ?? kind.units[0]
        let repeats = try fields.optional("repeat").map { (text) throws(ScenarioError) in
            Frequency(rawValue: try choice(text, among: Frequency.allCases.map(\.rawValue)))!
        } ?? .daily
        var day = start
        if let dateValue = fields.optional("date") {
            day = try dateValue.day()
            guard day >= start, day < start.adding(days: days) else {
                throw dateValue.error(.outOfRange(key: dateValue.path, value: day.description,
                                                  expected: "a day of the run, \(start) to \(start.adding(days: days - 1))"))
            }
        } else if repeats == .once {
            throw value.error(.missingValue(key: path(value, "date"), expected: "the day of a one-off goal",
                                            example: "date: \(start.adding(days: min(days - 1, 14)))"))
        }
        return GoalModel(
            name: name, kind: kind, target: try! GoalTarget(amount: amount, unit: unit), repeats: repeats, day: day,
            share: try fields.optional("share")?.probability() ?? 1,
            checkOffShare: try fields.optional("check_off_share")?.probability() ?? 0,
            attainment: try fields.required("attainment").distribution(.probability))
    }

    /// One of `names`; anything else is refused with the names and the closest one.
    static func choice(_ value: YAMLValue, among names: [String]) throws(ScenarioError) -> String {
        let text = try value.string()
        guard names.contains(text) else {
            throw value.error(.unknownChoice(key: value.path, value: text, expected: names,
                                             suggestion: Suggestion.closest(to: text, among: names)))
        }
        return text
    }

    private static func path(_ value: YAMLValue, _ key: String) -> String {
        value.path.isEmpty ? key : "\(value.path).\(key)"
    }
}
