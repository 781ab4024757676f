import CareModel
import Foundation
import Testing

/// Occurrence states: upcoming, due, snoozed, done, missed (seed 003, stories 5, 7, 8).
/// The occurrence is due at 08:00 with a 30-minute grace period.
@Suite struct TaskOccurrenceStateTests {
    let utc = zone("UTC")
    var occurrence: TaskOccurrence { TaskOccurrence(task: "walk", scheduled: at("08:00")) }
    let grace: TimeInterval = 30 * 60

    private func at(_ clock: String) -> Date { local("2026-03-01 \(clock)", in: utc) }

    @Test(arguments: [
        ("07:59", TaskOccurrenceState.upcoming), ("08:00", .due), ("08:29", .due), ("08:30", .missed),
    ])
    func withoutOutcomesAnOccurrenceGoesFromUpcomingToMissed(now: String, expected: TaskOccurrenceState) {
        #expect(occurrence.state(at: at(now), outcomes: [], gracePeriod: grace) == expected)
    }

    @Test func doneWithinTheGracePeriodIsDone() {
        let done = TaskOutcome.done(occurrence, at: at("08:20"))
        #expect(occurrence.state(at: at("08:10"), outcomes: [done], gracePeriod: grace) == .due)
        #expect(occurrence.state(at: at("12:00"), outcomes: [done], gracePeriod: grace) == .done(at: at("08:20")))
    }

    /// Resolved at 09:00, after the 08:30 deadline: the miss stands.
    @Test func doneAfterTheDeadlineStaysMissed() {
        let late = TaskOutcome.done(occurrence, at: at("09:00"))
        #expect(occurrence.state(at: at("12:00"), outcomes: [late], gracePeriod: grace) == .missed)
    }

    /// Snoozed at 08:05 for 45 minutes: snoozed until 08:50, due again then, and missed
    /// from 09:20 (08:50 plus the grace period).
    @Test func aSnoozeMovesTheDeadline() throws {
        let snooze = try TaskOutcome.snoozed(occurrence, at: at("08:05"), for: 45 * 60)
        let states = ["08:30", "08:50", "09:19", "09:20"].map { occurrence.state(at: at($0), outcomes: [snooze], gracePeriod: grace) }
        #expect(states == [.snoozed(until: at("08:50")), .due, .due, .missed])
        let done = TaskOutcome.done(occurrence, at: at("09:10"))
        #expect(occurrence.state(at: at("10:00"), outcomes: [snooze, done], gracePeriod: grace) == .done(at: at("09:10")))
    }

    @Test func aSnoozeAfterTheDeadlineChangesNothing() throws {
        let snooze = try TaskOutcome.snoozed(occurrence, at: at("08:40"), for: 600)
        #expect(occurrence.state(at: at("08:45"), outcomes: [snooze], gracePeriod: grace) == .missed)
    }

    @Test func outcomesOfOtherOccurrencesOrRecordedLaterDoNotCount() {
        let other = TaskOutcome.done(TaskOccurrence(task: "walk", scheduled: at("20:00")), at: at("08:10"))
        let future = TaskOutcome.done(occurrence, at: at("08:20"))
        #expect(occurrence.state(at: at("08:15"), outcomes: [other, future], gracePeriod: grace) == .due)
    }

    @Test func aSnoozeMustEndAfterItIsAskedFor() {
        #expect(throws: TaskError.snoozeNotAfterRecording(field: "until", value: at("08:00"), recordedAt: at("08:05"))) {
            try TaskOutcome(occurrence: occurrence, recordedAt: at("08:05"), action: .snoozed(until: at("08:00")))
        }
    }
}
