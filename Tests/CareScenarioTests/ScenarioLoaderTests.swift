import CareModel
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

    @Test func aKeyCutShortIsReportedWithItsPlaceAndTheKeyItBegins() {
        let text = Self.valid.replacingOccurrences(of: "lag_days: 1", with: "lag: 1")
        #expect(error(text)?.description == "s.yaml:24:5: unknown key 'lag' (did you mean 'lag_days'?)")
    }

    @Test func theSuggestionIsAKeyValidWhereTheUnknownOneStands() {
        // 'people' is a key of the scenario, not of an effect: no hint points there.
        let text = Self.valid.replacingOccurrences(of: "lag_days: 1", with: "peop: 1")
        #expect(error(text)?.description == "s.yaml:24:5: unknown key 'peop'")
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

    /// Seed 000 Req 13: a medication's alternative names, prescriber and directions; a name
    /// list that is not a list of strings is refused at its place.
    @Test func req13AlternativeNamesPrescriberAndDirectionsAreRead() throws {
        let medication = """
            medications:
              - name: sumatriptan
                alternative_names: [Imitrex, Imigran]
                prescriber: Dr. Ng
                directions: at the first sign of a migraine
                dose: {amount: 50, unit: mg}
                schedule: {repeat: daily, times: ["08:00"]}
            """
        let scenario = try ScenarioLoader.parse(Self.valid + "\n" + medication, file: "s.yaml")
        let read = try #require(scenario.medications.first?.medication)
        #expect(read.alternativeNames == ["Imitrex", "Imigran"])
        #expect(read.prescriber == "Dr. Ng" && read.directions == "at the first sign of a migraine")
        let notAList = Self.valid + "\n" + medication.replacingOccurrences(of: "[Imitrex, Imigran]", with: "{brand: Imitrex}")
        #expect(error(notAList)?.description
                == "s.yaml:28:24: 'medications[0].alternative_names' must be a list, found a mapping")
    }

    /// Seed 000 Req 3 and 11: a symptom's onset shares, a factor's part or shares of parts of
    /// the day, and an effect for one part of the day.
    @Test func req3And11TimeOfDaySettingsAreRead() throws {
        let text = Self.valid
            .replacingOccurrences(of: "    baseline_mean: 0.3", with: "    baseline_mean: 0.3\n    time_of_day: {morning: 0.7, night: 0.3}")
            .replacingOccurrences(of: "    mean: 180", with: "    mean: 180\n    time_of_day: {morning: 0.6, evening: 0.4}")
            .replacingOccurrences(of: "    within: 0.008", with: "    within: 0.008\n    time_of_day: evening")
        let scenario = try ScenarioLoader.parse(text, file: "s.yaml")
        #expect(scenario.symptoms[0].onset == PartOfDayShares([.morning: 0.7, .night: 0.3]))
        #expect(scenario.factors[0].partsOfDay == PartOfDayShares([.morning: 0.6, .evening: 0.4]))
        #expect(scenario.effects[0].timeOfDay == .evening)
        #expect(scenario.modelsTimeOfDay)
        #expect(try !ScenarioLoader.parse(Self.valid, file: "s.yaml").modelsTimeOfDay)
        #expect(try ScenarioLoader.parse(Self.valid, file: "s.yaml").factors[0].partsOfDay == .only(.morning))
    }

    /// Seed 000 Req 3 and 11: an unknown part, shares that do not add up to 1 and an effect
    /// for a part the factor is never taken in are refused at their place, with what was
    /// expected and what to do.
    @Test func req3And11BadTimeOfDaySettingsAreRefusedWithTheirPlace() throws {
        let onset = { (shares: String) in
            Self.valid.replacingOccurrences(of: "    baseline_mean: 0.3", with: "    baseline_mean: 0.3\n    time_of_day: \(shares)")
        }
        let unknown = try #require(error(onset("{morning: 0.5, evenng: 0.5}")))
        #expect(unknown.description.hasPrefix("s.yaml:17:33:"), "\(unknown)")
        #expect(unknown.description.contains("did you mean 'evening'"))
        let short = try #require(error(onset("{morning: 0.5, evening: 0.4}")))
        #expect(short.description.hasPrefix("s.yaml:17:18:"), "\(short)")
        #expect(short.description.contains("symptoms[0].time_of_day shares' is 0.9, expected shares that add up to 1 "
                                           + "(give the remaining 0.1 to a part)"), "\(short)")
        let over = try #require(error(onset("{morning: 0.7, evening: 0.4}")))
        #expect(over.description.contains("is 1.1, expected shares that add up to 1 (take 0.1 from a part)"), "\(over)")
        let repeated = try #require(error(onset("{morning: 0.5, morning: 0.5}")))
        #expect(repeated.description == "s.yaml:17:19: not valid YAML: duplicate key morning", "\(repeated)")

        let neverInTheEvening = Self.valid.replacingOccurrences(of: "    within: 0.008", with: "    within: 0.008\n    time_of_day: evening")
        let effect = try #require(error(neverInTheEvening))
        #expect(effect.description.hasPrefix("s.yaml:26:18:"), "\(effect)")
        #expect(effect.description.contains("a part of the day 'caffeine' is taken in (morning; give it a share in the "
                                            + "factor's time_of_day)"), "\(effect)")
        let factorPart = Self.valid.replacingOccurrences(of: "    mean: 180", with: "    mean: 180\n    time_of_day: noon")
        #expect(error(factorPart)?.description.contains("one of morning, afternoon, evening, night") == true)
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
