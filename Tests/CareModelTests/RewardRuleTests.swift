import CareModel
import Foundation
import Testing

@Suite struct RewardRuleTests {
    private let now = instant("2026-03-10T12:00:00Z")

    @Test(arguments: [
        (RewardActivity.dailyLogIn, 10), (.survey, 50), (.video, 20), (.learningModule, 50), (.learningGame, 20),
    ])
    func version1PointsPerActivity(activity: RewardActivity, points: Int) {
        let event = RewardEvent(id: "e", activity: activity, instant: now)
        #expect(RewardRule.version1.points(for: event) == points)
    }

    @Test(arguments: [(0, 20), (9, 20), (10, 21), (87, 28), (100, 30)])
    func learningGameEarnsOnePointPerTenScorePoints(score: Int, points: Int) {
        // Seed 003 story 24: base 20 plus floor(score / 10) × 1, e.g. 87 → 20 + 8 = 28.
        let event = RewardEvent(id: "g", activity: .learningGame, instant: now, gameScore: score)
        #expect(RewardRule.version1.points(for: event) == points)
    }

    @Test func scoreBonusAppliesToLearningGamesOnly() {
        let event = RewardEvent(id: "s", activity: .survey, instant: now, gameScore: 90)
        #expect(RewardRule.version1.points(for: event) == 50)
    }

    @Test func activityMissingFromTheRuleEarnsNothing() {
        let rule = RewardRule(version: 2, points: [.survey: 5])
        #expect(rule.points(for: RewardEvent(id: "v", activity: .video, instant: now)) == 0)
    }

    @Test func version1IsValid() throws {
        try RewardRule.version1.validate()
    }

    @Test(arguments: [
        (RewardRule(version: 0, points: [:]), RewardRuleError.invalidVersion(0)),
        (RewardRule(version: 1, points: [.video: -5]), .negativePoints(activity: .video, value: -5)),
        (RewardRule(version: 1, points: [:], learningGameScoreBonus: ScoreBonus(every: 0, points: 1)), .invalidScoreStep(0)),
        (RewardRule(version: 1, points: [:], learningGameScoreBonus: ScoreBonus(every: 10, points: -1)), .negativeBonus(-1)),
    ])
    func invalidRulesAreRejected(rule: RewardRule, expected: RewardRuleError) {
        #expect(throws: expected) { try rule.validate() }
    }

    @Test func errorNamesTheFieldAndValue() {
        #expect(RewardRuleError.negativePoints(activity: .learningModule, value: -3).description
            == "points.learning_module is -3, expected 0 or more")
    }

    @Test func ruleRoundTripsThroughJSONWithActivityNamesAsKeys() throws {
        let data = try JSONEncoder().encode(RewardRule.version1)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"daily_log_in\":10"))
        #expect(try JSONDecoder().decode(RewardRule.self, from: data) == .version1)
    }
}
