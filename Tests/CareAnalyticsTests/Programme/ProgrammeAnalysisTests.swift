import CareModel
import CareStats
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Adherence, tasks, rewards and mood on hand-built people whose figures are counted by
/// hand in each test's comment.
@Suite struct ProgrammeAnalysisTests {
    static let daily8 = try! RecurrenceRule(start: HandBuiltRun.start, times: [ClockTime(hour: 8, minute: 0)], frequency: .daily)
    static let iron = try! Medication(name: "iron", dosage: try! Dosage(amount: 65, unit: "mg"), schedule: Schedule(daily8))

    /// Four days of iron at 08:00: taken at 08:10 on day 0, 09:30 on day 1 (taken, not
    /// within the hour), not on day 2, at 08:00 on day 3: 4 scheduled, 3 taken, 2 on time.
    @Test func adherenceComesFromTheStoredScheduleAndTheDoseLogs() throws {
        var person = HandBuiltRun.person(1, loginDays: [0, 1, 2, 3])
        person.doseLogs = [(0, 8, 10), (1, 9, 30), (3, 8, 0)].map { DoseLog(medication: "iron", at: HandBuiltRun.at($0, hour: $1, minute: $2)) }
        let run = try HandBuiltRun(days: 4, people: [person], medications: [Self.iron])
        let report = try AdherenceAnalysis().run(on: run.database)
        let adherence = try #require(report.people.first?.adherence)
        #expect(adherence.scheduledDoses == 4 && adherence.takenDoses == 3 && adherence.onTimeDoses == 2)
        let all = try #require(report.summaries.first { $0.group == "all" })
        #expect(all.dosesTaken?.successes == 3 && all.dosesTaken?.trials == 4)
        // Nothing logged but log-ins: every logged day scores 0.
        #expect(report.people.first?.meanScore == 0)
    }

    /// A walk (label Exercise) due 17:00 on days 0-2, done at 17:20 on day 0 and at 19:00 on
    /// day 1 (after the 1-hour grace period: missed), not on day 2: 1 done, 2 missed; all
    /// three are evening occurrences.
    @Test func tasksAreJudgedByTheMissedTaskRule() throws {
        let walk = try RecurrenceRule(start: HandBuiltRun.start, times: [ClockTime(hour: 17, minute: 0)], frequency: .daily)
        var person = HandBuiltRun.person(1, loginDays: [0, 1, 2])
        person.taskOutcomes = [(0, 17, 20), (1, 19, 0)].map { day, hour, minute in
            .done(TaskOccurrence(task: "walk", scheduled: HandBuiltRun.at(day, hour: 17)), at: HandBuiltRun.at(day, hour: hour, minute: minute))
        }
        let run = try HandBuiltRun(days: 3, people: [person], tasks: [("walk", "Exercise", walk)])
        let report = try TaskAnalysis().run(on: run.database)
        #expect(report.byLabel.map(\.name) == ["Exercise"])
        #expect(report.byLabel.first?.done == 1 && report.byLabel.first?.missed == 2)
        #expect(report.byTimeOfDay.map(\.name) == ["evening"] && report.byTimeOfDay.first?.missed == 2)
        #expect(report.mostMissedLabel == "Exercise" && report.peopleWithoutMisses == 0)
    }

    /// Early points 5, 5, 10, 20, 20, 20 (sorted): the first cut after 2 people falls
    /// between 5 and 10; the second, after 4, would split the 20s and moves past them, so
    /// the 20s join 10 and there are two groups: {5, 5} and {10, 20, 20, 20}.
    @Test func tertilesKeepTiesTogether() {
        let tertiles = RewardAnalysis.tertiles(points: [20, 5, 10, 20, 5, 20], continued: [true, false, true, true, false, false])
        #expect(tertiles.map(\.people) == [2, 4])
        #expect(tertiles.map(\.lowestPoints) == [5, 10])
        #expect(tertiles.map { $0.continued?.successes } == [0, 3])
        let even = RewardAnalysis.tertiles(points: [1, 2, 3, 4, 5, 6], continued: Array(repeating: true, count: 6))
        #expect(even.map(\.people) == [2, 2, 2] && even.map(\.tertile) == [1, 2, 3])
    }

    /// Rewards in two months: 10 points on 30 March and 5 and 20 on 1 April.
    @Test func monthlyPointsFollowTheLocalDayOfEachAward() throws {
        var person = HandBuiltRun.person(1, loginDays: [0])
        person.rewards = [(28, 10), (30, 5), (30, 20)].map { day, points in
            RewardLedgerEntry(eventID: "", activity: .dailyLogIn, instant: HandBuiltRun.at(day, hour: 12),
                              day: HandBuiltRun.start.adding(days: day), points: points, ruleVersion: 1)
        }
        let report = try RewardAnalysis().run(on: try HandBuiltRun(days: 31, people: [person]).database)
        #expect(report.monthly.map(\.month.description) == ["2026-03", "2026-04"])
        #expect(report.monthly.map(\.points) == [10, 25])
        #expect(report.distribution.first?.summary?.mean == 35)
    }

    /// Answers sad, happy, sad, sad: transitions sad→happy, happy→sad, sad→sad. After the
    /// first sad a module is opened before the next answer (happy, positive); after the
    /// second it is not (next sad).
    @Test func transitionsAndTheMoodAfterARecommendation() throws {
        var person = HandBuiltRun.person(1, loginDays: [0, 1, 2, 3])
        person.moods = [Mood.sad, .happy, .sad, .sad].enumerated().map { MoodCheckIn(mood: $1, timestamp: HandBuiltRun.at($0, hour: 10)) }
        person.usageEvents.append(AppUsageEvent(kind: .learningModule, timestamp: HandBuiltRun.at(0, hour: 11)))
        let report = try MoodAnalysis().run(on: try HandBuiltRun(days: 4, people: [person]).database)
        #expect(report.transitions[.sad] == [.happy: 1, .sad: 1] && report.transitions[.happy] == [.sad: 1])
        let opened = try #require(report.afterRecommendation.first { $0.moduleOpened })
        let notOpened = try #require(report.afterRecommendation.first { !$0.moduleOpened })
        #expect(opened.recommendations == 1 && opened.nextPositive?.successes == 1)
        #expect(notOpened.recommendations == 1 && notOpened.nextPositive?.successes == 0)
        #expect(report.distribution.first { $0.mood == .sad }?.answers == 3)
    }
}
