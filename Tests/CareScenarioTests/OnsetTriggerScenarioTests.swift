import CareModel
import Testing
@testable import CareScenario

/// Seed 000 Req 3 and 11 (lags in hours): `onset_triggers:` of a scenario, read and checked
/// at its place.
@Suite struct OnsetTriggerScenarioTests {
    /// A scenario whose `onset_triggers` item is on line 21.
    static func text(_ trigger: String) -> String {
        """
        format: 1
        name: test
        seed: 7
        people: 10
        days: 5
        start_date: 2026-03-02
        time_zones: [Europe/London]
        symptoms:
          - {name: headache, category: Head, baseline_mean: 0.3}
          - {name: migraine aura, category: Head, baseline_mean: -0.5}
        factors:
          - {name: caffeine, unit: mg, mean: 180}
          - {name: stress, unit: level, mean: moderate}
        effects:
          - {factor: caffeine, symptom: headache, lag_days: 1, within: 0.008}
        medications:
          - name: propranolol
            dose: {amount: 40, unit: mg}
            schedule: {repeat: daily, times: ["08:00"]}
        onset_triggers:
          \(trigger)
        """
    }

    static let good = "- {factor: caffeine, symptom: migraine aura, within_hours: [0, 6], chance: 0.08, per_unit: 0.0004}"

    func error(_ trigger: String) -> ScenarioError? {
        do {
            _ = try ScenarioLoader.parse(Self.text(trigger), file: "s.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test("Seed 000 Req 3, 11: a trigger is read with its window, chance, slope and a moderate onset by default")
    func read() throws {
        let scenario = try ScenarioLoader.parse(Self.text(Self.good), file: "s.yaml")
        #expect(scenario.onsetTriggers == [OnsetTrigger(factor: "caffeine", symptom: "migraine aura", fromHours: 0, toHours: 6,
                                                        chance: 0.08, perUnit: 0.0004, severity: .moderate)])
        let severe = try ScenarioLoader.parse(
            Self.text(Self.good.replacingOccurrences(of: "}", with: ", severity: severe}")), file: "s.yaml")
        #expect(severe.onsetTriggers.first?.severity == .severe)
        #expect(OnsetTrigger.reference(of: scenario.factors[0]) == 180)
        #expect(OnsetTrigger.reference(of: scenario.factors[1]) == 2, "a level factor's reference is its mean's level")
    }

    @Test("Seed 000 Req 3, 11: a scenario without triggers keeps its fingerprint")
    func fingerprint() throws {
        let without = try ScenarioLoader.parse(ScenarioLoaderTests.valid, file: "s.yaml")
        #expect(without.onsetTriggers.isEmpty)
        #expect(!without.canonicalText.contains("onsetTriggers"))
        let with = try ScenarioLoader.parse(Self.text(Self.good), file: "s.yaml")
        #expect(with.canonicalText.contains("onsetTriggers"))
    }

    @Test("Seed 000 Req 3, 11: a bad trigger is refused at its place with what was expected", arguments: [
        ("caffeine,", "cafeine,", "did you mean 'caffeine'?"),
        ("migraine aura,", "migraine aurra,", "did you mean 'migraine aura'?"),
        ("[0, 6]", "[6, 6]", "0 <= from < to <= 48"),
        ("[0, 6]", "[0, 6, 12]", "two whole hours [from, to]"),
        ("[0, 6]", "[0, 72]", "72"),
        ("chance: 0.08", "chance: 1.5", "a probability from 0 to 1"),
        ("0.0004}", "0.0004, severity: modrate}", "did you mean 'moderate'?"),
        ("migraine aura,", "headache,", "a symptom with no other planted effect"),
    ])
    func refused(good: String, bad: String, expected: String) throws {
        let error = try #require(self.error(Self.good.replacingOccurrences(of: good, with: bad)))
        #expect(error.line == 21, "\(error)")
        #expect(error.description.hasPrefix("s.yaml:21:"), "\(error)")
        #expect(error.description.contains(expected), "\(error)")
    }

    @Test("Seed 000 Req 3, 11: the same factor, symptom and window planted twice is refused at the second")
    func duplicate() throws {
        let error = try #require(self.error(Self.good + "\n  " + Self.good))
        #expect(error.line == 22, "\(error)")
        #expect(error.description.contains("caffeine → migraine aura, 0-6 h"), "\(error)")
    }
}
