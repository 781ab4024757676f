import CareAnalytics
import CareModel
import Foundation
import Testing

/// ``QuestionnaireAnalysis`` on four people written by hand (seed 004, DR8.FR10 "survey
/// results"), worked out by hand below. PHQ-9 totals by day (— a response with a skipped
/// item, no total; * item 9 flagged):
///
/// | person | arm | day 0 | day 14 | day 28 | first band | last band | last − first |
/// |---|---|---|---|---|---|---|---|
/// | 0 | a | 12* | 6 | 3 | moderate | minimal | −9 |
/// | 1 | a | 22 | 16 | | severe | moderately severe | −6 |
/// | 2 | b | 4 | | | minimal | minimal | (one response) |
/// | 3 | b | — | 9 | 11* | mild | moderate | +2 |
///
/// People 4, responses 9, scored 8 with totals summing to 83: mean 10.375. First bands:
/// minimal, mild, moderate and severe 1 each of 4; last: minimal 2, moderate 1,
/// moderately severe 1. Change from enrolment over people 0, 1 and 3: −13 / 3. Item 9
/// flagged in 2 of 9 responses, by 2 people. Arm a: change (−9 − 6) / 2 = −7.5; arm b has
/// one change, too few for a mean. Person 0 also answered one GAD-7, total 15 (severe).
@Suite struct QuestionnaireAnalysisTests {
    static func answer(_ questionnaire: Questionnaire = .phq9, day: Int, _ total: Int?, flagged: Bool = false) -> QuestionnaireAnswer {
        QuestionnaireAnswer(at: HandBuiltRun.at(day, hour: 10), score: QuestionnaireScore(
            questionnaire: questionnaire, total: total,
            answeredItems: total == nil ? questionnaire.itemCount - 2 : questionnaire.itemCount,
            selfHarmItemPositive: flagged))
    }

    static func run() throws -> QuestionnaireReport {
        var people = [
            HandBuiltRun.person(0, arm: "a", loginDays: [0, 14, 28]), HandBuiltRun.person(1, arm: "a", loginDays: [0, 14]),
            HandBuiltRun.person(2, arm: "b", loginDays: [0]), HandBuiltRun.person(3, arm: "b", loginDays: [0, 14, 28]),
        ]
        people[0].questionnaires = [answer(day: 0, 12, flagged: true), answer(.gad7, day: 0, 15), answer(day: 14, 6),
                                    answer(day: 28, 3)]
        people[1].questionnaires = [answer(day: 0, 22), answer(day: 14, 16)]
        people[2].questionnaires = [answer(day: 0, 4)]
        people[3].questionnaires = [answer(day: 0, nil), answer(day: 14, 9), answer(day: 28, 11, flagged: true)]
        return try QuestionnaireAnalysis().run(on: try HandBuiltRun(days: 30, people: people).database)
    }

    static func counts(_ summary: QuestionnaireReport.Summary) -> [String: (first: Int, last: Int)] {
        Dictionary(uniqueKeysWithValues: summary.bands.map { ($0.band.name, ($0.first, $0.last)) })
    }

    @Test func peopleResponsesAndTheMeanTotalOverScoredResponses() throws {
        let report = try Self.run()
        #expect(report.summaries.map { "\($0.questionnaire.rawValue) \($0.group)" } == ["PHQ-9 all", "PHQ-9 a", "PHQ-9 b", "GAD-7 all", "GAD-7 a"])
        let phq9 = report.summaries[0]
        #expect(phq9.people == 4 && phq9.responses == 9 && phq9.scoredResponses == 8 && phq9.scoredPeople == 4)
        #expect(abs(try #require(phq9.meanTotal).estimate - 10.375) < 1e-12)
    }

    @Test func bandSharesAtTheFirstAndTheLastScoredResponse() throws {
        let phq9 = try Self.run().summaries[0]
        #expect(phq9.bands.map(\.band) == [.minimal, .mild, .moderate, .moderatelySevere, .severe])
        let counts = Self.counts(phq9)
        #expect(counts["minimal"]! == (1, 2) && counts["mild"]! == (1, 0) && counts["moderate"]! == (1, 1))
        #expect(counts["moderately severe"]! == (0, 1) && counts["severe"]! == (1, 0))
        #expect(abs(try #require(phq9.share(2)).estimate - 0.5) < 1e-12)
        let gad7 = try Self.run().summaries[3]
        #expect(Self.counts(gad7)["severe"]! == (1, 1) && gad7.change == nil && gad7.changePeople == 0)
    }

    @Test func changeFromEnrolmentOverPeopleWithTwoOrMoreScoredResponses() throws {
        let report = try Self.run()
        let all = report.summaries[0], a = report.summaries[1], b = report.summaries[2]
        #expect(all.changePeople == 3)
        #expect(abs(try #require(all.change).estimate - -13.0 / 3) < 1e-12)
        #expect(a.changePeople == 2)
        #expect(abs(try #require(a.change).estimate - -7.5) < 1e-12)
        #expect(b.changePeople == 1 && b.change == nil)
    }

    @Test func theShareOfPHQ9ResponsesWithItem9Flagged() throws {
        let report = try Self.run()
        let phq9 = report.summaries[0]
        #expect(phq9.flaggedResponses == 2 && phq9.flaggedPeople == 2)
        #expect(abs(try #require(phq9.flaggedShare).estimate - 2.0 / 9) < 1e-12)
        #expect(report.summaries[3].flaggedShare == nil)
    }

    @Test func aRunWithoutQuestionnairesHasAnEmptyReport() throws {
        let run = try HandBuiltRun(days: 7, people: [HandBuiltRun.person(0, loginDays: [0, 1])])
        #expect(try QuestionnaireAnalysis().run(on: run.database).isEmpty)
    }
}
