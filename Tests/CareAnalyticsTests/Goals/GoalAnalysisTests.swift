import CareModel
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 000 Req 16: goal attainment counted from goal outcomes written by hand.
@Suite struct GoalAnalysisTests {
    static func steps(_ id: Int, amounts: [Double]) throws -> [GoalOutcome] {
        let goal = try Goal(name: "step goal", kind: .steps, target: GoalTarget(amount: 8000, unit: .steps), repeats: .daily,
                            start: HandBuiltRun.start, method: .measured)
        return try amounts.enumerated().map { day, amount in
            try goal.outcome(periodStart: HandBuiltRun.start.adding(days: day), amount: amount, checkedOff: false,
                             at: HandBuiltRun.at(day, hour: 21))
        }
    }

    /// Three people over 7 days:
    /// - person 1 (control): the daily step goal, 9000, 7000, 8000 and 8500 steps (3 of 4 met);
    /// - person 2 (treatment): the daily step goal, 8200 and 100 steps (1 of 2 met), and a
    ///   weekly water goal checked off;
    /// - person 3 (treatment) sets no goal.
    static func run() throws -> HandBuiltRun {
        let water = try Goal(name: "water", kind: .water, target: GoalTarget(amount: 8, unit: .glasses), repeats: .weekly,
                             start: HandBuiltRun.start, method: .checkedOff)
        let one = PersonRecord(personID: 1, timeZone: HandBuiltRun.zone, arm: "control",
                               goalOutcomes: try steps(1, amounts: [9000, 7000, 8000, 8500]))
        let two = PersonRecord(personID: 2, timeZone: HandBuiltRun.zone, arm: "treatment",
                               goalOutcomes: try steps(2, amounts: [8200, 100])
                                   + [try water.outcome(periodStart: HandBuiltRun.start, amount: nil, checkedOff: true,
                                                        at: HandBuiltRun.at(6, hour: 20))])
        return try HandBuiltRun(days: 7, people: [one, two, HandBuiltRun.person(3, arm: "treatment", loginDays: [0])])
    }

    /// Counted by hand: steps daily, 6 periods of 2 people, 4 met (person shares 3/4 and
    /// 1/2, median 5/8), none checked off; control 3 of 4, treatment 1 of 2. Water weekly:
    /// 1 period of 1 person, met, checked off. Water comes first (the app's order of kinds).
    @Test("Seed 000 Req 16: attainment per goal kind and period, per person and by arm")
    func attainmentIsCountedFromTheStoredOutcomes() throws {
        let report = try GoalAnalysis().run(on: try Self.run().database)
        #expect(report.people == 3)
        #expect(report.groups.map { "\($0.kind) \($0.repeats)" } == ["water weekly", "steps daily"])
        let steps = report.groups[1], water = report.groups[0]
        #expect(steps.people == 2 && steps.periods == 6 && steps.met == 4 && steps.checkedOff == 0)
        #expect(steps.targets == ["8000 steps"])
        #expect(steps.attainment.map { abs($0.estimate - 4.0 / 6) < 1e-12 } == true)
        #expect(steps.personShares?.median == 0.625)
        #expect(steps.attainmentByPerson.map { abs($0.estimate - 4.0 / 6) < 1e-12 } == true)
        #expect(steps.arms.map { "\($0.arm) \($0.people) \($0.periods) \($0.met)" } == ["control 1 4 3", "treatment 1 2 1"])
        #expect(water.people == 1 && water.periods == 1 && water.met == 1 && water.checkedOff == 1)
        #expect(water.checkedOffShare?.estimate == 1)
    }

    @Test("Seed 000 Req 16: a run without goals has no groups")
    func runWithoutGoalsHasNone() throws {
        let run = try HandBuiltRun(days: 7, people: [HandBuiltRun.person(1, loginDays: [0, 1])])
        #expect(try GoalAnalysis().run(on: run.database).groups.isEmpty)
    }
}
