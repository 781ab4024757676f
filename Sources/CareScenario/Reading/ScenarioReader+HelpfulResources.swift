import CareModel

extension ScenarioReader {
    /// `helpful_resources: {defaults: [phone_number, web_url], view_chance_per_day: 0.1, add_chance: 0.2,
    /// edit_chance: 0.1, delete_chance: 0.05, reorder_chance: 0.05}` (seed 002, entries 64-74;
    /// ``HelpfulResourcesModel``): `view_chance_per_day` is required, the other chances default
    /// to 0 and the list to empty; a default's kind is `phone_number`, `web_url`,
    /// `email_address` or `other`.
    static func helpfulResourcesModel(_ value: YAMLValue) throws(ScenarioError) -> HelpfulResourcesModel {
        let fields = try value.mapping(allowedKeys: ["defaults", "view_chance_per_day", "add_chance", "edit_chance",
                                                     "delete_chance", "reorder_chance"])
        func chance(_ key: String) throws(ScenarioError) -> Double { try fields.optional(key)?.probability() ?? 0 }
        var defaults: [HelpfulResource.Kind] = []
        for item in try fields.optional("defaults")?.list() ?? [] {
            defaults.append(try item.choice(HelpfulResource.Kind.self))
        }
        return HelpfulResourcesModel(
            defaults: defaults, viewChancePerDay: try fields.required("view_chance_per_day").probability(),
            addChance: try chance("add_chance"), editChance: try chance("edit_chance"), deleteChance: try chance("delete_chance"),
            reorderChance: try chance("reorder_chance"))
    }
}
