import CareModel
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 003, stories 5 and 17: how many tasks a person missed in a chosen time frame and
/// which, the congratulation when none, and the most-missed label; on hand-built people.
@Suite struct TaskTimeFrameTests {
    static let walk = try! RecurrenceRule(start: HandBuiltRun.start, times: [ClockTime(hour: 17, minute: 0)], frequency: .daily)
    static let pills = try! RecurrenceRule(start: HandBuiltRun.start, times: [ClockTime(hour: 8, minute: 0)], frequency: .daily)
    static let tasks: [(name: String, label: String, schedule: RecurrenceRule)] = [("walk", "Exercise", walk), ("pills", "Medication", pills)]

    /// Person 1 does the pills on days 0-3 and the walk on days 2-3 only; person 2 does
    /// everything. Days 0-1 (frame 1): person 1 missed 2 walks; days 2-3: nothing.
    static func run() throws -> HandBuiltRun {
        var first = HandBuiltRun.person(1, loginDays: [0, 1, 2, 3])
        first.taskOutcomes = (0..<4).map { Self.done("pills", day: $0, hour: 8) } + (2..<4).map { Self.done("walk", day: $0, hour: 17) }
        var second = HandBuiltRun.person(2, loginDays: [0, 1, 2, 3])
        second.taskOutcomes = (0..<4).flatMap { [Self.done("pills", day: $0, hour: 8), Self.done("walk", day: $0, hour: 17)] }
        return try HandBuiltRun(days: 4, people: [first, second], tasks: tasks)
    }

    static func done(_ task: String, day: Int, hour: Int) -> TaskOutcome {
        .done(TaskOccurrence(task: TaskID(task), scheduled: HandBuiltRun.at(day, hour: hour)),
              at: HandBuiltRun.at(day, hour: hour, minute: 15))
    }

    static func frame(_ first: Int, _ last: Int) -> ClosedRange<CalendarDay> {
        HandBuiltRun.start.adding(days: first)...HandBuiltRun.start.adding(days: last)
    }

    @Test func seed003Story5CountsOnlyTheFramesOccurrences() throws {
        let run = try Self.run()
        let early = try TaskAnalysis(frame: Self.frame(0, 1)).run(on: run.database)
        let person = try #require(early.people.first { $0.personID == 1 })
        #expect(person.scheduled == 4 && person.done == 2 && person.missed == 2 && person.open == 0)
        #expect(person.missedTasks == ["walk"])
        #expect(person.message == "2 tasks missed: walk")
        #expect(person.mostMissedLabel == "Exercise")
        #expect(early.period == StudyPeriod(first: HandBuiltRun.start, last: HandBuiltRun.start.adding(days: 1)))

        let late = try TaskAnalysis(frame: Self.frame(2, 3)).run(on: run.database)
        let congratulated = try #require(late.people.first { $0.personID == 1 })
        #expect(congratulated.missed == 0 && congratulated.missedTasks.isEmpty && congratulated.mostMissedLabel == nil)
        #expect(congratulated.message == "0 tasks missed. Congratulations!")
        #expect(late.peopleWithoutMisses == 2 && late.mostMissedLabel == nil)
    }

    /// Two frames that split the period add up, person by person, to the whole period.
    @Test func seed003Story5FramesSplittingThePeriodAddUp() throws {
        let run = try Self.run()
        let whole = try TaskAnalysis().run(on: run.database)
        let halves = try [Self.frame(0, 1), Self.frame(2, 3)].map { try TaskAnalysis(frame: $0).run(on: run.database) }
        for person in whole.people {
            let parts = halves.compactMap { $0.people.first { $0.personID == person.personID } }
            #expect(parts.map(\.scheduled).reduce(0, +) == person.scheduled)
            #expect(parts.map(\.missed).reduce(0, +) == person.missed)
            #expect(parts.map(\.done).reduce(0, +) == person.done)
        }
        #expect(whole.people.map(\.personID) == [1, 2])
    }

    /// A walk due 17:00 on day 1, done at 17:45 on day 1: inside the frame that ends on day 1
    /// it is judged at the end of the period, so it counts as done.
    @Test func occurrencesAreJudgedAtThePeriodsEnd() throws {
        var person = HandBuiltRun.person(1, loginDays: [0, 1, 2])
        person.taskOutcomes = [.done(TaskOccurrence(task: "walk", scheduled: HandBuiltRun.at(1, hour: 17)),
                                     at: HandBuiltRun.at(1, hour: 17, minute: 45))]
        let run = try HandBuiltRun(days: 3, people: [person], tasks: [("walk", "Exercise", Self.walk)])
        let report = try TaskAnalysis(frame: Self.frame(1, 1)).run(on: run.database)
        #expect(report.people.first?.done == 1 && report.people.first?.missed == 0)
    }

    @Test func aFrameOutsideTheStudyPeriodIsRefused() throws {
        let run = try Self.run()
        #expect {
            _ = try TaskAnalysis(frame: Self.frame(2, 9)).run(on: run.database)
        } throws: { error in
            guard case .frameOutsidePeriod(_, let frame, let period)? = error as? AnalysisError else { return false }
            return frame.last == HandBuiltRun.start.adding(days: 9) && period.last == HandBuiltRun.start.adding(days: 3)
        }
    }
}
