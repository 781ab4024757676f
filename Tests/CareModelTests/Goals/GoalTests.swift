import Foundation
import Testing
@testable import CareModel

/// Seed 000 Req 16: goals with a target and a period, one-off or repeating, checked off or
/// met by measurement.
@Suite struct GoalTests {
    /// Monday 2 February 2026.
    static let monday = CalendarDay(year: 2026, month: 2, day: 2)

    static func goal(_ repeats: Frequency, start: CalendarDay = monday, method: GoalMethod = .measured) throws -> Goal {
        try Goal(name: "step goal", kind: .steps, target: GoalTarget(amount: 8000, unit: .steps), repeats: repeats,
                 start: start, method: method)
    }

    static func day(_ text: String) -> CalendarDay { CalendarDay(iso8601: text)! }

    /// Periods follow the calendar from the day the goal was set; weeks run Monday to Sunday.
    @Test("Seed 000 Req 16: the period that contains a day", arguments: [
        (Frequency.daily, "2026-02-05", "2026-02-05", "2026-02-05"),
        (.weekly, "2026-02-05", "2026-02-02", "2026-02-08"),
        (.weekly, "2026-02-09", "2026-02-09", "2026-02-15"),
        (.monthly, "2026-02-20", "2026-02-02", "2026-02-28"),
        (.monthly, "2026-12-31", "2026-12-01", "2026-12-31"),
        (.yearly, "2027-06-01", "2027-01-01", "2027-12-31"),
        (.once, "2026-02-02", "2026-02-02", "2026-02-02"),
    ])
    func periodContainingADay(repeats: Frequency, day: String, first: String, last: String) throws {
        let period = try #require(try Self.goal(repeats).period(containing: Self.day(day)))
        #expect(period == Self.day(first)...Self.day(last))
    }

    /// A goal set on a Wednesday has a first week from Wednesday to Sunday.
    @Test("Seed 000 Req 16: the first period starts on the day the goal was set")
    func firstPeriodStartsWhenSet() throws {
        let goal = try Self.goal(.weekly, start: Self.day("2026-02-04"))
        #expect(goal.period(containing: Self.day("2026-02-06")) == Self.day("2026-02-04")...Self.day("2026-02-08"))
        #expect(goal.period(containing: Self.day("2026-02-03")) == nil)
    }

    @Test("Seed 000 Req 16: a one-off goal has no period after its day")
    func oneOffGoalHasOnePeriod() throws {
        #expect(try Self.goal(.once).period(containing: Self.day("2026-02-03")) == nil)
    }

    @Test("Seed 000 Req 16: a measured goal is met when the amount reaches the target", arguments: [
        (7999.0 as Double?, false), (8000, true), (12000, true), (nil, false),
    ])
    func measuredGoalIsMetAtTheTarget(amount: Double?, met: Bool) throws {
        let goal = try Self.goal(.daily)
        #expect(goal.isMet(amount: amount, checkedOff: false) == met)
        // Checking off does not make a measured goal met: the measurement decides.
        #expect(goal.isMet(amount: amount, checkedOff: true) == met)
    }

    @Test("Seed 000 Req 16: a goal checked off by hand is met when checked off, whatever the amount")
    func checkedOffGoalIsMetWhenCheckedOff() throws {
        let goal = try Self.goal(.daily, method: .checkedOff)
        #expect(goal.isMet(amount: nil, checkedOff: true))
        #expect(!goal.isMet(amount: 9000, checkedOff: false))
    }

    @Test("Seed 000 Req 16: a target of 0 or less is refused", arguments: [0.0, -5, .nan, .infinity])
    func targetMustBeAboveZero(amount: Double) {
        #expect(throws: GoalError.self) { try GoalTarget(amount: amount, unit: .steps) }
    }

    @Test("Seed 000 Req 16: a target in a unit the kind is not counted in is refused")
    func unitMustFitTheKind() throws {
        let error = #expect(throws: GoalError.self) {
            try Goal(name: "water", kind: .water, target: GoalTarget(amount: 8000, unit: .steps), repeats: .daily,
                     start: Self.monday, method: .measured)
        }
        #expect(error == .unitNotForKind(kind: "water", unit: "steps", expected: ["glasses", "ml"]))
        #expect(throws: Never.self) {
            try Goal(name: "physiotherapy", kind: .custom("physiotherapy"), target: GoalTarget(amount: 3, unit: .times),
                     repeats: .weekly, start: Self.monday, method: .checkedOff)
        }
    }

    @Test("Seed 000 Req 16: an outcome applies the rule, and only for a day that starts a period")
    func outcomeAppliesTheRule() throws {
        let goal = try Self.goal(.weekly)
        let at = Date(timeIntervalSince1970: 1_770_000_000)
        let outcome = try goal.outcome(periodStart: Self.day("2026-02-09"), amount: 60_000, checkedOff: false, at: at)
        #expect(outcome.met && outcome.how == .measured && outcome.amount == 60_000)
        #expect(try !goal.outcome(periodStart: Self.monday, amount: 5_000, checkedOff: true, at: at).met)
        #expect(throws: GoalError.notAPeriodStart(goal: "step goal", day: Self.day("2026-02-10"))) {
            try goal.outcome(periodStart: Self.day("2026-02-10"), amount: 1, checkedOff: false, at: at)
        }
    }
}
