import CareModel
import CareScenario
import Foundation
import Testing

@Suite struct ProgrammeFileTests {
    /// `docs/examples/programme.yaml` in this checkout.
    static let example = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/examples/programme.yaml").path

    @Test func theExampleDeclaresAMedicationAndTwoTasksWithTheirSchedules() throws {
        let programme = try ProgrammeFile.load(contentsOf: Self.example)
        #expect(programme.medications.map(\.name) == ["metformin"])
        #expect(programme.medications[0].dosage == (try Dosage(amount: 500, unit: "mg")))
        #expect(programme.medications[0].schedule?.rule.start == CalendarDay(year: 2026, month: 3, day: 1))
        #expect(programme.tasks.map { "\($0.name) \($0.label)" } == ["walk exercise", "stretching exercise"])
    }

    @Test func whatAScenarioPlantsIsNotAProgrammesToSay() throws {
        let text = """
            start: 2026-03-01
            medications:
              - {name: metformin, dose: {amount: 500, unit: mg}, schedule: {repeat: daily, times: ["08:00"]}, adherence: 0.9}
            """
        let error = try #require(throws: ScenarioError.self) { try ProgrammeFile.parse(text, file: "p.yaml") }
        #expect(error.line == 3)
        #expect(error.description.hasPrefix("p.yaml:3:") && error.description.contains("unknown key 'adherence'"))
    }

    @Test func aTaskDeclaredTwiceIsRejectedAtTheSecond() throws {
        let text = """
            start: 2026-03-01
            tasks:
              - {name: walk, schedule: {repeat: daily, times: ["16:00"]}}
              - {name: walk, schedule: {repeat: daily, times: ["17:00"]}}
            """
        let error = try #require(throws: ScenarioError.self) { try ProgrammeFile.parse(text, file: "p.yaml") }
        #expect(error.line == 4)
    }

    @Test func aProgrammeWithoutAStartDayIsRejected() throws {
        let error = try #require(throws: ScenarioError.self) { try ProgrammeFile.parse("tasks: []\n", file: "p.yaml") }
        #expect(error.description.contains("start"))
    }
}
