import CareModel
import CareStats
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Engagement (seed 004 DR8) on four people over 40 days: person 1 (arm a) uses the app on
/// days 0-9; person 2 (arm b) on days 0, 1 and 35; person 3 (arm a) every day; person 4
/// (arm b) only receives reminders, which is not using the app.
@Suite struct EngagementAnalysisTests {
    static func run() throws -> HandBuiltRun {
        try HandBuiltRun(days: 40, people: [
            HandBuiltRun.person(1, arm: "a", loginDays: Array(0...9)),
            HandBuiltRun.person(2, arm: "b", loginDays: [0, 1, 35]),
            HandBuiltRun.person(3, arm: "a", loginDays: Array(0..<40),
                                extra: [AppUsageEvent(kind: .moodSurvey, timestamp: HandBuiltRun.at(3, hour: 10))]),
            HandBuiltRun.person(4, arm: "b", loginDays: [],
                                extra: (0..<40).map { AppUsageEvent(kind: .reminderSent, timestamp: HandBuiltRun.at($0, hour: 20)) }),
        ])
    }

    /// Person 1: days 10-39 are 30 days without use, so they went after 10 days of use.
    /// Person 2: days 2-34 are 33 days without use: gone after 2 days, although they came
    /// back on day 35. Person 3 never stopped: censored after 40 days.
    @Test(arguments: [(Array(0...9), 30, 10, true), ([0, 1, 35], 30, 2, true), (Array(0..<40), 30, 40, false),
                      (Array(0...9), 31, 40, false), ([5, 6], 30, 2, true), ([5, 6], 40, 35, false)])
    func dropoutIsTheFirstFullRunOfInactiveDays(days: [Int], inactive: Int, time: Int, droppedOut: Bool) throws {
        var used = [Bool](repeating: false, count: 40)
        for day in days { used[day] = true }
        let grid = PersonDayGrid(DayGrid(timeZone: HandBuiltRun.zone, first: HandBuiltRun.start, dayCount: 40))
        let log = HandBuiltRun.person(1, loginDays: days)
        let activity = PersonActivity(log: log, grid: grid)
        #expect(activity.used == used)
        let dropout = try #require(activity.dropout(inactiveDays: inactive))
        // Days 5 and 6 only: days 7-36 are 30 without use, gone after 2 days; with a
        // 40-day rule the run is never seen in full, censored at 40 − 5 = 35 days.
        #expect(dropout.days == time && dropout.droppedOut == droppedOut)
    }

    @Test func activeUsersCountDistinctPeopleInTheDayWeekAndMonth() throws {
        let report = try EngagementAnalysis().run(on: try Self.run().database)
        #expect(report.people == 4 && report.peopleWhoUsedTheApp == 3)
        // Day 0: people 1-3. Day 9: 1 and 3 that day; person 2's last use (day 1) is 8
        // days back, outside the week, inside the month.
        #expect(report.activeUsers[0].daily == 3)
        #expect(report.activeUsers[9].daily == 2 && report.activeUsers[9].weekly == 2 && report.activeUsers[9].monthly == 3)
        #expect(report.activeUsers[9].stickiness == 2.0 / 3)
    }

    @Test func dayNRetentionCountsPeopleActiveExactlyNDaysAfterTheirFirstDay() throws {
        let report = try EngagementAnalysis(retentionDays: [1, 7]).run(on: try Self.run().database)
        let all = report.retention.filter { $0.group == "all" }
        #expect(all.map { $0.share?.successes } == [3, 2])
        #expect(all.map(\.eligible) == [3, 3])
        #expect(report.retention.filter { $0.group == "b" }.map { $0.share?.successes } == [1, 0])
    }

    @Test func dropoutCurvesAndTheLogRankTestUseTheInactiveRule() throws {
        let report = try EngagementAnalysis().run(on: try Self.run().database)
        let all = try #require(report.dropout.first { $0.group == "all" }?.curve)
        // Events at 2 and 10 days among 3 people: S(2) = 2/3, S(10) = 2/3 · 1/2 = 1/3.
        #expect(abs(all.steps.first { $0.time == 10 }!.survival - 1.0 / 3) < 1e-12)
        let test = try #require(try report.dropoutByArm?.get())
        let direct = try LogRankTest.compare(time: [10, 2, 40], event: [true, true, false], groups: ["a", "b", "a"])
        #expect(test.chiSquared == direct.chiSquared)
    }

    /// Dropout at days 1 (a), 2 (b), 3 (a), 4 (b), no ties or censoring: with x = 1 for
    /// arm b and u = exp(β), the log partial likelihood −log(2 + 2u) + β − log(1 + 2u) −
    /// log(1 + u) is largest where 1 − u − 4u² = 0, so the hazard ratio is (√17 − 1) / 8.
    @Test func dropoutHazardRatiosComeFromACoxModelAgainstTheReferenceArm() throws {
        let hazards = EngagementAnalysis.hazards([(1, true, "a"), (2, true, "b"), (3, true, "a"), (4, true, "b")])
        #expect(hazards.reference == "a" && hazards.people == ["a": 2, "b": 2])
        let term = try #require(try hazards.model.get().term(named: "b"))
        #expect(abs(term.hazardRatio - (17.0.squareRoot() - 1) / 8) < 1e-9)
        // A control arm is the reference whatever its name's order.
        let withControl = EngagementAnalysis.hazards([(1, true, "control"), (2, true, "a"), (3, true, "control"), (4, true, "a")])
        #expect(withControl.reference == "control")
        #expect(try withControl.model.get().terms.map(\.name) == ["a"])
    }

    @Test func sectionsAreRankedByEventsAndRemindersSentAreNotASection() throws {
        let report = try EngagementAnalysis().run(on: try Self.run().database)
        #expect(report.sections.map(\.section) == ["login", "mood_survey"])
        #expect(report.sections.first?.events == 10 + 3 + 40 && report.sections.first?.people == 3)
        #expect(report.surveyResponses == 1)
    }
}
