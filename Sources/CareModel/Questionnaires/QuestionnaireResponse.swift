/// One completed (or partly completed) questionnaire: an answer per item, nil where the
/// item was skipped.
public struct QuestionnaireResponse: Hashable, Codable, Sendable {
    /// The questionnaire answered.
    public let questionnaire: Questionnaire
    /// Answers in item order, nil for a skipped item.
    public let answers: [Int?]

    /// Checks the number of answers and each answer's range.
    public init(_ questionnaire: Questionnaire, answers: [Int?]) throws(QuestionnaireError) {
        guard answers.count == questionnaire.itemCount else {
            throw .wrongItemCount(questionnaire: questionnaire, expected: questionnaire.itemCount, found: answers.count)
        }
        for (offset, answer) in answers.enumerated() {
            if let answer, !questionnaire.answerRange.contains(answer) {
                throw .answerOutOfRange(questionnaire: questionnaire, item: offset + 1, value: answer)
            }
        }
        self.questionnaire = questionnaire
        self.answers = answers
    }

    /// The PHQ-2 contained in a PHQ-9 response: its first two items (Kroenke 2003).
    public func phq2() throws(QuestionnaireError) -> QuestionnaireResponse {
        guard questionnaire == .phq9 else { throw .notAPHQ9(questionnaire) }
        return try QuestionnaireResponse(.phq2, answers: Array(answers.prefix(2)))
    }

    /// The answer to 1-based item `number`, nil if skipped.
    public func answer(item number: Int) -> Int? { answers[number - 1] }
}

/// Why questionnaire answers are rejected.
public enum QuestionnaireError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The number of answers does not match the questionnaire.
    case wrongItemCount(questionnaire: Questionnaire, expected: Int, found: Int)
    /// An answer outside the questionnaire's scale.
    case answerOutOfRange(questionnaire: Questionnaire, item: Int, value: Int)
    /// A PHQ-2 was requested from something other than a PHQ-9.
    case notAPHQ9(Questionnaire)
    /// A proration limit below zero or not below the item count.
    case invalidMissingLimit(Int)

    public var description: String {
        switch self {
        case .wrongItemCount(let questionnaire, let expected, let found):
            "\(questionnaire.rawValue) has \(expected) items, found \(English.count(found, "answer"))"
        case .answerOutOfRange(let questionnaire, let item, let value):
            "\(questionnaire.rawValue) item \(item) is \(value), expected "
                + "\(questionnaire.answerRange.lowerBound) to \(questionnaire.answerRange.upperBound)"
        case .notAPHQ9(let questionnaire):
            "a PHQ-2 comes from a PHQ-9 response, not from \(questionnaire.rawValue)"
        case .invalidMissingLimit(let value):
            "missing-item limit is \(value), expected 0 or more and fewer than the items"
        }
    }
}
