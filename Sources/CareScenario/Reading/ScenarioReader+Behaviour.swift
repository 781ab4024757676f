extension ScenarioReader {
    static func missingness(_ value: YAMLValue) throws(ScenarioError) -> Missingness {
        let fields = try value.mapping(allowedKeys: ["mechanism", "strength"])
        let mechanism = try fields.required("mechanism").choice(Missingness.Mechanism.self)
        let strength = try fields.optional("strength")?.number(in: 0...20) ?? 0
        return Missingness(mechanism: mechanism, strength: strength)
    }

    static func arms(_ value: YAMLValue) throws(ScenarioError) -> [Arm] {
        let arms = try uniqueByName(try value.list(), read: arm) { $0.name }
        guard !arms.isEmpty else {
            throw value.error(.outOfRange(key: value.path, value: "empty", expected: "at least one arm"))
        }
        try checkShares(arms.map(\.share), of: value)
        return arms
    }

    private static func arm(_ value: YAMLValue) throws(ScenarioError) -> Arm {
        let fields = try value.mapping(allowedKeys: ["name", "share", "reminders", "reward_multiplier"])
        return Arm(
            name: try fields.required("name").string(),
            share: try fields.required("share").probability(),
            regimen: Regimen(
                reminders: try fields.optional("reminders")?.boolean() ?? false,
                rewardMultiplier: try fields.optional("reward_multiplier")?.number(in: 0...100) ?? 1
            )
        )
    }

    static func intervention(_ value: YAMLValue, arms: [String], days: Int) throws(ScenarioError) -> Intervention {
        let fields = try value.mapping(allowedKeys: ["from_day", "arm", "reminders", "reward_multiplier"])
        let fromDay = try fields.required("from_day").integer(in: 0...max(0, days - 1))
        let arm = try fields.optional("arm").map { (value) throws(ScenarioError) in try declaredName(value, among: arms) }
        return Intervention(
            fromDay: fromDay, arm: arm,
            reminders: try fields.optional("reminders")?.boolean(),
            rewardMultiplier: try fields.optional("reward_multiplier")?.number(in: 0...100)
        )
    }
}
