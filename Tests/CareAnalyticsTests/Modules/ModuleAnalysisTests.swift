import CareModel
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 004 DR8 ("Scores on learning modules"): the modules' figures and the next PHQ-9
/// after a module, on data written by hand.
@Suite struct ModuleAnalysisTests {
    static func at(_ day: Int, _ hour: Int) -> Date { HandBuiltRun.at(day, hour: hour) }

    static func phq9(_ day: Int, _ total: Int) -> QuestionnaireAnswer {
        QuestionnaireAnswer(at: at(day, 9), score: QuestionnaireScore(questionnaire: .phq9, total: total, answeredItems: 9,
                                                                      selfHarmItemPositive: false))
    }

    static func attempt(_ day: Int, _ hour: Int, _ chosen: [Int]) -> ModuleAttempt {
        try! ModuleAttempt(module: "cravings", at: at(day, hour), chosen: chosen, correct: [0, 1, 2])
    }

    static func opened(_ days: [Int]) -> [AppUsageEvent] {
        days.map { AppUsageEvent(kind: .learningModule, timestamp: at($0, 11)) }
    }

    /// Over 35 days, the key of `cravings` [0, 1, 2]:
    /// - person 1 (cohort 2026-08) opens modules on days 5 and 28, completes both: [0, 1, 2]
    ///   on day 5 at 12:00 (3 of 3), [0, 0, 0] on day 28 at 20:00 (1 of 3, after that day's
    ///   PHQ-9); PHQ-9 totals 10, 8, 12 on days 0, 14, 28;
    /// - person 2 (cohort 2026-09) opens modules on days 10 and 20, completes the first,
    ///   [0, 1, 0] (2 of 3); PHQ-9 totals 9, 6, 9 on days 0, 14, 28;
    /// - person 3 answers one PHQ-9 (total 5) and opens nothing.
    static func run() throws -> HandBuiltRun {
        let one = PersonRecord(personID: 1, timeZone: HandBuiltRun.zone, usageEvents: opened([5, 28]),
                               questionnaires: [phq9(0, 10), phq9(14, 8), phq9(28, 12)], cohort: "2026-08",
                               moduleAttempts: [attempt(5, 12, [0, 1, 2]), attempt(28, 20, [0, 0, 0])])
        let two = PersonRecord(personID: 2, timeZone: HandBuiltRun.zone, usageEvents: opened([10, 20]),
                               questionnaires: [phq9(0, 9), phq9(14, 6), phq9(28, 9)], cohort: "2026-09",
                               moduleAttempts: [attempt(10, 12, [0, 1, 0])])
        let three = PersonRecord(personID: 3, timeZone: HandBuiltRun.zone, questionnaires: [phq9(0, 5)])
        return try HandBuiltRun(days: 35, people: [one, two, three])
    }

    /// Counted by hand: 4 opened by 2 people, 3 completed (0.75); scores 1, 1/3 and 2/3
    /// (mean 2/3), one passes 0.8; question 1 right 3 of 3, question 2 2 of 3, question 3 1
    /// of 3. The PHQ-9s after a module are person 1's day 14 and person 2's day 14
    /// (person 1's day-28 module came after that day's PHQ-9). Within persons, x = (0, 1, 0)
    /// centres to (−1/3, 2/3, −1/3); person 1's totals centre to (0, −2, 2), person 2's to
    /// (1, −2, 1): Σxy = −2 − 2, Σx² = 2/3 + 2/3, slope −4 / (4/3) = −3.
    @Test("Seed 004 DR8: module figures and the next PHQ-9 are counted from the stored data")
    func seed004DR8FiguresAreCountedFromTheStoredData() throws {
        let report = try ModuleAnalysis().run(on: try Self.run().database)
        #expect(report.people == 3 && report.opened == 4 && report.openers == 2 && report.attempts == 3)
        #expect(report.completionShare?.estimate == 0.75)
        #expect(report.summaries.map { "\($0.module) \($0.group)" } == ["cravings all", "cravings 2026-08", "cravings 2026-09"])
        let all = try #require(report.summaries.first)
        #expect(all.attempts == 3 && all.people == 2 && all.passed == 1)
        #expect(all.meanScore.map { abs($0.estimate - 2.0 / 3) < 1e-12 } == true)
        #expect(all.questions.map(\.successes) == [3, 2, 1] && all.questions.map(\.trials) == [3, 3, 3])
        #expect(report.summaries[1].attempts == 2 && report.summaries[1].questions.isEmpty)
        let change = try #require(report.phq9Change)
        #expect(abs(change.estimate - -3) < 1e-9, "\(change.estimate)")
        #expect(change.interval.lower < -3 && -3 < change.interval.upper)
        #expect(change.people == 2 && change.afterModule == 2 && change.responses == 7)
    }

    @Test("Seed 004 DR8: the pass mark decides which attempts pass")
    func seed004DR8ThePassMarkDecides() throws {
        let report = try ModuleAnalysis(scoring: ModuleScoring(passMark: 0.6)).run(on: try Self.run().database)
        #expect(report.summaries.first?.passed == 2)
    }

    /// Only modules with the planted effect count: with none of them taken, no PHQ-9
    /// follows a module and the change is undefined.
    @Test("Seed 004 DR8: only the effect's modules count for the PHQ-9 change")
    func seed004DR8OnlyTheEffectModulesCount() throws {
        let report = try ModuleAnalysis(effectModules: ["mindfulness"]).run(on: try Self.run().database)
        #expect(report.phq9Change == nil)
        #expect(report.attempts == 3)
    }

    @Test("Seed 004 DR8: a run without modules has none")
    func seed004DR8ARunWithoutModulesHasNone() throws {
        let run = try HandBuiltRun(days: 7, people: [HandBuiltRun.person(1, loginDays: [0, 1])])
        let report = try ModuleAnalysis().run(on: run.database)
        #expect(report.people == 1 && report.attempts == 0 && report.summaries.isEmpty && report.phq9Change == nil)
    }
}
