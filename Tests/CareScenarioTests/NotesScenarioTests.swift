import Testing
@testable import CareScenario

/// Seed 000 Req 17-18: the `notes` section of a scenario, read and checked at its place.
@Suite struct NotesScenarioTests {
    /// `ScenarioLoaderTests.valid` (25 lines) with the notes on line 26.
    static let notes = "notes: {categories: [neurology, physio], per_month: 3, appointment_share: 0.4, "
        + "parts: {symptom_rundown: 0.9, plan: 0.7}, questions: 2.5}"

    func error(_ notes: String) -> ScenarioError? {
        do {
            _ = try ScenarioLoader.parse(ScenarioLoaderTests.valid + "\n" + notes, file: "s.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test func seed000Req17TheNotesAreRead() throws {
        let scenario = try ScenarioLoader.parse(ScenarioLoaderTests.valid + "\n" + Self.notes, file: "s.yaml")
        #expect(scenario.notes == NotesModel(categories: ["neurology", "physio"], perMonth: 3, appointmentShare: 0.4,
                                             parts: ["symptom_rundown": 0.9, "plan": 0.7], questions: 2.5))
        #expect(try ScenarioLoader.parse(ScenarioLoaderTests.valid, file: "s.yaml").notes == nil)
    }

    /// No categories, a category twice, a part the seed does not list, a chance above 1 or
    /// fewer than one question is refused at its place, naming what was expected.
    @Test(arguments: [
        ("categories: [neurology, physio]", "categories: []", "one or more"),
        ("categories: [neurology, physio]", "categories: [neurology, neurology]", "neurology"),
        ("symptom_rundown: 0.9", "symptom_rundwn: 0.9", "symptom_rundown"),
        ("plan: 0.7", "plan: 1.7", "notes.parts.plan"),
        ("questions: 2.5", "questions: 0.5", "notes.questions"),
    ])
    func seed000Req18BadNotesAreRefusedAtTheirPlace(from: String, to: String, mentions: String) throws {
        let error = try #require(self.error(Self.notes.replacingOccurrences(of: from, with: to)))
        #expect(error.description.hasPrefix("s.yaml:26:"), "\(error)")
        #expect(error.description.contains(mentions), "\(error)")
    }
}
