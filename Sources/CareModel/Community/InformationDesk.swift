import Foundation

/// The threaded question forum that all users share, whatever their cohort (seed 004,
/// DR3 and DR2/DR3.FR5.1: "Questions asked and their respective answers will be able to be
/// viewed by all users, regardless of which cohort they are in").
public struct InformationDesk: Hashable, Codable, Sendable {
    /// Every question, oldest first, deleted ones excluded.
    public private(set) var questions: [ForumQuestion] = []

    /// Creates an empty forum.
    public init() {}

    /// Adds a question asked by a user; each question starts a new thread.
    public mutating func ask(_ question: ForumQuestion, by member: Member) throws(CommunityError) {
        guard member.role.can(.askQuestions) else {
            throw .notAllowed(role: member.role, privilege: .askQuestions)
        }
        questions.append(question)
    }

    /// Adds a reply to a thread: an answer from a medical professional or a response from a
    /// user. The reply's author and role are taken from `member`.
    public mutating func reply(
        to questionID: String, id: String, text: String, at instant: Date, by member: Member
    ) throws(CommunityError) {
        guard member.role.can(.replyInForum) else {
            throw .notAllowed(role: member.role, privilege: .replyInForum)
        }
        guard let index = questions.firstIndex(where: { $0.id == questionID }) else {
            throw .unknownQuestion(id: questionID)
        }
        questions[index].replies.append(
            ForumReply(id: id, author: member.id, authorRole: member.role, postedAt: instant, text: text)
        )
    }

    /// Deletes a thread; administrators only (DR2.FR2.2: "Can delete a thread if they need to").
    public mutating func deleteQuestion(_ questionID: String, by member: Member) throws(CommunityError) {
        guard member.role.can(.moderateForum) else {
            throw .notAllowed(role: member.role, privilege: .moderateForum)
        }
        guard let index = questions.firstIndex(where: { $0.id == questionID }) else {
            throw .unknownQuestion(id: questionID)
        }
        questions.remove(at: index)
    }

    /// Questions no medical professional has answered yet, oldest first.
    public var unanswered: [ForumQuestion] { questions.filter { !$0.isAnswered } }
}
