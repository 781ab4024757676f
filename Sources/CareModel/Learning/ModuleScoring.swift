/// How a learning-module attempt is scored and when it passes (seed 004, DR5.FR6.0 and
/// DR8). The seed asks for scores ("logging scores will help to better understand if the
/// modules are helpful") but names neither a scale nor a pass mark: the score is the share
/// of questions answered correctly, and the pass mark is CareLab's default of 0.8, a rule
/// a study may change.
public struct ModuleScoring: Hashable, Sendable {
    /// The lowest score that passes, from 0 to 1.
    public var passMark: Double

    /// CareLab's default rule: a pass from 80 % of the questions answered correctly.
    public static let standard = ModuleScoring(passMark: 0.8)

    /// A rule passing from `passMark` (clamped to 0-1).
    public init(passMark: Double) {
        self.passMark = min(1, max(0, passMark))
    }

    /// The score of `correct` correct answers out of `questions`: `correct / questions`, 0
    /// without questions.
    public static func score(correct: Int, of questions: Int) -> Double {
        questions > 0 ? Double(correct) / Double(questions) : 0
    }

    /// Whether `attempt` passes: its score is at least the pass mark. The comparison is on
    /// the counts (correct ≥ pass mark × questions, with a tolerance for the mark's
    /// decimal), so that 4 of 5 passes a mark of 0.8.
    public func passes(_ attempt: ModuleAttempt) -> Bool {
        Double(attempt.correctAnswers) >= passMark * Double(attempt.questionCount) - 1e-9
    }
}
