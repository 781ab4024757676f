import CareModel
import Foundation
import Testing
@testable import CareAnalytics

/// Adherence week by week on two hand-built people of iron daily at 08:00 over 14 days,
/// counted by hand: taken / scheduled while observed, as the overall measure, per week.
@Suite struct WeeklyAdherenceTests {
    static let daily8 = try! RecurrenceRule(start: HandBuiltRun.start, times: [ClockTime(hour: 8, minute: 0)], frequency: .daily)
    static let iron = try! Medication(name: "iron", dosage: try! Dosage(amount: 65, unit: "mg"), schedule: Schedule(daily8))

    /// Person 1 (arm a) uses the app on days 0-3, 8 and 9 and takes iron on days 0, 1, 3
    /// and 8: week 0 (days 0-6) 4 due on observed days, 3 taken; week 1 (days 7-13) 2 due,
    /// 1 taken. Person 2 (arm b) uses it on days 1, 2 and 7 and takes iron on days 1 and 2:
    /// week 0 2 due, 2 taken; week 1 1 due (day 7), none taken. Days 4-7 of person 1 and
    /// days 3-6 of person 2 are unobserved: their doses count nowhere.
    /// All: week 0 5 of 6 (2 people), week 1 1 of 3 (2 people); overall 6 of 9.
    static func report() throws -> AdherenceReport {
        var one = HandBuiltRun.person(1, arm: "a", loginDays: [0, 1, 2, 3, 8, 9])
        one.doseLogs = [0, 1, 3, 8].map { DoseLog(medication: "iron", at: HandBuiltRun.at($0, hour: 8, minute: 5)) }
        var two = HandBuiltRun.person(2, arm: "b", loginDays: [1, 2, 7])
        two.doseLogs = [1, 2].map { DoseLog(medication: "iron", at: HandBuiltRun.at($0, hour: 8, minute: 5)) }
        let run = try HandBuiltRun(days: 14, people: [one, two], medications: [iron])
        return try AdherenceAnalysis().run(on: run.database)
    }

    @Test func eachWeekIsTakenOverScheduledWhileObservedWithItsPeople() throws {
        let report = try Self.report()
        let all = report.weekly.filter { $0.group == "all" }
        #expect(all.map(\.week) == [0, 1])
        #expect(all.map(\.first) == [HandBuiltRun.start, HandBuiltRun.start.adding(days: 7)])
        #expect(all.map(\.observedScheduledDoses) == [6, 3])
        #expect(all.map(\.observedTakenDoses) == [5, 1])
        #expect(all.map(\.people) == [2, 2])
        let shares: [Double?] = [5.0 / 6, 1.0 / 3]
        #expect(all.map(\.observedTakenShare) == shares)
        let a = report.weekly.filter { $0.group == "a" }
        #expect(a.map(\.observedScheduledDoses) == [4, 2])
        #expect(a.map(\.observedTakenDoses) == [3, 1])
        #expect(a.map(\.people) == [1, 1])
        let b = report.weekly.filter { $0.group == "b" }
        #expect(b.map(\.observedScheduledDoses) == [2, 1])
        #expect(b.map(\.observedTakenDoses) == [2, 0])
    }

    /// Weighted by their doses due, the weekly shares average to the overall observed share.
    @Test func theWeeklySharesWeightedByDosesAverageToTheOverallShare() throws {
        let report = try Self.report()
        for summary in report.summaries {
            let weeks = report.weekly.filter { $0.medication == summary.medication && $0.group == summary.group }
            let doses = weeks.reduce(0) { $0 + $1.observedScheduledDoses }
            let weighted = weeks.reduce(0.0) { $0 + ($1.observedTakenShare ?? 0) * Double($1.observedScheduledDoses) } / Double(doses)
            let overall = try #require(summary.observedDosesTaken)
            #expect(doses == overall.trials)
            #expect(abs(weighted - overall.estimate) < 1e-12, "\(summary.group)")
        }
        #expect(report.summaries.first { $0.group == "all" }?.observedDosesTaken?.successes == 6)
    }

    /// The per-day counts behind the weeks: only observed days with a dose due.
    @Test func doseAdherenceCountsEachObservedDayApart() throws {
        let report = try Self.report()
        let one = try #require(report.people.first { $0.personID == 1 }).adherence
        #expect(one.observedDoseDays.map { HandBuiltRun.start.days(to: $0.day) } == [0, 1, 2, 3, 8, 9])
        #expect(one.observedDoseDays.map(\.taken) == [1, 1, 0, 1, 1, 0])
        #expect(one.observedScheduledDoses == 6)
        #expect(one.observedTakenDoses == 4)
    }
}
