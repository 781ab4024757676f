import Testing
@testable import CareScenario

/// Seed 004 DR3: the `forum` section of a scenario, read and checked at its place.
@Suite struct ForumScenarioTests {
    /// `ScenarioLoaderTests.valid` (25 lines) with the forum on line 26.
    static let forum = "forum: {anonymous_share: 0.4, replies_per_question: 1.2, answer_chance: 0.85, answer_hours: {gamma: [2, 6]}}"

    func error(_ forum: String) -> ScenarioError? {
        do {
            _ = try ScenarioLoader.parse(ScenarioLoaderTests.valid + "\n" + forum, file: "s.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test func seed004DR3TheForumIsRead() throws {
        let scenario = try ScenarioLoader.parse(ScenarioLoaderTests.valid + "\n" + Self.forum, file: "s.yaml")
        #expect(scenario.forum == ForumModel(anonymousShare: 0.4, repliesPerQuestion: 1.2, answerChance: 0.85,
                                             answerHours: .gamma(shape: 2, scale: 6)))
        #expect(try ScenarioLoader.parse(ScenarioLoaderTests.valid, file: "s.yaml").forum == nil)
    }

    /// A share outside 0-1 is refused at its line and column, naming the field and what
    /// was expected.
    @Test func seed004DR3AnAnonymousShareAboveOneIsRefusedAtItsPlace() throws {
        let error = try #require(self.error(Self.forum.replacingOccurrences(of: "anonymous_share: 0.4", with: "anonymous_share: 1.4")))
        #expect(error.description.hasPrefix("s.yaml:26:"), "\(error)")
        #expect(error.description.contains("forum.anonymous_share"), "\(error)")
        #expect(error.description.contains("1.4"), "\(error)")
    }

    @Test func seed004DR3AnUnknownKeyIsRefusedWithASuggestion() throws {
        let error = try #require(self.error(Self.forum.replacingOccurrences(of: "answer_chance", with: "answer_chanse")))
        #expect(error.problem == .unknownKey("answer_chanse", suggestion: "answer_chance"), "\(error)")
        #expect(error.description.hasPrefix("s.yaml:26:"), "\(error)")
    }

    /// Hours to the answer must be a gamma distribution: a negative number, or another
    /// distribution, is refused at its place.
    @Test(arguments: ["answer_hours: -3", "answer_hours: {normal: [12, 4]}"])
    func seed004DR3AnswerHoursOtherThanAGammaAreRefused(hours: String) throws {
        let error = try #require(self.error(Self.forum.replacingOccurrences(of: "answer_hours: {gamma: [2, 6]}", with: hours)))
        #expect(error.description.hasPrefix("s.yaml:26:"), "\(error)")
        #expect(error.description.contains("answer_hours"), "\(error)")
    }
}
