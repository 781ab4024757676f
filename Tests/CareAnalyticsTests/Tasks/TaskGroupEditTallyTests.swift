import CareModel
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 003 story 12: the within-person odds ratio of completing a group's tasks after an edit
/// of the group's schedule against before it.
@Suite struct TaskGroupEditTallyTests {
    /// Done after, missed after, done before, missed before, per person and task: the strata
    /// of `Fixtures/MantelHaenszel/make_mantel_haenszel.py`.
    static let strata: [(person: Int, task: TaskID, counts: (Int, Int, Int, Int))] = [
        (1, "a", (8, 2, 5, 5)), (1, "b", (3, 4, 2, 6)), (2, "a", (6, 1, 4, 3)), (3, "a", (2, 5, 1, 7)), (3, "b", (9, 0, 7, 2)),
    ]

    /// statsmodels 0.15 `StratifiedTable.oddsratio_pooled` of the strata
    /// (`Fixtures/MantelHaenszel/make_mantel_haenszel.py`).
    static let statsmodelsPooledOddsRatio = 3.8847262247838628

    @Test("Seed 003 story 12: the Mantel-Haenszel odds ratio over person-and-task strata matches statsmodels, and the counts add up")
    func theOddsRatioMatchesStatsmodels() throws {
        let utc = TimeZone(identifier: "UTC")!, timeline = ZoneTimeline(home: utc)
        let edit = CalendarDay(year: 2026, month: 3, day: 10)
        let rule = try RecurrenceRule(start: edit, times: [ClockTime(hour: 9, minute: 0)], frequency: .daily)
        let group = CareDatabase.ProgrammeTaskGroup(group: try TaskGroup(name: "morning", tasks: ["a", "b"]),
                                                    edits: [TaskGroupEdit(from: edit, rule: rule)])
        var tally = TaskGroupEditTally(groups: [group])
        let start = timeline.start(of: edit)
        for person in 1...3 {
            var occurrences: [(occurrence: TaskOccurrence, done: Bool)] = []
            for stratum in Self.strata where stratum.person == person {
                let (doneAfter, missedAfter, doneBefore, missedBefore) = stratum.counts
                for (count, done, sign) in [(doneAfter, true, 1.0), (missedAfter, false, 1.0), (doneBefore, true, -1.0),
                                            (missedBefore, false, -1.0)] {
                    for i in 0..<count {
                        // After the edit from its start on; before it, in the hours before.
                        let offset = sign > 0 ? Double(occurrences.count + i) * 60 : -Double(occurrences.count + i + 1) * 60
                        occurrences.append((TaskOccurrence(task: stratum.task, scheduled: start.addingTimeInterval(offset)), done))
                    }
                }
            }
            // An occurrence of a task in no group counts for nothing.
            occurrences.append((TaskOccurrence(task: "walk", scheduled: start), true))
            tally.add(occurrences, timeline: timeline)
        }
        let row = try #require(tally.edits.first)
        let ratio = try #require(row.oddsRatio)
        #expect(abs(ratio.estimate - Self.statsmodelsPooledOddsRatio) < 1e-12, "\(ratio.estimate)")
        #expect(row.people == 3 && ratio.count == 3)
        #expect(ratio.interval.lower < ratio.estimate && ratio.estimate < ratio.interval.upper)
        let after = Self.strata.reduce(0) { $0 + $1.counts.0 + $1.counts.1 }, before = Self.strata.reduce(0) { $0 + $1.counts.2 + $1.counts.3 }
        #expect(row.after.map { abs($0.estimate - Double(Self.strata.reduce(0) { $0 + $1.counts.0 }) / Double(after)) < 1e-12 } == true)
        #expect(row.before.map { abs($0.estimate - Double(Self.strata.reduce(0) { $0 + $1.counts.2 }) / Double(before)) < 1e-12 } == true)
    }
}
