import CareModel
import Testing

/// Expected bands come from the instruments' publications, cited on ``Questionnaire``:
/// PHQ-9 Kroenke, Spitzer & Williams 2001 (J Gen Intern Med 16:606, severity cut-points 5,
/// 10, 15, 20); PHQ-2 Kroenke, Spitzer & Williams 2003 (Med Care 41:1284, cut-point 3);
/// GAD-7 Spitzer et al. 2006 (Arch Intern Med 166:1092, cut-points 5, 10, 15); WHO-5 manual
/// (Psychiatric Research Unit, 1998: raw × 4, below 13 raw indicates poor well-being) and
/// Topp et al. 2015 (Psychother Psychosom 84:167: ≤50 screening, ≤28 likely depression).
@Suite struct QuestionnaireTests {
    @Test(arguments: [
        (0, QuestionnaireBand.minimal), (4, .minimal), (5, .mild), (9, .mild), (10, .moderate), (14, .moderate),
        (15, .moderatelySevere), (19, .moderatelySevere), (20, .severe), (27, .severe),
    ])
    func phq9Bands(total: Int, band: QuestionnaireBand) {
        #expect(Questionnaire.phq9.band(forTotal: total) == band)
    }

    @Test(arguments: [
        (0, QuestionnaireBand.minimal), (4, .minimal), (5, .mild), (9, .mild), (10, .moderate), (14, .moderate),
        (15, .severe), (21, .severe),
    ])
    func gad7Bands(total: Int, band: QuestionnaireBand) {
        #expect(Questionnaire.gad7.band(forTotal: total) == band)
    }

    @Test(arguments: [(0, QuestionnaireBand.negativeScreen), (2, .negativeScreen), (3, .positiveScreen), (6, .positiveScreen)])
    func phq2Cutoff(total: Int, band: QuestionnaireBand) {
        #expect(Questionnaire.phq2.band(forTotal: total) == band)
    }

    @Test(arguments: [
        (0, QuestionnaireBand.likelyDepression), (7, .likelyDepression), (8, .poorWellbeing),
        (12, .poorWellbeing), (13, .adequateWellbeing), (25, .adequateWellbeing),
    ])
    func who5Bands(raw: Int, band: QuestionnaireBand) {
        // raw 7 → 28 %, raw 12 → 48 %, raw 13 → 52 %.
        #expect(Questionnaire.who5.band(forTotal: raw) == band)
    }

    @Test func phq9TotalIsTheSumOfItems() throws {
        // 1+2+1+2+3+0+1+2+0 = 12, moderate.
        let score = try QuestionnaireScore(QuestionnaireResponse(.phq9, answers: [1, 2, 1, 2, 3, 0, 1, 2, 0]))
        #expect(score.total == 12)
        #expect(score.band == .moderate)
        #expect(!score.selfHarmItemPositive)
    }

    @Test func item9IsFlaggedOnItsOwnEvenWithAMinimalTotal() throws {
        // Total 1 (minimal), but item 9 answered "several days".
        let score = try QuestionnaireScore(QuestionnaireResponse(.phq9, answers: [0, 0, 0, 0, 0, 0, 0, 0, 1]))
        #expect(score.band == .minimal)
        #expect(score.selfHarmItemPositive)
    }

    @Test func item9IsFlaggedEvenWhenOtherItemsAreMissing() throws {
        let score = try QuestionnaireScore(QuestionnaireResponse(.phq9, answers: [nil, nil, nil, nil, nil, nil, nil, nil, 2]))
        #expect(score.total == nil)
        #expect(score.selfHarmItemPositive)
    }

    @Test func incompleteResponseHasNoTotalByDefault() throws {
        let score = try QuestionnaireScore(QuestionnaireResponse(.gad7, answers: [1, 1, nil, 1, 1, 1, 1]))
        #expect(score.total == nil)
        #expect(score.band == nil)
        #expect(score.answeredItems == 6)
    }

    @Test func prorationReplacesMissingItemsByTheMeanOfTheAnswered() throws {
        // GAD-7 with items 3 and 7 skipped: answered 2+1+3+2+2 = 10 over 5 items;
        // 10 × 7 / 5 = 14.0 → 14, moderate.
        let response = try QuestionnaireResponse(.gad7, answers: [2, 1, nil, 3, 2, 2, nil])
        let score = try QuestionnaireScore(response, policy: .prorate(maxMissing: 2))
        #expect(score.total == 14)
        #expect(score.isProrated)
        #expect(score.band == .moderate)
    }

    @Test func prorationRoundsHalfUp() throws {
        // PHQ-9 with one item skipped: 8 answered items summing to 9 → 9 × 9 / 8 = 10.125 → 10;
        // summing to 5 → 45 / 8 = 5.625 → 6; summing to 4 → 36 / 8 = 4.5 → 5 (half up).
        func total(_ answers: [Int?]) throws -> Int? {
            try QuestionnaireScore(QuestionnaireResponse(.phq9, answers: answers), policy: .prorate(maxMissing: 1)).total
        }
        #expect(try total([2, 1, 1, 1, 1, 1, 1, 1, nil]) == 10)
        #expect(try total([1, 1, 1, 1, 1, 0, 0, 0, nil]) == 6)
        #expect(try total([1, 1, 1, 1, 0, 0, 0, 0, nil]) == 5)
    }

    @Test func tooManyMissingItemsLeaveNoTotalEvenWhenProrating() throws {
        let response = try QuestionnaireResponse(.phq9, answers: [1, 1, 1, nil, nil, nil, 1, 1, 1])
        #expect(try QuestionnaireScore(response, policy: .prorate(maxMissing: 2)).total == nil)
    }

    @Test func phq2IsTheFirstTwoPHQ9Items() throws {
        let phq9 = try QuestionnaireResponse(.phq9, answers: [2, 1, 0, 0, 0, 0, 0, 0, 0])
        let score = try QuestionnaireScore(try phq9.phq2())
        #expect(score.total == 3)
        #expect(score.band == .positiveScreen)
    }

    @Test func who5PercentageIsRawTimesFour() throws {
        let score = try QuestionnaireScore(QuestionnaireResponse(.who5, answers: [3, 2, 2, 3, 2]))
        #expect(score.total == 12)
        #expect(score.percentage == 48)
        #expect(score.band == .poorWellbeing)
    }

    @Test func who5ChangeOfTenPointsIsSignificant() throws {
        // WHO-5 manual: a 10 % difference indicates a significant change. 48 % → 56 % is 8.
        let before = try QuestionnaireScore(QuestionnaireResponse(.who5, answers: [3, 2, 2, 3, 2]))
        let slightly = try QuestionnaireScore(QuestionnaireResponse(.who5, answers: [3, 3, 3, 3, 2]))
        let clearly = try QuestionnaireScore(QuestionnaireResponse(.who5, answers: [3, 3, 3, 3, 3]))
        #expect(QuestionnaireScore.isSignificantWHO5Change(from: before, to: slightly) == false)
        #expect(QuestionnaireScore.isSignificantWHO5Change(from: before, to: clearly) == true)
    }

    @Test func answersAreCheckedAgainstTheScale() {
        #expect(throws: QuestionnaireError.answerOutOfRange(questionnaire: .phq9, item: 2, value: 4)) {
            try QuestionnaireResponse(.phq9, answers: [0, 4, 0, 0, 0, 0, 0, 0, 0])
        }
        #expect(throws: QuestionnaireError.wrongItemCount(questionnaire: .gad7, expected: 7, found: 9)) {
            try QuestionnaireResponse(.gad7, answers: Array(repeating: 0, count: 9))
        }
        #expect(throws: QuestionnaireError.answerOutOfRange(questionnaire: .who5, item: 1, value: -1)) {
            try QuestionnaireResponse(.who5, answers: [-1, 0, 0, 0, 0])
        }
    }

    @Test func prorationLimitMustLeaveAnAnswer() throws {
        let response = try QuestionnaireResponse(.phq2, answers: [nil, nil])
        #expect(throws: QuestionnaireError.invalidMissingLimit(2)) {
            try QuestionnaireScore(response, policy: .prorate(maxMissing: 2))
        }
    }

    /// The bands as ranges of totals, read off ``Questionnaire/band(forTotal:)``: the
    /// published cut-offs (Kroenke 2001, Kroenke 2003, Spitzer 2006, Topp 2015).
    @Test(arguments: [
        (Questionnaire.phq9, ["minimal 0-4", "mild 5-9", "moderate 10-14", "moderately severe 15-19", "severe 20-27"]),
        (.phq2, ["negative screen 0-2", "positive screen 3-6"]),
        (.gad7, ["minimal 0-4", "mild 5-9", "moderate 10-14", "severe 15-21"]),
        (.who5, ["likely depression 0-28 %", "poor wellbeing 32-48 %", "adequate wellbeing 52-100 %"]),
    ])
    func bandsCoverEveryTotalInPublishedRanges(questionnaire: Questionnaire, expected: [String]) {
        #expect(questionnaire.bands.map { "\($0.band.name) \(questionnaire.describe(totals: $0.totals))" } == expected)
    }
}
