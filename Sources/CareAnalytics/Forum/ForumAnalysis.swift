import CareModel
import CareStats
import CareStore
import Foundation

/// Computes a ``ForumReport`` in one pass over the people of a run: each question's time
/// to its first professional answer, in hours, or to the end of the study's last day in
/// the asker's home time zone when no answer came (censored).
public struct ForumAnalysis: Sendable {
    /// Creates the analysis.
    public init() {}

    /// Runs the analysis over `database`; a database without forum questions gives a report
    /// of no questions.
    public func run(on database: CareDatabase) throws(AnalysisError) -> ForumReport {
        let period = try StudyPeriod.of(database)
        var people = 0, askers = 0, anonymous = 0, answered = 0
        var replies: [Double] = [], repliers: [Int] = [], hours: [Double] = [], events: [Bool] = []
        try database.people(reading: [.forum]) { log in
            people += 1
            guard !log.forumQuestions.isEmpty, let end = period.last.adding(days: 1).start(in: log.timeZone) else { return }
            askers += 1
            for question in log.forumQuestions {
                if question.isAnonymous { anonymous += 1 }
                replies.append(Double(question.userReplies))
                repliers.append(log.personID)
                let answer = question.firstProfessionalAnswer
                if answer != nil { answered += 1 }
                hours.append(max(0, (answer ?? end).timeIntervalSince(question.askedAt) / 3600))
                events.append(answer != nil)
            }
        }
        return ForumReport(
            people: people, askers: askers, personWeeks: Double(people * period.dayCount) / 7, questions: hours.count,
            anonymous: anonymous, answered: answered, repliesPerQuestion: GroupMean.mean(replies, people: repliers),
            hoursToAnswer: hours.isEmpty ? nil : try? SurvivalCurve.kaplanMeier(time: hours, event: events))
    }
}
