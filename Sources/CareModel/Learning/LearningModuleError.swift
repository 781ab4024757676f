/// Why a learning module or an attempt at one is not valid (seed 004, DR5.FR6.0).
public enum LearningModuleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The module has no questions: there is nothing to score.
    case noQuestions(module: String)
    /// A question offers fewer than two choices: it is not multiple choice.
    case tooFewChoices(module: String, question: Int)
    /// A question's correct choice is not one of its choices.
    case correctChoiceOutOfRange(module: String, question: Int, choice: Int, choices: Int)
    /// An attempt answers another number of questions than the module has.
    case answerCount(module: String, expected: Int, found: Int)
    /// An attempt chooses a choice the question does not offer.
    case choiceOutOfRange(module: String, question: Int, choice: Int, choices: Int)

    public var description: String {
        switch self {
        case .noQuestions(let module):
            "module '\(module)' has no questions (expected at least one multiple-choice question)"
        case .tooFewChoices(let module, let question):
            "module '\(module)' question \(question + 1) has fewer than two choices (expected a multiple-choice question)"
        case .correctChoiceOutOfRange(let module, let question, let choice, let choices):
            "module '\(module)' question \(question + 1): the correct choice \(choice) is not one of its \(choices) choices (expected 0-\(choices - 1))"
        case .answerCount(let module, let expected, let found):
            "an attempt at module '\(module)' answers \(English.count(found, "question")) (expected \(expected))"
        case .choiceOutOfRange(let module, let question, let choice, let choices):
            "an attempt at module '\(module)' chooses \(choice) for question \(question + 1), which has \(choices) choices (expected 0-\(choices - 1))"
        }
    }
}
