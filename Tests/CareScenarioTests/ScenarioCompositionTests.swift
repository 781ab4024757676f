import CareModel
import Foundation
import Testing
@testable import CareScenario

@Suite struct ScenarioCompositionTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carelab-scenarios-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    static let base = """
        format: 1
        name: base
        seed: 1
        people: 10
        days: 5
        start_date: 2026-03-02
        time_zones: [Europe/London]
        symptoms:
          - {name: headache, baseline_mean: 0.3}
          - {name: nausea, baseline_mean: 0.1}
        factors:
          - {name: caffeine, unit: mg, mean: 180}
        arms:
          - {name: a, share: 0.5}
          - {name: b, share: 0.5}
        """

    /// Every scenario under `Scenarios/` and `Benchmarks/`.
    static var shipped: [String] {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return ["Scenarios", "Benchmarks"].flatMap { folder in
            let root = package.appendingPathComponent(folder)
            return ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
                .filter { $0.hasSuffix(".yaml") }.sorted().map { root.appendingPathComponent($0).path }
        }
    }

    @Test(arguments: shipped)
    func everyShippedScenarioLoads(_ path: String) throws {
        let scenario = try ScenarioLoader.load(contentsOf: path)
        #expect(!scenario.name.isEmpty)
    }

    @Test func anIncludingFileOverridesKeysAndUpdatesNamedItems() throws {
        _ = try write("base.yaml", Self.base)
        let path = try write("child.yaml", """
            include: base.yaml
            name: child
            people: 20
            symptoms:
              - {name: nausea, baseline_mean: 0.9}
            """)
        let scenario = try ScenarioLoader.load(contentsOf: path)
        #expect(scenario.name == "child" && scenario.people == 20 && scenario.days == 5)
        #expect(scenario.symptoms.map(\.symptom.name) == ["headache", "nausea"])
        #expect(scenario.symptoms[1].baselineMean == 0.9)
        #expect(scenario.symptoms[0].baselineMean == 0.3)
    }

    @Test func aListNamingNewItemsReplacesTheIncludedOne() throws {
        _ = try write("base.yaml", Self.base)
        let path = try write("trial.yaml", """
            include: base.yaml
            arms:
              - {name: control, share: 0.25}
              - {name: treated, share: 0.75, reward_multiplier: 2}
            """)
        let scenario = try ScenarioLoader.load(contentsOf: path)
        #expect(scenario.arms.map(\.name) == ["control", "treated"])
        #expect(scenario.arms[1].regimen.rewardMultiplier == 2)
    }

    @Test func anErrorInAnIncludedValueNamesTheFileItWasWrittenIn() throws {
        let basePath = try write("base.yaml", Self.base.replacingOccurrences(of: "days: 5", with: "days: five"))
        let path = try write("child.yaml", "include: base.yaml\nname: child\n")
        #expect(throws: ScenarioError(file: basePath, line: 5, column: 7,
                                      problem: .wrongType(key: "days", expected: "a whole number", found: "'five'"))) {
            try ScenarioLoader.load(contentsOf: path)
        }
    }

    @Test func aFileThatIncludesItselfIsRejected() throws {
        let path = try write("loop.yaml", "include: loop.yaml\n" + Self.base)
        #expect(throws: ScenarioError.self) { try ScenarioLoader.load(contentsOf: path) }
    }

    @Test func sharesThatDoNotAddUpToOneAreRejected() throws {
        let text = Self.base.replacingOccurrences(of: "{name: b, share: 0.5}", with: "{name: b, share: 0.6}")
        #expect(throws: ScenarioError(file: "s.yaml", line: 14, column: 3,
                                      problem: .outOfRange(key: "arms shares", value: "1.1", expected: "shares that add up to 1"))) {
            try ScenarioLoader.parse(text, file: "s.yaml")
        }
    }

    @Test func traitDistributionsAreReadAndLimitedToTheirDomain() throws {
        let good = Self.base + """

            segments:
              - name: engaged
                share: 1
                traits: {logging: {beta: [8, 2]}, engagement_half_life_days: {lognormal: [3.4, 0.3]}, dropout_hazard: 0.01}
            """
        let scenario = try ScenarioLoader.parse(good, file: "s.yaml")
        #expect(scenario.segments[0].traits.logging == .beta(a: 8, b: 2))
        #expect(scenario.segments[0].traits.engagementHalfLifeDays == .lognormal(mu: 3.4, sigma: 0.3))
        let bad = good.replacingOccurrences(of: "logging: {beta: [8, 2]}", with: "logging: {normal: [0.5, 0.1]}")
        #expect(throws: ScenarioError.self) { try ScenarioLoader.parse(bad, file: "s.yaml") }
    }

    @Test func aMedicationScheduleIsARecurrenceRuleStartingOnTheFirstDay() throws {
        let text = Self.base + """

            medications:
              - name: propranolol
                dose: {amount: 40, unit: mg}
                schedule: {repeat: daily, times: ["08:00", "20:00"]}
                adherence: {beta: [8, 2]}
                effects: [{symptom: headach, per_missed_dose: 0.3}]
            """
        #expect(throws: ScenarioError(file: "s.yaml", line: 21, column: 25,
                                      problem: .unknownName(key: "medications[0].effects[0].symptom", name: "headach",
                                                            suggestion: "headache"))) {
            try ScenarioLoader.parse(text, file: "s.yaml")
        }
        let scenario = try ScenarioLoader.parse(text.replacingOccurrences(of: "headach,", with: "headache,"), file: "s.yaml")
        let rule = try #require(scenario.medications.first?.medication.schedule?.rule)
        #expect(rule.start.description == "2026-03-02")
        #expect(rule.times.map(\.description) == ["08:00", "20:00"])
    }

    @Test func anImpossibleTaskScheduleNamesTheField() throws {
        let text = Self.base + """

            tasks:
              - {name: walk, schedule: {repeat: daily, every: 0, times: ["18:00"]}}
            """
        #expect(throws: ScenarioError.self) { try ScenarioLoader.parse(text, file: "s.yaml") }
    }
}
