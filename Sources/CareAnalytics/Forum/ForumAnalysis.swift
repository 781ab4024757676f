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
    /// of no questions. With more than one arm, each arm's own report is in ``ForumReport/arms``.
    public func run(on database: CareDatabase) throws(AnalysisError) -> ForumReport {
        let period = try StudyPeriod.of(database)
        var all = Tally(), arms: [String: Tally] = [:]
        try database.people(reading: [.forum]) { log in
            let end = period.last.adding(days: 1).start(in: log.timeZone)
            all.add(log, end: end)
            if let arm = log.arm { arms[arm, default: Tally()].add(log, end: end) }
        }
        var report = all.report(period: period)
        if arms.count > 1 { report.arms = arms.keys.sorted().map { ($0, arms[$0]!.report(period: period)) } }
        return report
    }

    /// The questions of a group of people.
    private struct Tally {
        var people = 0, askers = 0, anonymous = 0, answered = 0
        var replies: [Double] = [], repliers: [Int] = [], hours: [Double] = [], events: [Bool] = []

        /// Adds one person; `end` is the end of the study's last day in their home zone.
        mutating func add(_ log: PersonRecord, end: Date?) {
            people += 1
            guard !log.forumQuestions.isEmpty, let end else { return }
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

        func report(period: StudyPeriod) -> ForumReport {
            ForumReport(
                people: people, askers: askers, personWeeks: Double(people * period.dayCount) / 7, questions: hours.count,
                anonymous: anonymous, answered: answered, repliesPerQuestion: GroupMean.mean(replies, people: repliers),
                hoursToAnswer: hours.isEmpty ? nil : try? SurvivalCurve.kaplanMeier(time: hours, event: events))
        }
    }
}
