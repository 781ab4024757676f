import CareModel
import Foundation
import Testing

@Suite struct InformationDeskTests {
    private let asker = Member(id: "ana", role: .user, username: try! Username("Ana"),
                               cohort: Cohort(dueMonth: CalendarMonth(year: 2026, month: 4)))
    private let otherUser = Member(id: "bea", role: .user, username: try! Username("Bea"),
                                   cohort: Cohort(dueMonth: CalendarMonth(year: 2026, month: 9)))
    private let admin = Member(id: "admin", role: .administrator, username: try! Username("Dr Eaves"))
    private let nurse = Member(id: "nurse", role: .medicalProfessional, username: try! Username("NurseJo"))
    private let askedAt = instant("2026-03-10T09:00:00Z")

    private func desk(anonymous: Bool) throws -> InformationDesk {
        var desk = InformationDesk()
        try desk.ask(ForumQuestion(id: "q1", asker: "ana", isAnonymous: anonymous, askedAt: askedAt,
                                   text: "Is it safe to take my dose earlier?"), by: asker)
        return desk
    }

    @Test func anonymousAskerIsHiddenFromEveryoneButAdministratorsAndHerself() throws {
        let question = try #require(try desk(anonymous: true).questions.first)
        #expect(question.shownAsker(to: otherUser) == nil)
        #expect(question.shownAsker(to: nurse) == nil)
        #expect(question.shownAsker(to: admin) == "ana")
        #expect(question.shownAsker(to: asker) == "ana")
    }

    @Test func namedAskerIsShownToAll() throws {
        let question = try #require(try desk(anonymous: false).questions.first)
        #expect(question.shownAsker(to: otherUser) == "ana")
        #expect(question.shownAsker(to: nurse) == "ana")
    }

    @Test func askersRepliesInHerAnonymousThreadStayAnonymous() throws {
        var desk = try desk(anonymous: true)
        try desk.reply(to: "q1", id: "r1", text: "Thank you!", at: askedAt.addingTimeInterval(60), by: asker)
        let question = try #require(desk.questions.first)
        #expect(question.shownAuthor(of: question.replies[0], to: otherUser) == nil)
        #expect(question.shownAuthor(of: question.replies[0], to: admin) == "ana")
    }

    @Test func responseTimeIsTheTimeToTheFirstProfessionalAnswer() throws {
        // A user's reply at +10 min does not count; the nurse answers at +2 h 30 min.
        var desk = try desk(anonymous: true)
        try desk.reply(to: "q1", id: "r1", text: "Same question here", at: askedAt.addingTimeInterval(600), by: otherUser)
        #expect(desk.unanswered.map(\.id) == ["q1"])
        try desk.reply(to: "q1", id: "r2", text: "Please ask your clinic first.", at: askedAt.addingTimeInterval(9000), by: nurse)
        let question = try #require(desk.questions.first)
        #expect(question.isAnswered)
        #expect(question.responseTime == 9000)
        #expect(question.firstProfessionalAnswer?.id == "r2")
        #expect(desk.unanswered.isEmpty)
    }

    @Test func medicalProfessionalsAnswerButDoNotAsk() throws {
        var desk = InformationDesk()
        #expect(throws: CommunityError.notAllowed(role: .medicalProfessional, privilege: .askQuestions)) {
            try desk.ask(ForumQuestion(id: "q", asker: "nurse", isAnonymous: false, askedAt: askedAt, text: "?"), by: nurse)
        }
    }

    @Test func onlyAdministratorsDeleteThreads() throws {
        var desk = try desk(anonymous: false)
        #expect(throws: CommunityError.notAllowed(role: .user, privilege: .moderateForum)) {
            try desk.deleteQuestion("q1", by: asker)
        }
        try desk.deleteQuestion("q1", by: admin)
        #expect(desk.questions.isEmpty)
        #expect(throws: CommunityError.unknownQuestion(id: "q1")) {
            try desk.reply(to: "q1", id: "r", text: "late", at: askedAt, by: nurse)
        }
    }
}
