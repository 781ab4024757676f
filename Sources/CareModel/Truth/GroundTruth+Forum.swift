extension GroundTruth {
    /// What a run planted at the information desk (seed 004, DR3): the shares of questions
    /// asked anonymously and ever answered by a medical professional, replies by users, and
    /// the hours to the first professional answer.
    public struct ForumTruth: Codable, Hashable, Sendable {
        /// The chance that a question is asked anonymously.
        public var anonymousShare: Double
        /// The mean number of replies by other users per question.
        public var repliesPerQuestion: Double
        /// The chance that a medical professional ever answers a question: what the
        /// Kaplan-Meier share answered by the end of follow-up estimates.
        public var answerChance: Double
        /// The hours to the first answer of an answered question, as the scenario writes them.
        public var answerHours: String
        /// The median hours to a first answer over all questions, the never-answered ones
        /// included (they never get one): the (0.5 / answer chance) quantile of
        /// `answerHours`, what the Kaplan-Meier median estimates; nil when at most half of
        /// the questions are ever answered.
        public var medianHoursToAnswer: Double?

        /// The planted forum from its parts.
        public init(anonymousShare: Double, repliesPerQuestion: Double, answerChance: Double, answerHours: String,
                    medianHoursToAnswer: Double?) {
            self.anonymousShare = anonymousShare
            self.repliesPerQuestion = repliesPerQuestion
            self.answerChance = answerChance
            self.answerHours = answerHours
            self.medianHoursToAnswer = medianHoursToAnswer
        }
    }
}
