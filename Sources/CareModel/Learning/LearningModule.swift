/// A learning module of the learning center (seed 004, DR5.FR6.0: "Take interactive learning
/// modules", "Answer multiple choice question/answer prompts"; "Certain material in the
/// learning center will change based [on the] user's stage in pregnancy"): an identifier, a
/// title, the trimester it belongs to, if any, and its multiple-choice questions.
public struct LearningModule: Hashable, Sendable, Identifiable {
    /// One multiple-choice question: its prompt, its choices and which one is correct.
    public struct Question: Hashable, Sendable {
        /// The question's prompt.
        public var prompt: String
        /// The choices offered, in the order shown.
        public var choices: [String]
        /// The index in ``choices`` of the correct choice, from 0.
        public var correctChoice: Int

        /// Creates a question.
        public init(prompt: String, choices: [String], correctChoice: Int) {
            self.prompt = prompt
            self.choices = choices
            self.correctChoice = correctChoice
        }
    }

    /// The module's identifier, e.g. `coping-with-cravings`.
    public var id: String
    /// The title shown in the learning center.
    public var title: String
    /// The trimester the module belongs to; nil for a module for every stage.
    public var trimester: Trimester?
    /// Its questions, in the order asked.
    public var questions: [Question]

    /// Creates a module; throws when it has no questions, a question has fewer than two
    /// choices or a correct choice that is not one of them.
    public init(id: String, title: String, trimester: Trimester? = nil,
                questions: [Question]) throws(LearningModuleError) {
        guard !questions.isEmpty else { throw .noQuestions(module: id) }
        for (index, question) in questions.enumerated() {
            guard question.choices.count >= 2 else { throw .tooFewChoices(module: id, question: index) }
            guard question.choices.indices.contains(question.correctChoice) else {
                throw .correctChoiceOutOfRange(module: id, question: index, choice: question.correctChoice,
                                               choices: question.choices.count)
            }
        }
        self.id = id
        self.title = title
        self.trimester = trimester
        self.questions = questions
    }

    /// Whether the module is offered in `trimester`: a module for every stage always is; a
    /// person whose stage is unknown (nil) is offered every module.
    public func isOffered(in trimester: Trimester?) -> Bool {
        guard let own = self.trimester, let trimester else { return true }
        return own == trimester
    }
}
