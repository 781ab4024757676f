import Testing
@testable import CareScenario

/// Seed 003 stories 23 and 24: the `games` section of a scenario, read and checked at its
/// place.
@Suite struct GamesScenarioTests {
    /// `ScenarioLoaderTests.valid` (25 lines, one segment `everyone`) with games played on
    /// line 26.
    static let activities = "activities: {learning_game: 0.3}"
    /// The games, on line 27.
    static let games = "games: {names: [memory match, word quiz], mean_score: {everyone: 55}, practice_per_10_games: 2}"

    func error(_ lines: String...) -> ScenarioError? {
        do {
            _ = try ScenarioLoader.parse(([ScenarioLoaderTests.valid] + lines).joined(separator: "\n"), file: "s.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test("Seed 003 story 23: the games are read, sd defaulting to 12; one mean for every segment; without them there are none")
    func theGamesAreRead() throws {
        let scenario = try ScenarioLoader.parse([ScenarioLoaderTests.valid, Self.activities, Self.games].joined(separator: "\n"),
                                                file: "s.yaml")
        #expect(scenario.games == GamesModel(games: ["memory match", "word quiz"], meanScore: ["everyone": 55],
                                             practicePer10Games: 2, sd: 12))
        let single = Self.games.replacingOccurrences(of: "{everyone: 55}", with: "40")
        #expect(try ScenarioLoader.parse([ScenarioLoaderTests.valid, Self.activities, single].joined(separator: "\n"),
                                         file: "s.yaml").games?.meanScore == ["everyone": 40])
        #expect(try ScenarioLoader.parse(ScenarioLoaderTests.valid + "\n" + Self.activities, file: "s.yaml").games == nil)
    }

    @Test("Seed 003 story 23: a mean score for an unknown segment is refused at its place with a suggestion")
    func anUnknownSegmentIsRefusedWithASuggestion() throws {
        let bad = Self.games.replacingOccurrences(of: "everyone: 55", with: "everyon: 55")
        let error = try #require(self.error(Self.activities, bad))
        #expect(error.problem == .unknownName(key: "games.mean_score", name: "everyon", suggestion: "everyone"), "\(error)")
        #expect(error.description.hasPrefix("s.yaml:27:"), "\(error)")
    }

    @Test("Seed 003 story 23: a mean score above 100 is refused at its line and column, naming the field and the range")
    func aMeanAboveOneHundredIsRefused() throws {
        let bad = Self.games.replacingOccurrences(of: "everyone: 55", with: "everyone: 155")
        let error = try #require(self.error(Self.activities, bad))
        #expect(error.description.hasPrefix("s.yaml:27:"), "\(error)")
        #expect(error.description.contains("games.mean_score.everyone") && error.description.contains("155"), "\(error)")
    }

    @Test("Seed 003 story 23: games without learning games played are refused at their place, with an example")
    func gamesNeedLearningGamesPlayed() throws {
        let error = try #require(self.error(Self.games))
        #expect(error.description.hasPrefix("s.yaml:26:"), "\(error)")
        #expect(error.description.contains("activities.learning_game"), "\(error)")
    }

    @Test("Seed 003 story 23: a game named twice is refused at the second name")
    func aGameNamedTwiceIsRefused() throws {
        let bad = Self.games.replacingOccurrences(of: "word quiz", with: "memory match")
        let error = try #require(self.error(Self.activities, bad))
        #expect(error.problem == .duplicateName(key: "games.names[1]", name: "memory match"), "\(error)")
        #expect(error.description.hasPrefix("s.yaml:27:"), "\(error)")
    }
}
