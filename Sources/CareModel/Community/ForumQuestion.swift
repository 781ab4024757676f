import Foundation

/// A question at the information desk, with its thread of replies (seed 004, DR3.FR3.0 and
/// DR2/DR3.FR5.1-5.2).
///
/// A question may be anonymous: "the user asking the question will have the option to keep
/// their identity completely anonymous with no username displayed". CareLab hides the asker
/// of an anonymous question, and her own replies in that thread, from everyone but
/// administrators and herself.
public struct ForumQuestion: Hashable, Codable, Sendable, Identifiable {
    /// The question's identity.
    public var id: String
    /// Who asked; see ``shownAsker(to:)`` for who may see it.
    public var asker: MemberID
    /// Whether the asker chose to stay anonymous.
    public var isAnonymous: Bool
    /// When it was asked.
    public var askedAt: Date
    /// The question.
    public var text: String
    /// Replies, oldest first: answers by medical professionals and responses by users.
    public internal(set) var replies: [ForumReply] = []

    /// Creates a question with no replies.
    public init(id: String, asker: MemberID, isAnonymous: Bool, askedAt: Date, text: String) {
        self.id = id
        self.asker = asker
        self.isAnonymous = isAnonymous
        self.askedAt = askedAt
        self.text = text
    }

    /// The asker as `viewer` sees it: nil for an anonymous question unless the viewer is
    /// the asker or may see anonymous askers (administrators).
    public func shownAsker(to viewer: Member) -> MemberID? {
        isHidden(asker, from: viewer) ? nil : asker
    }

    /// The author of `reply` as `viewer` sees it; the asker's own replies in an anonymous
    /// thread stay anonymous.
    public func shownAuthor(of reply: ForumReply, to viewer: Member) -> MemberID? {
        isHidden(reply.author, from: viewer) ? nil : reply.author
    }

    /// The first answer by a medical professional, if any.
    public var firstProfessionalAnswer: ForumReply? {
        replies.filter(\.isProfessionalAnswer).min { $0.postedAt < $1.postedAt }
    }

    /// Whether a medical professional has answered.
    public var isAnswered: Bool { firstProfessionalAnswer != nil }

    /// Seconds from the question to the first professional answer; nil while unanswered.
    public var responseTime: TimeInterval? {
        firstProfessionalAnswer.map { $0.postedAt.timeIntervalSince(askedAt) }
    }

    private func isHidden(_ member: MemberID, from viewer: Member) -> Bool {
        isAnonymous && member == asker && viewer.id != asker && !viewer.role.can(.seeAnonymousAskers)
    }
}

/// A reply in a forum thread.
public struct ForumReply: Hashable, Codable, Sendable, Identifiable {
    /// The reply's identity.
    public var id: String
    /// Who wrote it.
    public var author: MemberID
    /// The author's role when writing; a medical professional's reply is an answer.
    public var authorRole: Role
    /// When it was posted.
    public var postedAt: Date
    /// What it says.
    public var text: String

    /// Creates a reply.
    public init(id: String, author: MemberID, authorRole: Role, postedAt: Date, text: String) {
        self.id = id
        self.author = author
        self.authorRole = authorRole
        self.postedAt = postedAt
        self.text = text
    }

    /// Whether the reply is an answer by a medical professional (DR2/DR3.FR5.2).
    public var isProfessionalAnswer: Bool { authorRole.can(.answerQuestions) }
}
