import CareModel
import CareScenario
import CareStats
import Foundation

/// The learning games one simulated person plays (``GamesModel``, seed 003, stories 23 and
/// 24): whether a game is played on a day stays the activity's draw; this names the game and
/// draws its score from the person's segment mean, the practice effect of the games played
/// before and normal noise, rounded and clamped to 0-100.
///
/// The draws come from a random stream of the person's own, derived from the run's seed and
/// the person's index, so a scenario with games, or without, leaves every other draw as it
/// was (the activity still makes its own score draw, which the games' score replaces).
final class GameSimulation {
    let model: GamesModel
    let random: RandomSource
    /// The mean score of the person's first game: their segment's.
    let mean: Double
    /// Games played so far.
    private(set) var played = 0

    /// The seed of the games' streams: the run's seed, moved so that the streams differ from
    /// every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0003_6A3E_0023 }

    init(model: GamesModel, scenario: Scenario, index: Int, segment: String) {
        self.model = model
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
        mean = model.meanScore[segment] ?? 50
    }

    /// The next game played at `instant`: its name and score, not yet sent to the caregiver
    /// (that follows from the caregiver's opt-in, drawn later).
    func play(at instant: Date) -> GamePlay {
        let game = model.games[random.integer(below: model.games.count)]
        let expected = mean + model.practicePer10Games * Double(played) / 10
        let score = min(100, max(0, Int(random.normal(mean: expected, sd: model.sd).rounded())))
        played += 1
        // A non-empty name and a score clamped to 0-100, so none throws.
        return try! GamePlay(game: game, playedAt: instant, score: score, sentToCaregiver: false)
    }
}
