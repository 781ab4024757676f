import CareModel
import Testing
@testable import CareScenario

/// Seed 004 DR5.FR7.2 (baby development week by week): the `baby_development` section of a
/// scenario, read and checked at its place.
@Suite struct BabyDevelopmentScenarioTests {
    /// `ScenarioLoaderTests.valid` (25 lines) with the pregnancy on line 26 and the section on
    /// lines 27-28.
    static let section = """
        pregnancy: {weeks_at_enrolment: {normal: [16, 6]}}
        baby_development:
          view_chance: {first: 0.2, second: 0.3, third: 0.5}
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

    @Test("Seed 004 DR5.FR7.2: the chance of opening the week's fact is read per trimester; without the section there is none")
    func theChancesAreRead() throws {
        let model = try #require(try parse(Self.section).babyDevelopment)
        #expect(model == BabyDevelopmentModel(firstChance: 0.2, secondChance: 0.3, thirdChance: 0.5))
        #expect(Trimester.allCases.map(model.viewChance(in:)) == [0.2, 0.3, 0.5])
        #expect(try ScenarioLoader.parse(ScenarioLoaderTests.valid, file: "s.yaml").babyDevelopment == nil)
    }

    @Test("Seed 004 DR5.FR7.2: a misspelt trimester is refused at its place with a did-you-mean")
    func aMisspeltTrimesterIsRefused() throws {
        let misspelt = try #require(error(Self.section.replacingOccurrences(of: "second:", with: "secnd:")))
        #expect(misspelt.problem == .unknownKey("secnd", suggestion: "second"), "\(misspelt)")
        #expect(misspelt.description.hasPrefix("s.yaml:28:"), "\(misspelt)")
        #expect(misspelt.description.contains("did you mean"), "\(misspelt)")
    }

    @Test("Seed 004 DR5.FR7.2: a chance above 1, a missing trimester or no pregnancy is refused at its line")
    func badSectionsAreRefused() throws {
        let chance = try #require(error(Self.section.replacingOccurrences(of: "third: 0.5", with: "third: 1.5")))
        #expect(chance.description.hasPrefix("s.yaml:28:") && chance.description.contains("probability"), "\(chance)")
        let missing = try #require(error(Self.section.replacingOccurrences(of: ", third: 0.5", with: "")))
        #expect(missing.problem == .missingKey("baby_development.view_chance.third"), "\(missing)")
        let unpregnant = try #require(error(Self.section.replacingOccurrences(of: "pregnancy: {weeks_at_enrolment: {normal: [16, 6]}}\n",
                                                                               with: "")))
        #expect(unpregnant.description.hasPrefix("s.yaml:27:") && unpregnant.description.contains("pregnancy"), "\(unpregnant)")
    }
}
