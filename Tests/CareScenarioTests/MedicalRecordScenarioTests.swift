import CareModel
import Testing
@testable import CareScenario

/// Seed 001: the `medical_record` section of a scenario, read and checked at its place.
@Suite struct MedicalRecordScenarioTests {
    /// `ScenarioLoaderTests.valid` (25 lines) with a record from line 26 on.
    static let record = """
        medical_record:
          conditions: {asthma: 0.12, hypertension: 0.25}
          allergies: {penicillin: 0.1}
          medications: {salbutamol: 0.12}
          blood_types: {O+: 0.5, A+: 0.5}
          tooth_status: {missing: 0.04, crowned: 0.05}
          teeth:
            - {fdi: 18, status: {missing: 0.45}}
            - {universal: 17, status: {missing: 0.4}}
          mistakes_per_year: {items: 3, teeth: 2}
        """

    func error(_ record: String) -> ScenarioError? {
        do {
            _ = try ScenarioLoader.parse(ScenarioLoaderTests.valid + "\n" + record, file: "s.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test func seed001TheRecordIsReadWithItsTeethInEitherNumbering() throws {
        let scenario = try ScenarioLoader.parse(ScenarioLoaderTests.valid + "\n" + Self.record, file: "s.yaml")
        let model = try #require(scenario.medicalRecord)
        #expect(model.conditions == [.init(name: "asthma", prevalence: 0.12), .init(name: "hypertension", prevalence: 0.25)])
        #expect(model.bloodTypes == [.init(type: .aPositive, probability: 0.5), .init(type: .oPositive, probability: 0.5)])
        #expect(model.toothStatus == [.init(status: .crowned, probability: 0.05), .init(status: .missing, probability: 0.04)])
        // Universal 1 is FDI 18, Universal 17 is FDI 38: in Universal order.
        #expect(model.teeth.map(\.tooth.fdi) == [18, 38])
        #expect(model.chances(of: try Tooth(fdi: 38)) == [.init(status: .missing, probability: 0.4)])
        #expect(model.chances(of: try Tooth(fdi: 11)) == model.toothStatus)
        #expect(model.itemMistakesPerYear == 3 && model.toothMistakesPerYear == 2)
        #expect(try ScenarioLoader.parse(ScenarioLoaderTests.valid, file: "s.yaml").medicalRecord == nil)
    }

    /// Seed 001, bad input: a tooth number outside its numbering system gives the file,
    /// line and column, what was expected and a suggestion.
    @Test(arguments: [
        ("fdi: 18", "fdi: 19", "s.yaml:33:13: 'medical_record.teeth[0].fdi' is 19, which is not a permanent tooth in FDI "
            + "numbering (expected 11-18, 21-28, 31-38 or 41-48) (did you mean 'universal: 19, the lower left first molar "
            + "(Universal 19, FDI 36)'?)"),
        ("fdi: 18", "fdi: 99", "s.yaml:33:13: 'medical_record.teeth[0].fdi' is 99, which is not a permanent tooth in FDI "
            + "numbering (expected 11-18, 21-28, 31-38 or 41-48) (did you mean 'fdi: 48, the lower right third molar "
            + "(Universal 32, FDI 48)'?)"),
        ("universal: 17", "universal: 48", "s.yaml:34:19: 'medical_record.teeth[1].universal' is 48, which is not a "
            + "permanent tooth in Universal numbering (expected 1-32) (did you mean 'fdi: 48, the lower right third molar "
            + "(Universal 32, FDI 48)'?)"),
        ("universal: 17", "universal: 40", "s.yaml:34:19: 'medical_record.teeth[1].universal' is 40, which is not a "
            + "permanent tooth in Universal numbering (expected 1-32) (did you mean 'universal: 32, the lower right third "
            + "molar (Universal 32, FDI 48)'?)"),
    ])
    func seed001BadInputATeethNumberOutsideItsSystemIsRefusedWithItsPlaceAndASuggestion(
        replacing: String, with: String, message: String
    ) {
        #expect(error(Self.record.replacingOccurrences(of: replacing, with: with))?.description == message)
    }

    @Test func seed001BadInputUnknownStatusesBloodTypesAndSharesAreRefusedAtTheirPlace() {
        let status = error(Self.record.replacingOccurrences(of: "{missing: 0.04,", with: "{mising: 0.04,"))
        #expect(status?.description.hasPrefix("s.yaml:31:") == true)
        #expect(status?.description.contains("did you mean 'missing'") == true)
        let blood = error(Self.record.replacingOccurrences(of: "A+: 0.5", with: "C+: 0.5"))
        #expect(blood?.description.hasPrefix("s.yaml:30:") == true)
        #expect(error(Self.record.replacingOccurrences(of: "A+: 0.5", with: "A+: 0.4"))?.description
                    .contains("shares that add up to 1") == true)
        #expect(error(Self.record.replacingOccurrences(of: "{universal: 17,", with: "{universal: 1,"))?.description
                    .contains("declares 'the upper right third molar (Universal 1, FDI 18)' twice") == true)
    }
}
