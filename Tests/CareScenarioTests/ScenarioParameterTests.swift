import CareModel
import Foundation
import Testing
@testable import CareScenario

@Suite struct ScenarioParameterTests {
    static func scenario() throws -> Scenario {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try ScenarioLoader.load(contentsOf: root.appendingPathComponent("Scenarios/default.yaml").path)
    }

    @Test func aPathSetsTheNumberItNames() throws {
        var scenario = try Self.scenario()
        let within = try ScenarioParameter(path: "effects[0].within", in: scenario)
        let between = try ScenarioParameter(path: "effects[0].between", in: scenario)
        #expect(within.description == "effects[0].within")
        #expect(within.value(in: scenario) == 0.008)
        within.set(0.002, in: &scenario)
        between.set(-0.001, in: &scenario)
        #expect(scenario.effects[0].within == 0.002)
        #expect(scenario.effects[0].between == -0.001)
    }

    @Test(arguments: [
        ("people", "the paths are"),
        ("effects[1].within", "the scenario plants 1 effect"),
        ("effects[-1].within", "whole number"),
        ("effects[x].within", "whole number"),
        ("effects[0].withn", "did you mean 'within'?"),
        ("effects[0]", "the paths are"),
    ])
    func anUnknownPathIsRefusedWithTheReason(path: String, reason: String) throws {
        let scenario = try Self.scenario()
        #expect {
            try ScenarioParameter(path: path, in: scenario)
        } throws: { error in
            "\(error)".contains(reason) && "\(error)".contains(path)
        }
    }
}
