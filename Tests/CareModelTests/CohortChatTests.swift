import CareModel
import Foundation
import Testing

@Suite struct ChatVisibilityWindowTests {
    @Test func windowsAreTheAdministratorsFourChoices() {
        // Seed 004 DR2/DR4.FR5.2: 1 hour, 2 hours, 24 hours, 48 hours.
        #expect(ChatVisibilityWindow.allCases.map(\.hours) == [1, 2, 24, 48])
    }

    @Test func messageIsVisibleUntilTheWindowEnds() {
        let sent = instant("2026-03-10T12:00:00Z")
        let window = ChatVisibilityWindow.twoHours
        #expect(window.isVisible(sentAt: sent, at: sent))
        #expect(window.isVisible(sentAt: sent, at: instant("2026-03-10T13:59:59Z")))
        #expect(!window.isVisible(sentAt: sent, at: instant("2026-03-10T14:00:00Z")))
        #expect(!window.isVisible(sentAt: sent, at: instant("2026-03-10T11:59:59Z")))
    }

    @Test func windowIsElapsedTimeAcrossADaylightSavingChange() {
        // Sent 7 March 2026 12:00 EST (17:00Z); 24 hours later is 8 March 13:00 EDT (17:00Z),
        // not 12:00 local.
        let sent = instant("2026-03-07T12:00:00-05:00")
        #expect(ChatVisibilityWindow.twentyFourHours.isVisible(sentAt: sent, at: instant("2026-03-08T12:30:00-04:00")))
        #expect(!ChatVisibilityWindow.twentyFourHours.isVisible(sentAt: sent, at: instant("2026-03-08T13:00:00-04:00")))
    }
}

@Suite struct CohortChatTests {
    private let april = Cohort(dueMonth: CalendarMonth(year: 2026, month: 4))
    private let may = Cohort(dueMonth: CalendarMonth(year: 2026, month: 5))
    private var ana: Member { Member(id: "ana", role: .user, username: try! Username("Ana"), cohort: april) }
    private var bea: Member { Member(id: "bea", role: .user, username: try! Username("Bea"), cohort: april) }
    private var cleo: Member { Member(id: "cleo", role: .user, username: try! Username("Cleo"), cohort: may) }
    private let admin = Member(id: "admin", role: .administrator, username: try! Username("Dr Eaves"))
    private let doctor = Member(id: "doc", role: .medicalProfessional, username: try! Username("NurseJo"))
    private let sent = instant("2026-03-10T12:00:00Z")

    private func room() throws -> CohortChat {
        var chat = CohortChat(cohort: april, window: .oneHour)
        try chat.post(ChatMessage(id: "m1", author: "ana", sentAt: sent, content: .text("Hi all")), from: ana)
        return chat
    }

    @Test func cohortMembersSeeMessagesWithinTheWindow() throws {
        let chat = try room()
        #expect(chat.visibleMessages(to: bea, at: sent.addingTimeInterval(1800)).map(\.id) == ["m1"])
        #expect(chat.visibleMessages(to: bea, at: sent.addingTimeInterval(3600)).isEmpty)
    }

    @Test func otherCohortsAndMedicalProfessionalsSeeNothing() throws {
        let chat = try room()
        #expect(chat.visibleMessages(to: cleo, at: sent).isEmpty)
        #expect(chat.visibleMessages(to: doctor, at: sent).isEmpty)
    }

    @Test func administratorsSeeOldMessagesAndCanDeleteThem() throws {
        var chat = try room()
        let later = sent.addingTimeInterval(7 * 86400)
        #expect(chat.visibleMessages(to: admin, at: later).map(\.id) == ["m1"])
        try chat.delete(messageID: "m1", by: admin)
        #expect(chat.visibleMessages(to: admin, at: later).isEmpty)
        #expect(chat.visibleMessages(to: bea, at: sent).isEmpty)
    }

    @Test func onlyAdministratorsDeleteOrChangeTheWindow() throws {
        var chat = try room()
        #expect(throws: CommunityError.notAllowed(role: .user, privilege: .deleteChatMessages)) {
            try chat.delete(messageID: "m1", by: bea)
        }
        #expect(throws: CommunityError.notAllowed(role: .user, privilege: .setChatVisibility)) {
            try chat.setWindow(.fortyEightHours, by: ana)
        }
        try chat.setWindow(.fortyEightHours, by: admin)
        #expect(chat.visibleMessages(to: bea, at: sent.addingTimeInterval(47 * 3600)).count == 1)
    }

    @Test func onlyMembersOfTheCohortPost() throws {
        var chat = try room()
        #expect(throws: CommunityError.notInCohort(member: "cleo", cohort: april)) {
            try chat.post(ChatMessage(id: "m2", author: "cleo", sentAt: sent, content: .text("hello")), from: cleo)
        }
        #expect(throws: CommunityError.notAllowed(role: .medicalProfessional, privilege: .joinCohortChat)) {
            try chat.post(ChatMessage(id: "m3", author: "doc", sentAt: sent, content: .text("hello")), from: doctor)
        }
    }

    @Test func moodFollowUpPostsIntoTheRoom() throws {
        var chat = try room()
        let followUp = MoodSurvey.standard.respond(to: .happy, by: "bea", at: sent, region: nil, messageID: "mood-1")
        try chat.post(followUp.chatPost, from: bea)
        #expect(chat.visibleMessages(to: ana, at: sent).map(\.content) == [.text("Hi all"), .mood(.happy)])
    }
}
