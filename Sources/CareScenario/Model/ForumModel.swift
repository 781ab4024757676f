/// The information-desk forum (seed 004, DR3 and DR2/DR3.FR5.1-5.2): what happens to each
/// question a person asks (the `forum_question` activity). It may be asked anonymously;
/// other users reply; a medical professional answers it, or never does.
public struct ForumModel: Hashable, Sendable {
    /// The chance that a question is asked anonymously.
    public var anonymousShare: Double
    /// The mean number of replies by other users per question (Poisson), each posted up to
    /// three days after the question.
    public var repliesPerQuestion: Double
    /// The chance that a medical professional ever answers a question.
    public var answerChance: Double
    /// Hours from a question to the first professional answer, drawn per answered question:
    /// a gamma distribution. An answer due after the run's end is not seen.
    public var answerHours: Distribution

    public init(anonymousShare: Double, repliesPerQuestion: Double, answerChance: Double, answerHours: Distribution) {
        self.anonymousShare = anonymousShare
        self.repliesPerQuestion = repliesPerQuestion
        self.answerChance = answerChance
        self.answerHours = answerHours
    }
}
