import CareModel

/// The learning modules of the learning center (seed 004, DR5.FR6.0 and DR8): which modules
/// there are, how often an opened module (the `learning_module` usage event, opened after the
/// mood survey recommends one, `mood.module_uptake`) is completed, how hard each question is,
/// and a plantable effect of completing a module on the next PHQ-9.
public struct LearningModulesModel: Hashable, Sendable {
    /// One module as a scenario states it.
    public struct Module: Hashable, Sendable {
        /// Its identifier, unique in the scenario.
        public var id: String
        /// Its title; the identifier when the scenario gives none.
        public var title: String
        /// The trimester it is offered in; nil for every stage (and for people whose stage
        /// is unknown).
        public var trimester: Trimester?
        /// Choices per question (2 or more).
        public var choices: Int
        /// Each question's chance of being answered correctly, in order: the module's
        /// planted difficulty, one entry per question. A wrong answer is one of the other
        /// choices, each as likely.
        public var correctProbabilities: [Double]

        /// Creates a module.
        public init(id: String, title: String, trimester: Trimester? = nil, choices: Int, correctProbabilities: [Double]) {
            self.id = id
            self.title = title
            self.trimester = trimester
            self.choices = choices
            self.correctProbabilities = correctProbabilities
        }

        /// The module of the domain: question k's prompt is `Question k`, its choices
        /// `A`, `B`, …, and its correct choice the (k − 1) mod choices'th, so that the key
        /// varies from question to question.
        public var learningModule: LearningModule {
            // The reader allows at most 26 choices, A to Z.
            let letters = (0..<choices).map { String(UnicodeScalar(UInt8(65 + min($0, 25)))) }
            let questions = correctProbabilities.indices.map { k in
                LearningModule.Question(prompt: "Question \(k + 1)", choices: letters, correctChoice: k % choices)
            }
            // The reader checks that there is a question and at least two choices.
            return try! LearningModule(id: id, title: title, trimester: trimester, questions: questions)
        }
    }

    /// The modules, in the order written.
    public var modules: [Module]
    /// The chance that an opened module is completed (all of its questions answered); an
    /// uncompleted module leaves only its usage event.
    public var completion: Double
    /// Points by which completing a module lowers the person's next PHQ-9 total (a module
    /// completed after the previous PHQ-9 and before this one; several count once), item by
    /// item from the highest answer down, never below 0. 0 plants no effect.
    public var phq9Points: Int
    /// The modules whose completion lowers the next PHQ-9; every module when nil.
    public var effectModules: [String]?

    /// Creates the learning modules.
    public init(modules: [Module], completion: Double = 1, phq9Points: Int = 0, effectModules: [String]? = nil) {
        self.modules = modules
        self.completion = completion
        self.phq9Points = phq9Points
        self.effectModules = effectModules
    }

    /// Whether completing `module` lowers the next PHQ-9.
    public func hasEffect(_ module: String) -> Bool {
        phq9Points != 0 && (effectModules?.contains(module) ?? true)
    }
}
