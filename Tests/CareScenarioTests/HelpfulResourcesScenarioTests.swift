import CareModel
import Testing
@testable import CareScenario

/// Seed 002, entries 64-74 (helpful resources): the `helpful_resources` section of a
/// scenario, read and checked at its place.
@Suite struct HelpfulResourcesScenarioTests {
    /// `ScenarioLoaderTests.valid` (25 lines) with the resources on lines 26-32.
    static let resources = """
        helpful_resources:
          defaults: [phone_number, web_url]
          view_chance_per_day: 0.1
          add_chance: 0.2
          edit_chance: 0.05
          delete_chance: 0.04
          reorder_chance: 0.03
        """

    func parse(_ text: String) throws(ScenarioError) -> Scenario {
        try ScenarioLoader.parse(ScenarioLoaderTests.valid + "\n" + text, file: "s.yaml")
    }

    func error(_ text: String) -> ScenarioError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("Seed 002 Req 64-74: the helpful resources' defaults and chances are read; without them there are none")
    func theResourcesAreRead() throws {
        let model = try #require(try parse(Self.resources).helpfulResources)
        #expect(model == HelpfulResourcesModel(defaults: [.phoneNumber, .webURL], viewChancePerDay: 0.1, addChance: 0.2,
                                               editChance: 0.05, deleteChance: 0.04, reorderChance: 0.03))
        let bare = try #require(try parse("helpful_resources: {view_chance_per_day: 0.3}").helpfulResources)
        #expect(bare == HelpfulResourcesModel(defaults: [], viewChancePerDay: 0.3, addChance: 0, editChance: 0, deleteChance: 0,
                                              reorderChance: 0))
        #expect(try ScenarioLoader.parse(ScenarioLoaderTests.valid, file: "s.yaml").helpfulResources == nil)
        #expect(!(try parse("activities: {journal_entry: 0.5}")).canonicalText.contains("helpfulResources"))
    }

    @Test("Seed 002 Req 64-74: a misspelt kind or key, a chance above 1 or no view chance is refused at its place")
    func badResourcesAreRefused() throws {
        let kind = try #require(error(Self.resources.replacingOccurrences(of: "web_url]", with: "web_ur]")))
        #expect(kind.description.hasPrefix("s.yaml:27:") && kind.description.contains("did you mean 'web_url'?"), "\(kind)")
        let key = try #require(error(Self.resources.replacingOccurrences(of: "add_chance", with: "add_chanse")))
        #expect(key.description.hasPrefix("s.yaml:29:") && key.description.contains("did you mean 'add_chance'?"), "\(key)")
        let chance = try #require(error(Self.resources.replacingOccurrences(of: "edit_chance: 0.05", with: "edit_chance: 5")))
        #expect(chance.description.hasPrefix("s.yaml:30:") && chance.description.contains("probability"), "\(chance)")
        let missing = try #require(error(Self.resources.replacingOccurrences(of: "  view_chance_per_day: 0.1\n", with: "")))
        #expect(missing.description.hasPrefix("s.yaml:27:") && missing.description.contains("view_chance_per_day"), "\(missing)")
    }
}
