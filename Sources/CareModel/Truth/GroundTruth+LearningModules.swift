extension GroundTruth {
    /// What a run planted in the learning center (seed 004, DR5.FR6.0, DR8): each module's
    /// chance of a correct answer per question, the chance that an opened module is
    /// completed, and the points by which a completed module lowers the next PHQ-9 total.
    public struct LearningModulesTruth: Codable, Hashable, Sendable {
        /// One module's planted difficulty.
        public struct Module: Codable, Hashable, Sendable {
            /// The module's identifier.
            public var id: String
            /// Its title.
            public var title: String
            /// The trimester it is offered in (1-3); nil for every stage.
            public var trimester: Int?
            /// Each question's chance of a correct answer, in order.
            public var correctProbabilities: [Double]

            /// A module's planted difficulty from its parts.
            public init(id: String, title: String, trimester: Int?, correctProbabilities: [Double]) {
                self.id = id
                self.title = title
                self.trimester = trimester
                self.correctProbabilities = correctProbabilities
            }

            /// The expected score of an attempt: the mean of the question probabilities.
            public var expectedScore: Double {
                correctProbabilities.reduce(0, +) / Double(max(1, correctProbabilities.count))
            }
        }

        /// The modules.
        public var modules: [Module]
        /// The chance that an opened module is completed.
        public var completion: Double
        /// Points by which a module completed since the previous PHQ-9 lowers the next PHQ-9
        /// total (never below 0): what the within-person regression of the PHQ-9 total on
        /// "a module completed since the previous PHQ-9" estimates, with a minus sign.
        public var phq9Points: Int
        /// The modules with that effect; every module when nil.
        public var effectModules: [String]?

        /// The planted learning modules from their parts.
        public init(modules: [Module], completion: Double, phq9Points: Int, effectModules: [String]?) {
            self.modules = modules
            self.completion = completion
            self.phq9Points = phq9Points
            self.effectModules = effectModules
        }
    }
}
