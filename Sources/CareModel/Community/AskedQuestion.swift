import Foundation

/// What a person's record keeps of a question they asked at the information desk (seed 004,
/// DR3 and DR2/DR3.FR5.1-5.2): its number among the person's questions, whether it was
/// anonymous, when it was asked, and when each reply came and from which role.
///
/// The text of the question and of its replies, and who replied, are left out: a forum
/// question is the person's own words, and repliers are other people.
public struct AskedQuestion: Hashable, Sendable {
    /// A reply in the thread: the author's role and when it was posted.
    public struct Reply: Hashable, Sendable {
        /// The author's role; a medical professional's reply is an answer.
        public var role: Role
        /// When it was posted.
        public var at: Date

        /// Creates a reply.
        public init(role: Role, at: Date) {
            self.role = role
            self.at = at
        }

        /// Whether the reply is an answer by a medical professional (DR2/DR3.FR5.2).
        public var isProfessionalAnswer: Bool { role.can(.answerQuestions) }
    }

    /// The question's number among the person's questions, from 1.
    public var number: Int
    /// Whether the asker chose to stay anonymous (DR2/DR3.FR5.1).
    public var isAnonymous: Bool
    /// When it was asked.
    public var askedAt: Date
    /// Replies, oldest first.
    public var replies: [Reply]

    /// Creates a question with its replies.
    public init(number: Int, isAnonymous: Bool, askedAt: Date, replies: [Reply] = []) {
        self.number = number
        self.isAnonymous = isAnonymous
        self.askedAt = askedAt
        self.replies = replies
    }

    /// What the record keeps of `question`, the person's question number `number`.
    public init(_ question: ForumQuestion, number: Int) {
        self.init(number: number, isAnonymous: question.isAnonymous, askedAt: question.askedAt,
                  replies: question.replies.map { Reply(role: $0.authorRole, at: $0.postedAt) })
    }

    /// When a medical professional first answered; nil while unanswered.
    public var firstProfessionalAnswer: Date? { replies.filter(\.isProfessionalAnswer).map(\.at).min() }

    /// Replies by users (peers or the asker), not answers.
    public var userReplies: Int { replies.count { !$0.isProfessionalAnswer } }
}
