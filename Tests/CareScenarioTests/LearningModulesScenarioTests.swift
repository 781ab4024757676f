import CareModel
import Testing
@testable import CareScenario

/// Seed 004 DR5.FR6.0: the `learning_modules` section of a scenario, read and checked at
/// its place.
@Suite struct LearningModulesScenarioTests {
    /// `ScenarioLoaderTests.valid` (25 lines) with the modules from line 26.
    static let modules = """
        learning_modules:
          completion: 0.8
          phq9_effect: {points: 2, modules: [cravings]}
          modules:
            - {id: cravings, title: Coping with cravings, questions: 3, correct: [0.9, 0.7, 0.5]}
            - {id: birth, trimester: 3, questions: 2, choices: 3, correct: 0.6}
        """

    func error(_ modules: String) -> ScenarioError? {
        do {
            _ = try ScenarioLoader.parse(ScenarioLoaderTests.valid + "\n" + modules, file: "s.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test("Seed 004 DR5.FR6.0: the learning modules are read")
    func seed004DR5TheModulesAreRead() throws {
        let scenario = try ScenarioLoader.parse(ScenarioLoaderTests.valid + "\n" + Self.modules, file: "s.yaml")
        let model = try #require(scenario.learningModules)
        #expect(model.completion == 0.8 && model.phq9Points == 2 && model.effectModules == ["cravings"])
        #expect(model.modules == [
            .init(id: "cravings", title: "Coping with cravings", choices: 4, correctProbabilities: [0.9, 0.7, 0.5]),
            .init(id: "birth", title: "birth", trimester: .third, choices: 3, correctProbabilities: [0.6, 0.6]),
        ])
        #expect(model.hasEffect("cravings") && !model.hasEffect("birth"))
        let birth = model.modules[1].learningModule
        #expect(birth.questions.map(\.correctChoice) == [0, 1] && birth.questions.allSatisfy { $0.choices.count == 3 })
        #expect(try ScenarioLoader.parse(ScenarioLoaderTests.valid, file: "s.yaml").learningModules == nil)
    }

    @Test("Seed 004 DR5.FR6.0: a probability outside 0-1 is refused at its place")
    func seed004DR5AProbabilityAboveOneIsRefused() throws {
        let error = try #require(self.error(Self.modules.replacingOccurrences(of: "[0.9, 0.7, 0.5]", with: "[0.9, 1.7, 0.5]")))
        #expect(error.description.hasPrefix("s.yaml:30:"), "\(error)")
        #expect(error.description.contains("learning_modules.modules[0].correct[1]"), "\(error)")
        #expect(error.description.contains("expected a probability from 0 to 1"), "\(error)")
    }

    @Test("Seed 004 DR5.FR6.0: a module without questions is refused at its place")
    func seed004DR5AModuleWithoutQuestionsIsRefused() throws {
        let error = try #require(self.error(Self.modules.replacingOccurrences(of: "questions: 2", with: "questions: 0")))
        #expect(error.description.hasPrefix("s.yaml:31:"), "\(error)")
        #expect(error.description.contains("learning_modules.modules[1].questions"), "\(error)")
        #expect(error.description.contains("expected 1 to 100"), "\(error)")
        let empty = try #require(self.error(Self.modules.replacingOccurrences(of: "[0.9, 0.7, 0.5]", with: "[]")
            .replacingOccurrences(of: "questions: 3, ", with: "")))
        #expect(empty.description.hasPrefix("s.yaml:30:"), "\(empty)")
    }

    @Test("Seed 004 DR5.FR6.0: an unknown module in the PHQ-9 effect is refused with a suggestion")
    func seed004DR5AnUnknownModuleIsRefusedWithASuggestion() throws {
        let error = try #require(self.error(Self.modules.replacingOccurrences(of: "modules: [cravings]", with: "modules: [craving]")))
        #expect(error.problem == .unknownName(key: "learning_modules.phq9_effect.modules[0]", name: "craving",
                                              suggestion: "cravings"), "\(error)")
        #expect(error.description.hasPrefix("s.yaml:28:"), "\(error)")
    }

    @Test("Seed 004 DR5.FR6.0: a list of probabilities must have one per question")
    func seed004DR5OneProbabilityPerQuestion() throws {
        let error = try #require(self.error(Self.modules.replacingOccurrences(of: "questions: 3", with: "questions: 4")))
        #expect(error.description.hasPrefix("s.yaml:30:"), "\(error)")
        #expect(error.description.contains("one probability for each of the 4 questions"), "\(error)")
    }
}
