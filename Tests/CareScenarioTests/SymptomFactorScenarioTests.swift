import CareModel
import Foundation
import Testing
@testable import CareScenario

/// Seed 000 Req 5-7: a symptom's relieving and aggravating catalogues and note chance, the
/// planted `symptom_factor_effects`, and bad input named by file, line and column.
@Suite struct SymptomFactorScenarioTests {
    /// `ScenarioLoaderTests.valid` with `details` added to its headache and `effects`
    /// appended as `symptom_factor_effects`.
    static func scenario(details: String, effects: String = "") -> String {
        var text = ScenarioLoaderTests.valid.replacingOccurrences(of: """
                baseline_mean: 0.3

            """, with: "    baseline_mean: 0.3\n" + details + "\n")
        if !effects.isEmpty { text += "\nsymptom_factor_effects:\n" + effects }
        return text
    }

    static let catalogue = """
            relieving: {heating pad: 0.3, rest: 0.5}
            aggravating: {stress: 0.25}
            notes: 0.1
        """

    func error(_ details: String, effects: String = "") -> String? {
        ScenarioLoaderTests().error(Self.scenario(details: details, effects: effects))?.description
    }

    @Test func req5To7CataloguesKeepTheirOrderAndChances() throws {
        let scenario = try ScenarioLoader.parse(Self.scenario(details: Self.catalogue), file: "s.yaml")
        let details = try #require(scenario.symptoms.first).entryDetails
        #expect(details.relieving == [SymptomFactorChoice(factor: "heating pad", chance: 0.3),
                                      SymptomFactorChoice(factor: "rest", chance: 0.5)])
        #expect(details.aggravating == [SymptomFactorChoice(factor: "stress", chance: 0.25)])
        #expect(details.noteChance == 0.1)
        #expect(scenario.symptomFactorEffects.isEmpty)
    }

    @Test func req5To7ASymptomWithoutCataloguesDocumentsNothing() throws {
        let scenario = try ScenarioLoader.parse(ScenarioLoaderTests.valid, file: "s.yaml")
        #expect(try #require(scenario.symptoms.first).entryDetails.isEmpty)
    }

    @Test func req5And6APlantedEffectNamesAFactorOfTheSymptomsCatalogueOfItsRole() throws {
        let scenario = try ScenarioLoader.parse(Self.scenario(details: Self.catalogue, effects: """
              - {symptom: headache, role: relieving, factor: heating pad, shift: -0.6}
              - {symptom: headache, role: aggravating, factor: stress, shift: 0.5}
            """), file: "s.yaml")
        #expect(scenario.symptomFactorEffects == [
            SymptomFactorEffect(symptom: "headache", role: .relieving, factor: "heating pad", shift: -0.6),
            SymptomFactorEffect(symptom: "headache", role: .aggravating, factor: "stress", shift: 0.5),
        ])
    }

    @Test(arguments: [
        (Self.catalogue, "  - {symptom: headache, role: relieving, factor: heating pads, shift: -0.6}\n",
         "s.yaml:30:50: 'symptom_factor_effects[0].factor' names 'heating pads', which is not declared (did you mean 'heating pad'?)"),
        (Self.catalogue, "  - {symptom: headache, role: aggravating, factor: rest, shift: 1}\n",
         "s.yaml:30:52: 'symptom_factor_effects[0].factor' names 'rest', which is not declared"),
        (Self.catalogue, "  - {symptom: headach, role: relieving, factor: rest, shift: 1}\n",
         "s.yaml:30:15: 'symptom_factor_effects[0].symptom' names 'headach', which is not declared (did you mean 'headache'?)"),
        (Self.catalogue, "  - {symptom: headache, role: soothing, factor: rest, shift: 1}\n",
         "s.yaml:30:31: 'symptom_factor_effects[0].role' is soothing, expected one of relieving, aggravating"),
        (Self.catalogue, "  - {symptom: headache, role: relieving, factor: rest, shift: 11}\n",
         "s.yaml:30:63: 'symptom_factor_effects[0].shift' is 11, expected -10 to 10"),
        (Self.catalogue, "  - {symptom: headache, role: relieving, factor: rest, shift: 1}\n  - {symptom: headache, role: relieving, factor: rest, shift: 2}\n",
         "s.yaml:31:5: 'symptom_factor_effects[1]' declares 'headache, relieving rest' twice"),
        ("    relieving: {rest: 1.5}", "",
         "s.yaml:17:23: 'symptoms[0].relieving.rest' is 1.5, expected a probability from 0 to 1"),
        ("    aggravating: {stress: 0.2, Stress: 0.3}", "",
         "s.yaml:17:32: 'symptoms[0].aggravating' declares 'Stress' twice"),
        ("    notes: often", "",
         "s.yaml:17:12: 'symptoms[0].notes' must be a number, found 'often'"),
        ("    relieving: [rest]", "",
         "s.yaml:17:16: 'symptoms[0].relieving' must be a mapping, found a list"),
        ("    relieving: {rest: 0.5}", "  - {symptom: headache, role: aggravating, factor: rest, shift: 1}\n",
         "s.yaml:28:52: 'symptom_factor_effects[0].factor' is rest, expected a factor of the aggravating catalogue of 'headache', which is empty"),
    ])
    func req5To7BadInputIsNamedWithItsPlace(details: String, effects: String, message: String) {
        #expect(error(details, effects: effects) == message)
    }
}
