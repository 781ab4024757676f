import CareModel
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 004 DR8 (sections used most, by week and cohort; how often people log in) on four
/// people over 14 days, two study weeks, written by hand:
/// - person 1 (cohort A): log-ins on days 0, 1, 2 and 8; the mood survey on days 0 and 1; a
///   learning module on day 8; a reminder sent on day 3, which is not use;
/// - person 2 (cohort A): a log-in on day 0; two chat posts and the mood survey on day 0;
/// - person 3 (cohort B): log-ins on days 7-10; a forum question on day 9; a reminder
///   opened on day 10;
/// - person 4 (cohort B): nothing.
@Suite struct SectionAnalysisTests {
    static let logins: [Int: [Int]] = [1: [0, 1, 2, 8], 2: [0], 3: [7, 8, 9, 10], 4: []]
    static let cohorts = [1: "A", 2: "A", 3: "B", 4: "B"]
    static let events: [Int: [(AppUsageEvent.Kind, Int)]] = [
        1: [(.moodSurvey, 0), (.moodSurvey, 1), (.learningModule, 8), (.reminderSent, 3)],
        2: [(.chatPost, 0), (.chatPost, 0), (.moodSurvey, 0)],
        3: [(.forumQuestion, 9), (.reminderResponded, 10)],
        4: [],
    ]

    static func run() throws -> HandBuiltRun {
        try HandBuiltRun(days: 14, people: (1...4).map { id in
            var person = HandBuiltRun.person(id, loginDays: logins[id]!, extra: events[id]!.map {
                AppUsageEvent(kind: $0.0, timestamp: HandBuiltRun.at($0.1, hour: 12))
            })
            person.cohort = cohorts[id]
            return person
        })
    }

    /// The people of `ids` with an event on a day of `week` (1 or 2), reminders sent aside.
    static func active(_ ids: [Int], week: Int) -> Int {
        ids.filter { id in
            (logins[id]! + events[id]!.filter { $0.0 != .reminderSent }.map(\.1)).contains { $0 / 7 + 1 == week }
        }.count
    }

    @Test func seed004DR8SectionsAreCountedPerWeekAndCohort() throws {
        let report = try SectionAnalysis().run(on: try Self.run().database)
        #expect(report.people == 4 && report.weeks == 2 && report.hasGroups)
        #expect(report.activePeople(group: "all", week: nil) == 3)
        #expect(report.activePeople(group: "all", week: 1) == Self.active([1, 2, 3, 4], week: 1))
        #expect(report.activePeople(group: "all", week: 2) == Self.active([1, 2, 3, 4], week: 2))
        #expect(report.activePeople(group: "B", week: 1) == 0)

        func use(_ section: AppSection, in group: String = "all", week: Int?) -> SectionReport.SectionUse? {
            report.usage.first { $0.section == section && $0.group == group && $0.week == week }
        }
        // The mood survey: 2 answers by person 1 and 1 by person 2, both in week 1.
        let survey = try #require(use(.moodSurvey, week: nil))
        #expect(survey.events == 2 + 1 && survey.people == 2 && survey.activePeople == 3)
        #expect(survey.share?.estimate == 2.0 / 3)
        #expect(use(.moodSurvey, week: 1)?.share?.estimate == 2.0 / Double(Self.active([1, 2, 3, 4], week: 1)))
        #expect(use(.moodSurvey, week: 2) == nil)
        #expect(use(.cohortChat, week: 1)?.events == 2 && use(.cohortChat, week: 1)?.people == 1)
        #expect(use(.learningModules, week: 2)?.people == 1 && use(.forum, in: "B", week: 2)?.people == 1)
        // A reminder opened is use of the reminders section; a reminder sent is not.
        #expect(use(.reminders, week: nil)?.events == 1)
        #expect(use(.cohortChat, in: "A", week: nil)?.activePeople == 2)
        #expect(report.usage.allSatisfy { $0.people <= $0.activePeople })
    }

    /// Log-ins per active week: person 1 logs in 4 times over 2 active weeks (2 a week),
    /// person 2 once in 1 (1), person 3 four times in 1 (4); mean 7/3, median 2.
    @Test func seed004DR8LoginsArePerPersonPerActiveWeek() throws {
        let report = try SectionAnalysis().run(on: try Self.run().database)
        func logins(_ group: String, _ week: Int?) -> SectionReport.Logins? {
            report.logins.first { $0.group == group && $0.week == week }
        }
        let study = try #require(logins("all", nil)?.perPerson)
        let rates = [4.0 / 2, 1.0 / 1, 4.0 / 1]
        #expect(study.count == 3 && abs(study.mean - rates.reduce(0, +) / 3) < 1e-12 && study.median == 2)
        #expect(logins("all", nil)?.logins == Self.logins.values.map(\.count).reduce(0, +))
        // Week 1: person 1 logs in 3 times, person 2 once; week 2: person 1 once, person 3 four times.
        #expect(logins("all", 1)?.perPerson?.mean == Double(3 + 1) / 2)
        #expect(logins("all", 2)?.perPerson?.mean == Double(1 + 4) / 2)
        #expect(logins("B", nil)?.perPerson?.mean == 4)
        #expect(report.hasLogins)
    }

    /// A run without arms puts everyone in one arm named `all`: that is no group of its own,
    /// and no one is counted twice.
    @Test(arguments: ["", "all"])
    func seed004DR8ARunWithoutSectionsOrGroupsHasNone(arm: String) throws {
        let run = try HandBuiltRun(days: 7, people: [HandBuiltRun.person(1, arm: arm, loginDays: [0, 1])])
        let report = try SectionAnalysis().run(on: run.database)
        #expect(!report.hasSectionUse && !report.hasGroups && report.hasLogins)
        #expect(report.activePeople(group: "all", week: nil) == 1 && report.logins.allSatisfy { $0.group == "all" })
        #expect(report.logins.first { $0.week == nil }?.perPerson?.mean == 2)
    }

    @Test(arguments: AppUsageEvent.Kind.allCases)
    func seed004DR8EveryKindButLogInsAndRemindersSentIsASection(kind: AppUsageEvent.Kind) {
        #expect((AppSection(kind) == nil) == [.login, .reminderSent].contains(kind))
    }
}
