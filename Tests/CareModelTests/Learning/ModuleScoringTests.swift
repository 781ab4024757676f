import CareModel
import Foundation
import Testing

/// Seed 004 DR5.FR6.0 and DR8: learning modules with multiple-choice questions, an attempt's
/// score (correct ÷ questions) and its pass under ``ModuleScoring``.
@Suite struct ModuleScoringTests {
    static let at = Date(timeIntervalSince1970: 1_772_400_000)

    /// Three questions of four choices, correct choices 0, 1 and 2.
    static func module() throws -> LearningModule {
        try LearningModule(id: "cravings", title: "Coping with cravings", trimester: .second, questions: (0..<3).map {
            LearningModule.Question(prompt: "Question \($0 + 1)", choices: ["A", "B", "C", "D"], correctChoice: $0)
        })
    }

    /// Choices against the key [0, 1, 2], the correct answers counted by hand.
    @Test("Seed 004 DR8: the score is the share of questions answered correctly", arguments: [
        ([0, 1, 2], 3), ([0, 1, 3], 2), ([3, 1, 0], 1), ([1, 0, 3], 0),
    ])
    func seed004DR8TheScoreIsTheShareAnsweredCorrectly(chosen: [Int], correct: Int) throws {
        let attempt = try ModuleAttempt(try Self.module(), at: Self.at, chosen: chosen)
        #expect(attempt.correctAnswers == correct)
        #expect(attempt.score == Double(correct) / 3)
        #expect(attempt.isCorrect.count { $0 } == correct)
    }

    /// 4 of 5 is exactly 0.8 and passes a mark of 0.8; 3 of 5 does not; 2 of 3 passes 2/3.
    @Test("Seed 004 DR8: an attempt passes when its score reaches the pass mark", arguments: [
        (4, 5, 0.8, true), (3, 5, 0.8, false), (5, 5, 0.8, true), (0, 5, 0.0, true), (2, 3, 2.0 / 3, true), (1, 3, 0.5, false),
    ])
    func seed004DR8PassMark(correct: Int, questions: Int, mark: Double, passes: Bool) throws {
        let attempt = try ModuleAttempt(module: "m", at: Self.at, chosen: (0..<questions).map { $0 < correct ? 0 : 1 },
                                        correct: Array(repeating: 0, count: questions))
        #expect(ModuleScoring(passMark: mark).passes(attempt) == passes)
    }

    @Test("Seed 004 DR5.FR6.0: a module without questions, or with a question of one choice, is refused")
    func seed004DR5InvalidModulesAreRefused() {
        #expect(throws: LearningModuleError.noQuestions(module: "empty")) {
            try LearningModule(id: "empty", title: "", questions: [])
        }
        #expect(throws: LearningModuleError.tooFewChoices(module: "one", question: 0)) {
            try LearningModule(id: "one", title: "", questions: [.init(prompt: "?", choices: ["A"], correctChoice: 0)])
        }
        #expect(throws: LearningModuleError.correctChoiceOutOfRange(module: "key", question: 0, choice: 2, choices: 2)) {
            try LearningModule(id: "key", title: "", questions: [.init(prompt: "?", choices: ["A", "B"], correctChoice: 2)])
        }
    }

    @Test("Seed 004 DR5.FR6.0: an attempt answers every question with an offered choice")
    func seed004DR5AttemptsAreChecked() throws {
        let module = try Self.module()
        #expect(throws: LearningModuleError.answerCount(module: "cravings", expected: 3, found: 2)) {
            try ModuleAttempt(module, at: Self.at, chosen: [0, 1])
        }
        #expect(throws: LearningModuleError.choiceOutOfRange(module: "cravings", question: 1, choice: 4, choices: 4)) {
            try ModuleAttempt(module, at: Self.at, chosen: [0, 4, 1])
        }
    }

    /// Seed 004 DR5.FR6.0: "Certain material in the learning center will change based [on
    /// the] user's stage in pregnancy".
    @Test("Seed 004 DR5.FR6.0: a trimester's module is offered in that trimester only")
    func seed004DR5ModulesByStage() throws {
        let module = try Self.module()
        #expect(module.isOffered(in: .second))
        #expect(!module.isOffered(in: .first) && !module.isOffered(in: .third))
        #expect(module.isOffered(in: nil))
        var everyStage = module
        everyStage.trimester = nil
        #expect(Trimester.allCases.allSatisfy(everyStage.isOffered(in:)))
    }
}
