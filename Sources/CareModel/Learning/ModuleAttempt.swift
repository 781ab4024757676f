import Foundation

/// One completed attempt at a ``LearningModule`` (seed 004, DR5.FR6.0 and DR8: "Scores on
/// learning modules"): the module, when it was finished, the choice made for each question
/// and the module's correct choices at the time, so that the attempt scores itself even when
/// the module later changes.
public struct ModuleAttempt: Hashable, Sendable {
    /// The module's identifier.
    public var module: String
    /// When the attempt was finished.
    public var at: Date
    /// The choice made for each question (an index into its choices, from 0), in order.
    public var chosen: [Int]
    /// The correct choice of each question when the attempt was made, in order.
    public var correct: [Int]

    /// An attempt as stored: `chosen` and `correct` must be equally long and not empty.
    public init(module: String, at: Date, chosen: [Int], correct: [Int]) throws(LearningModuleError) {
        guard !correct.isEmpty else { throw .noQuestions(module: module) }
        guard chosen.count == correct.count else {
            throw .answerCount(module: module, expected: correct.count, found: chosen.count)
        }
        self.module = module
        self.at = at
        self.chosen = chosen
        self.correct = correct
    }

    /// An attempt at `module` choosing `chosen`, one choice per question, each one the
    /// question offers.
    public init(_ module: LearningModule, at: Date, chosen: [Int]) throws(LearningModuleError) {
        guard chosen.count == module.questions.count else {
            throw .answerCount(module: module.id, expected: module.questions.count, found: chosen.count)
        }
        for (index, (choice, question)) in zip(chosen, module.questions).enumerated()
        where !question.choices.indices.contains(choice) {
            throw .choiceOutOfRange(module: module.id, question: index, choice: choice, choices: question.choices.count)
        }
        try self.init(module: module.id, at: at, chosen: chosen, correct: module.questions.map(\.correctChoice))
    }

    /// The number of questions.
    public var questionCount: Int { correct.count }

    /// Whether each question was answered correctly, in order.
    public var isCorrect: [Bool] { zip(chosen, correct).map { $0 == $1 } }

    /// Questions answered correctly.
    public var correctAnswers: Int { isCorrect.count { $0 } }

    /// The score: questions answered correctly ÷ questions, from 0 to 1 (``ModuleScoring``).
    public var score: Double { ModuleScoring.score(correct: correctAnswers, of: questionCount) }
}
