extension GroundTruth {
    /// What a run planted about learning-game scores (seed 003, stories 23 and 24): a mean
    /// score per segment at a person's first game and a practice effect, points gained per
    /// ten games played before.
    public struct GameTruth: Codable, Hashable, Sendable {
        /// The games, as named in the scenario.
        public var games: [String]
        /// The mean score of a first game, by segment name.
        public var meanScore: [String: Double]
        /// The mean score of a first game over the people of the run: ``meanScore`` weighted
        /// by each segment's realised people; what the mean of the people's first scores
        /// estimates (segments are not stored, so this is what the data can recover).
        public var meanFirstScore: Double
        /// Points a score rises per ten games played before it (`practice_per_ten_games` in
        /// truth.json, the scenario's `practice_per_10_games`): what the within-person slope
        /// of score on games played so far estimates (× 10).
        public var practicePerTenGames: Double
        /// The standard deviation of a score around its mean (before rounding and clamping
        /// to 0-100).
        public var sd: Double

        /// The planted games from their parts.
        public init(games: [String], meanScore: [String: Double], meanFirstScore: Double, practicePerTenGames: Double,
                    sd: Double) {
            self.games = games
            self.meanScore = meanScore
            self.meanFirstScore = meanFirstScore
            self.practicePerTenGames = practicePerTenGames
            self.sd = sd
        }
    }
}
