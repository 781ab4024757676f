/// Learning-game scores (seed 003, stories 23 and 24): which games there are, and the
/// planted score of a game played. A game is played on a day the person uses the app with
/// the chance `activities.learning_game`, as before; this model names the game (each equally
/// likely) and draws its score: the segment's mean at the first game, plus
/// ``practicePer10Games`` points per ten games played before, plus normal noise of
/// ``sd``, rounded and clamped to 0-100. The reward and its score bonus use the same score.
public struct GamesModel: Hashable, Sendable {
    /// The games' names, in the scenario's order.
    public var games: [String]
    /// The mean score of a first game, by segment name; every segment has one.
    public var meanScore: [String: Double]
    /// Points a score rises per ten games played before it (the practice effect).
    public var practicePer10Games: Double
    /// The standard deviation of a score around its mean.
    public var sd: Double

    /// Creates the model.
    public init(games: [String], meanScore: [String: Double], practicePer10Games: Double = 0, sd: Double = 12) {
        self.games = games
        self.meanScore = meanScore
        self.practicePer10Games = practicePer10Games
        self.sd = sd
    }
}
