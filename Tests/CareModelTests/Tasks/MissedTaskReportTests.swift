import CareModel
import Foundation
import Testing

/// Missed-task statistics for a time frame (seed 003, stories 5 and 17).
///
/// Frame: 1-3 March 2026 (UTC), judged on 4 March at 00:00. Tasks, each with 1 hour of
/// grace:
/// - "Drink water" (label Health) at 09:00 and 15:00 daily: 6 occurrences; done on
///   1 March 09:10 and 15:20, 2 March 09:30; the rest (2 March 15:00, 3 March 09:00 and
///   15:00) missed.
/// - "Take a walk" (labels Health, Outdoors) daily at 18:00: 3; done 1 and 3 March,
///   missed 2 March.
/// - "Water the plants" (label Outdoors) one-off on 2 March at 10:00: done at 10:05.
///
/// Scheduled 10; done 6; missed 4 (2 Mar 15:00 water, 2 Mar 18:00 walk, 3 Mar 09:00 and
/// 15:00 water). Completion rate 6/10. Per label: Health 4 missed of 9; Outdoors 1 of 4:
/// Health is missed most often.
@Suite struct MissedTaskReportTests {
    let utc = zone("UTC")

    private func at(_ text: String) -> Date { local("2026-03-0\(text)", in: utc) }

    private func board() throws -> TaskBoard {
        var board = TaskBoard()
        try board.createLabel("Health", colour: LabelColour(hex: "#FF0000"))
        try board.createLabel("Outdoors", colour: LabelColour(hex: "#00FF00"))
        let settings = try TaskSettings(notificationsEnabled: true, gracePeriod: 3600, snoozeLength: 600)
        try board.add(CareTask(id: "water", text: "Drink water", labels: ["Health"],
                               rule: RecurrenceRule(start: day("2026-03-01"), times: [time("09:00"), time("15:00")], frequency: .daily), settings: settings))
        try board.add(CareTask(id: "walk", text: "Take a walk", labels: ["Health", "Outdoors"],
                               rule: RecurrenceRule(start: day("2026-03-01"), times: [time("18:00")], frequency: .daily), settings: settings))
        try board.add(CareTask(id: "plants", text: "Water the plants", labels: ["Outdoors"],
                               rule: RecurrenceRule.once(on: day("2026-03-02"), at: [time("10:00")]), settings: settings))
        return board
    }

    private func done(_ task: TaskID, _ scheduled: String, at instant: String) -> TaskOutcome {
        TaskOutcome.done(TaskOccurrence(task: task, scheduled: at(scheduled)), at: at(instant))
    }

    private var outcomes: [TaskOutcome] {
        [done("water", "1 09:00", at: "1 09:10"), done("water", "1 15:00", at: "1 15:20"), done("water", "2 09:00", at: "2 09:30"),
         done("walk", "1 18:00", at: "1 18:05"), done("walk", "3 18:00", at: "3 18:45"), done("plants", "2 10:00", at: "2 10:05")]
    }

    @Test func missedOccurrencesAreCountedAndNamed() throws {
        let report = MissedTaskReport(board: try board(), outcomes: outcomes, from: at("1 00:00"), to: at("4 00:00"), now: at("4 00:00"), timeZone: utc)
        #expect(report.scheduled == 10)
        #expect(report.done == 6)
        #expect(report.missedCount == 4)
        #expect(report.open == 0)
        #expect(report.missed.map(\.occurrence.scheduled) == [at("2 15:00"), at("2 18:00"), at("3 09:00"), at("3 15:00")])
        #expect(report.missedTaskNames == ["Drink water", "Take a walk"])
        #expect(report.completionRate == 0.6)
        #expect(!report.deservesCongratulation)
        #expect(report.message == "4 tasks missed: Drink water, Take a walk")
    }

    @Test func theMostMissedLabelIsReported() throws {
        let report = MissedTaskReport(board: try board(), outcomes: outcomes, from: at("1 00:00"), to: at("4 00:00"), now: at("4 00:00"), timeZone: utc)
        #expect(report.byLabel.map(\.label) == ["Health", "Outdoors"])
        #expect(report.byLabel.map(\.missed) == [4, 1])
        #expect(report.byLabel.map(\.settled) == [9, 4])
        #expect(report.mostMissedLabel == "Health")
    }

    /// 1 March alone: everything was done, so zero missed and a congratulation.
    @Test func nothingMissedEarnsACongratulation() throws {
        let report = MissedTaskReport(board: try board(), outcomes: outcomes, from: at("1 00:00"), to: at("2 00:00"), now: at("4 00:00"), timeZone: utc)
        #expect(report.missedCount == 0)
        #expect(report.deservesCongratulation)
        #expect(report.mostMissedLabel == nil)
        #expect(report.completionRate == 1)
        #expect(report.message == "0 tasks missed. Congratulations!")
    }

    /// Judged on 3 March at 15:30, the 15:00 water is still within its grace period and
    /// the 18:00 walk is upcoming: both are open, not missed.
    @Test func occurrencesStillOpenAreNeitherDoneNorMissed() throws {
        let report = MissedTaskReport(board: try board(), outcomes: outcomes, from: at("3 00:00"), to: at("4 00:00"), now: at("3 15:30"), timeZone: utc)
        #expect(report.scheduled == 3)
        #expect(report.missedCount == 1)
        #expect(report.open == 2)
        #expect(report.completionRate == 0)
    }
}
