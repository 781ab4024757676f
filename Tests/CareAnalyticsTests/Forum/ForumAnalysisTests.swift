import CareModel
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 004 DR3 and DR8: the information desk's figures on data written by hand.
@Suite struct ForumAnalysisTests {
    static func at(_ day: Int, _ hour: Int) -> Date { HandBuiltRun.at(day, hour: hour) }

    /// Three people over 7 days (the study ends on day 7 at 00:00 in London):
    /// - person 1: a named question on day 0 at 9:00, a user's reply at 10:00, answered at
    ///   11:00 (2 h) and again on day 1; an anonymous one on day 1 at 9:00, answered at 13:00 (4 h);
    /// - person 2: an anonymous question on day 2 at 9:00 with two users' replies and no answer
    ///   (censored at day 7 0:00: 4 days 15 h = 111 h); a named one on day 3 at 9:00, answered at 17:00 (8 h);
    /// - person 3 asks nothing.
    static func run() throws -> HandBuiltRun {
        let one = PersonRecord(personID: 1, timeZone: HandBuiltRun.zone, forumQuestions: [
            AskedQuestion(number: 1, isAnonymous: false, askedAt: at(0, 9), replies: [
                .init(role: .user, at: at(0, 10)), .init(role: .medicalProfessional, at: at(0, 11)),
                .init(role: .medicalProfessional, at: at(1, 8)),
            ]),
            AskedQuestion(number: 2, isAnonymous: true, askedAt: at(1, 9), replies: [.init(role: .medicalProfessional, at: at(1, 13))]),
        ])
        let two = PersonRecord(personID: 2, timeZone: HandBuiltRun.zone, forumQuestions: [
            AskedQuestion(number: 1, isAnonymous: true, askedAt: at(2, 9), replies: [
                .init(role: .user, at: at(2, 10)), .init(role: .user, at: at(2, 11)),
            ]),
            AskedQuestion(number: 2, isAnonymous: false, askedAt: at(3, 9), replies: [.init(role: .medicalProfessional, at: at(3, 17))]),
        ])
        return try HandBuiltRun(days: 7, people: [one, two, HandBuiltRun.person(3, loginDays: [0])])
    }

    /// Counted by hand: 4 questions by 2 of 3 people over 3 person-weeks; 2 anonymous; 3
    /// answered; user replies 1, 0, 2, 0 (mean 0.75). Kaplan-Meier over 2, 4, 8 (answers)
    /// and 111 (censored): S = 3/4, 1/2, 1/4, so the quartiles are 2, 4 and 8 hours and
    /// 3/4 were answered by the end of follow-up.
    @Test func seed004DR8FiguresAreCountedFromTheStoredQuestions() throws {
        let report = try ForumAnalysis().run(on: try Self.run().database)
        #expect(report.people == 3 && report.askers == 2 && report.questions == 4)
        #expect(report.questionsPerPersonWeek == 4.0 / 3)
        #expect(report.anonymousShare?.estimate == 0.5)
        #expect(report.answered == 3 && report.answeredShare?.estimate == 0.75)
        #expect(report.repliesPerQuestion.map { abs($0.estimate - 0.75) < 1e-12 } == true)
        #expect(report.hoursToAnswer(share: 0.25)?.estimate == 2)
        #expect(report.hoursToAnswer(share: 0.5)?.estimate == 4)
        #expect(report.hoursToAnswer(share: 0.75)?.estimate == 8)
        #expect(report.hoursToAnswer?.steps.last?.time == 111)
        #expect(report.answeredByEndOfFollowUp.map { abs($0.estimate - 0.75) < 1e-12 } == true)
    }

    @Test func seed004DR8ARunWithoutQuestionsHasNone() throws {
        let run = try HandBuiltRun(days: 7, people: [HandBuiltRun.person(1, loginDays: [0, 1])])
        let report = try ForumAnalysis().run(on: run.database)
        #expect(report.questions == 0 && report.hoursToAnswer == nil && report.anonymousShare == nil)
    }

    /// The same people in two arms: person 1 in "a", persons 2 and 3 in "b". Arm a: 2
    /// questions by 1 of 1 person (answered after 2 and 4 hours); arm b: 2 questions by 1 of
    /// 2 people (8 hours, and one censored at 111). With one arm, no arm is reported.
    @Test func seed004DR8TheForumIsReportedByArm() throws {
        let plain = try Self.run()
        var people: [PersonRecord] = []
        try plain.database.forEachPerson { record in
            var log = record
            log.arm = log.personID == 1 ? "a" : "b"
            people.append(log)
        }
        let report = try ForumAnalysis().run(on: try HandBuiltRun(days: 7, people: people).database)
        #expect(report.arms.map(\.arm) == ["a", "b"])
        let a = try #require(report.arms.first?.report), b = try #require(report.arms.last?.report)
        #expect(a.people == 1 && a.askers == 1 && a.questions == 2 && b.people == 2 && b.askers == 1 && b.questions == 2)
        #expect(a.hoursToAnswer(share: 0.5)?.estimate == 2 && a.hoursToAnswer(share: 0.75)?.estimate == 4)
        #expect(b.hoursToAnswer(share: 0.5)?.estimate == 8 && b.answered == 1)
        #expect(a.questions + b.questions == report.questions && report.arms.allSatisfy { $0.report.arms.isEmpty })
        #expect(try ForumAnalysis().run(on: plain.database).arms.isEmpty)
    }
}
