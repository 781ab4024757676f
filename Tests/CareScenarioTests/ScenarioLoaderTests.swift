import Foundation
import Testing
@testable import CareScenario

@Suite struct ScenarioLoaderTests {
    /// A valid scenario; tests break it one field at a time. Line numbers matter.
    static let valid = """
        format: 1
        name: test
        seed: 7
        people: 10
        days: 5
        start_date: 2026-03-02
        time_zones: [Europe/London]
        segments:
          - name: everyone
            share: 1
            traits:
              logging: 0.9
        symptoms:
          - name: headache
            category: Head
            baseline_mean: 0.3
        factors:
          - name: caffeine
            unit: mg
            mean: 180
        effects:
          - factor: caffeine
            symptom: headache
            lag_days: 1
            within: 0.008
        """

    func error(_ text: String) -> ScenarioError? {
        do {
            _ = try ScenarioLoader.parse(text, file: "s.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test func theShippedDefaultScenarioLoads() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let scenario = try ScenarioLoader.load(contentsOf: root.appendingPathComponent("Scenarios/default.yaml").path)
        #expect(scenario.name == "default")
        #expect(scenario.people == 200 && scenario.days == 60)
        #expect(scenario.effects.contains { $0.factor == "caffeine" && $0.symptom == "headache" && $0.lagDays == 1 })
    }

    @Test func aValidScenarioHasEveryField() throws {
        let scenario = try ScenarioLoader.parse(Self.valid, file: "s.yaml")
        #expect(scenario.seed == 7)
        #expect(scenario.startDay.description == "2026-03-02")
        #expect(scenario.symptoms.first?.symptom.category.name == "Head")
        #expect(scenario.factors.first?.logging == .amount(.milligrams))
        #expect(scenario.effects.first?.within == 0.008)
        #expect(scenario.segments.first?.traits.logging == .constant(0.9))
    }

    @Test func anUnknownKeyIsReportedWithItsPlaceAndASuggestion() {
        let text = Self.valid.replacingOccurrences(of: "people: 10", with: "peeple: 10")
        #expect(error(text)?.description == "s.yaml:4:1: unknown key 'peeple' (did you mean 'people'?)")
    }

    @Test func aMisspelledSymptomInAnEffectGetsASuggestion() {
        let text = Self.valid.replacingOccurrences(of: "symptom: headache", with: "symptom: headach")
        #expect(error(text)?.description
                == "s.yaml:23:14: 'effects[0].symptom' names 'headach', which is not declared (did you mean 'headache'?)")
    }

    @Test func aProbabilityAboveOneIsRejected() {
        let text = Self.valid.replacingOccurrences(of: "logging: 0.9", with: "logging: 1.5")
        #expect(error(text)?.description
                == "s.yaml:12:16: 'segments[0].traits.logging' is 1.5, expected a probability from 0 to 1")
    }

    @Test func aWrongTypeIsRejected() {
        let text = Self.valid.replacingOccurrences(of: "days: 5", with: "days: five")
        #expect(error(text)?.description == "s.yaml:5:7: 'days' must be a whole number, found 'five'")
    }

    @Test func aMissingKeyIsNamed() {
        let text = Self.valid.replacingOccurrences(of: "seed: 7\n", with: "")
        #expect(error(text)?.problem == .missingKey("seed"))
    }

    @Test func anUnknownUnitListsTheChoices() {
        let text = Self.valid.replacingOccurrences(of: "unit: mg", with: "unit: grams")
        #expect(error(text)?.description
                == "s.yaml:19:11: 'factors[0].unit' is grams, expected one of mg, ml, minutes, hours, steps, servings, level")
    }

    /// A medication dispensed by a pharmacy: fills of a supply, coming late by a
    /// distribution; a supply of 0 days is refused at its place.
    @Test func refillsAreReadAndAZeroSupplyIsRefusedWithItsPlace() throws {
        let medication = """
            medications:
              - name: iron
                dose: {amount: 65, unit: mg}
                schedule: {repeat: daily, times: ["08:00"]}
                refills: {days_supply: 30, late_days: {gamma: [2, 2]}}
            """
        let scenario = try ScenarioLoader.parse(Self.valid + "\n" + medication, file: "s.yaml")
        #expect(scenario.medications.first?.refills == RefillModel(daysSupply: 30, lateDays: .gamma(shape: 2, scale: 2)))
        let zero = Self.valid + "\n" + medication.replacingOccurrences(of: "days_supply: 30", with: "days_supply: 0")
        #expect(error(zero)?.description.hasPrefix("s.yaml:30:") == true)
        #expect(error(zero)?.description.contains("medications[0].refills.days_supply") == true)
    }

    /// Seed 000 Req 14: doses logged late, a share and a delay; a share outside 0-1 is
    /// refused at its place.
    @Test func req14LateLoggingIsReadAndAShareAboveOneIsRefusedWithItsPlace() throws {
        let medication = """
            medications:
              - name: iron
                dose: {amount: 65, unit: mg}
                schedule: {repeat: daily, times: ["08:00"]}
                late_logging: {share: 0.2, delay_minutes: {gamma: [2, 45]}}
            """
        let scenario = try ScenarioLoader.parse(Self.valid + "\n" + medication, file: "s.yaml")
        #expect(scenario.medications.first?.lateLogging
                == LateLoggingModel(share: 0.2, delayMinutes: .gamma(shape: 2, scale: 45)))
        let tooMany = Self.valid + "\n" + medication.replacingOccurrences(of: "share: 0.2", with: "share: 1.2")
        #expect(error(tooMany)?.description.hasPrefix("s.yaml:30:") == true)
        #expect(error(tooMany)?.description.contains("medications[0].late_logging.share") == true)
        let noDelay = Self.valid + "\n" + medication.replacingOccurrences(of: ", delay_minutes: {gamma: [2, 45]}", with: "")
        #expect(error(noDelay)?.description.contains("delay_minutes") == true)
    }

    @Test func anUnknownTimeZoneIsRejected() {
        let text = Self.valid.replacingOccurrences(of: "Europe/London", with: "Europe/Londn")
        #expect(error(text)?.problem == .unknownName(key: "time_zones[0]", name: "Europe/Londn", suggestion: "Europe/London"))
    }

    @Test func aSymptomDeclaredTwiceIsRejectedAtTheSecond() {
        let text = Self.valid.replacingOccurrences(of: "factors:", with: """
              - name: headache
                baseline_mean: 0
            factors:
            """)
        #expect(error(text)?.description == "s.yaml:17:5: 'symptoms[1]' declares 'headache' twice")
    }

    @Test func invalidYAMLIsASyntaxErrorWithItsPlace() {
        let text = Self.valid.replacingOccurrences(of: "seed: 7", with: "seed: [7")
        let failure = error(text)
        #expect(failure?.line ?? 0 > 0)
        if case .syntax = failure?.problem {} else { Issue.record("expected a syntax error, got \(String(describing: failure))") }
    }

    @Test func anUnsupportedFormatIsRejected() {
        let text = Self.valid.replacingOccurrences(of: "format: 1", with: "format: 2")
        #expect(error(text)?.description == "s.yaml:1:9: 'format' is 2, expected 1, the format this build reads")
    }

    @Test func aMissingFileSaysSo() {
        #expect(throws: ScenarioError(file: "/nonexistent.yaml", line: 0, column: 0, problem: .unreadable(reason: "no such file"))) {
            try ScenarioLoader.load(contentsOf: "/nonexistent.yaml")
        }
    }
}
