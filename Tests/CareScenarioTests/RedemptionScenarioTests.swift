import Foundation
import Testing
@testable import CareScenario

/// Seed 004 DR6: `rewards: {redemption: …}` of a scenario, read and checked at its place.
@Suite struct RedemptionScenarioTests {
    /// A rule file beside the scenario, and `ScenarioLoaderTests.valid` (25 lines) with the
    /// rewards on lines 26-28.
    static func scenario(_ redemption: String) throws -> (file: String, text: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("redemption-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "version: 1\npoints:\n  survey: 50\n".write(to: folder.appendingPathComponent("rule.yaml"), atomically: true, encoding: .utf8)
        return (folder.appendingPathComponent("s.yaml").path,
                ScenarioLoaderTests.valid + "\nrewards:\n  rule: rule.yaml\n  " + redemption)
    }

    func error(_ redemption: String) throws -> ScenarioError? {
        let (file, text) = try Self.scenario(redemption)
        defer { try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent) }
        do {
            _ = try ScenarioLoader.parse(text, file: file)
            return nil
        } catch {
            return error
        }
    }

    @Test func seed004DR6TheRedemptionIsRead() throws {
        let (file, text) = try Self.scenario("redemption: {reward: gift card $10, cost: 500, probability: 0.3}")
        defer { try? FileManager.default.removeItem(atPath: (file as NSString).deletingLastPathComponent) }
        let scenario = try ScenarioLoader.parse(text, file: file)
        #expect(scenario.redemption == RedemptionModel(reward: "gift card $10", cost: 500, probability: 0.3))
        #expect(scenario.rewardRule.points[.survey] == 50)
        let defaulted = try ScenarioLoader.parse(text.replacingOccurrences(of: "reward: gift card $10, ", with: ""), file: file)
        #expect(defaulted.redemption?.reward == "gift card")
        #expect(try ScenarioLoader.parse(ScenarioLoaderTests.valid, file: "s.yaml").redemption == nil)
    }

    /// A cost of no points, a probability above 1 or a missing cost is refused at its line,
    /// naming the field.
    @Test(arguments: [
        ("redemption: {cost: 0, probability: 0.3}", "cost"),
        ("redemption: {cost: 500, probability: 1.3}", "probability"),
        ("redemption: {probability: 0.3}", "cost"),
    ])
    func seed004DR6ABadRedemptionIsRefusedAtItsPlace(redemption: String, field: String) throws {
        let error = try #require(try self.error(redemption))
        #expect(error.description.contains("s.yaml:28:"), "\(error)")
        #expect(error.description.contains(field), "\(error)")
    }

    @Test func seed004DR6AnUnknownKeyIsRefusedWithASuggestion() throws {
        let error = try #require(try self.error("redemption: {cost: 500, probabilty: 0.3}"))
        #expect(error.problem == .unknownKey("probabilty", suggestion: "probability"), "\(error)")
    }
}
