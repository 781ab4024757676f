import CareModel
import CareScenario
import Foundation
import Testing

@Suite struct RewardRuleFileTests {
    /// `Scenarios/rules/rewards-v1.yaml` in this checkout.
    static let shippedFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios/rules/rewards-v1.yaml").path

    @Test func shippedVersion1FileEqualsTheBuiltInDefault() throws {
        #expect(try RewardRuleFile.load(contentsOf: Self.shippedFile) == RewardRule.version1)
    }

    @Test func activitiesLeftOutEarnNothing() throws {
        let rule = try RewardRuleFile.parse("version: 3\npoints:\n  survey: 5\n", file: "r.yaml")
        #expect(rule == RewardRule(version: 3, points: [.survey: 5]))
    }

    @Test func negativePointsAreRejectedWithFileLineAndField() {
        let text = "version: 1\npoints:\n  survey: 50\n  video: -5\n"
        #expect(throws: ScenarioError(file: "r.yaml", line: 4, column: 10,
                                      problem: .outOfRange(key: "points.video", value: "-5", expected: "0 to 1000000"))) {
            try RewardRuleFile.parse(text, file: "r.yaml")
        }
    }

    @Test func unknownActivityIsRejectedWithASuggestion() throws {
        let text = "version: 1\npoints:\n  surveys: 50\n"
        let error = try #require(throws: ScenarioError.self) { try RewardRuleFile.parse(text, file: "r.yaml") }
        #expect(error.line == 3)
        #expect(error.problem == .unknownKey("surveys", suggestion: "survey"))
        #expect(error.description == "r.yaml:3:3: unknown key 'surveys' (did you mean 'survey'?)")
    }

    @Test func missingVersionIsRejected() throws {
        let error = try #require(throws: ScenarioError.self) {
            try RewardRuleFile.parse("points:\n  survey: 50\n", file: "r.yaml")
        }
        #expect(error.problem == .missingKey("version"))
        #expect(error.description == "r.yaml:1:1: missing required key 'version'")
    }

    @Test func versionBelowOneIsRejected() throws {
        let error = try #require(throws: ScenarioError.self) {
            try RewardRuleFile.parse("version: 0\npoints: {}\n", file: "r.yaml")
        }
        #expect(error.problem == .outOfRange(key: "version", value: "0", expected: "1 or more"))
    }

    @Test func missingFileSaysSo() throws {
        let error = try #require(throws: ScenarioError.self) {
            try RewardRuleFile.load(contentsOf: "/nonexistent/rewards.yaml")
        }
        #expect(error.description == "/nonexistent/rewards.yaml: cannot read the file: no such file")
    }
}
