/// How many points each activity earns: a versioned, `Codable` rule so that a product team
/// can change the numbers and regression-test the change (STYLE.md, "rules as data").
///
/// The seed names the activities but no amounts (seed 004, DR6.FR8.0); ``version1`` holds
/// CareLab's defaults. Rule files are read outside the domain module
/// (`CareScenario.RewardRuleFile`, e.g. `Scenarios/rules/rewards-v1.yaml`).
public struct RewardRule: Hashable, Codable, Sendable {
    /// The rule's version; stored on every ledger entry earned under it.
    public var version: Int
    /// Points per completed activity. An activity the rule does not list earns 0.
    public var points: [RewardActivity: Int]
    /// Extra points for a learning-game score (seed 003, story 24); nil for none.
    public var learningGameScoreBonus: ScoreBonus?

    /// Creates a rule. Call ``validate()`` before using a rule that came from outside.
    public init(version: Int, points: [RewardActivity: Int], learningGameScoreBonus: ScoreBonus? = nil) {
        self.version = version
        self.points = points
        self.learningGameScoreBonus = learningGameScoreBonus
    }

    /// CareLab's default rule: 10 points for the daily log-in, 50 for a survey, 20 for a
    /// video, 50 for a learning module, 20 for a learning game plus 1 point for every 10
    /// points of game score.
    public static let version1 = RewardRule(
        version: 1,
        points: [.dailyLogIn: 10, .survey: 50, .video: 20, .learningModule: 50, .learningGame: 20],
        learningGameScoreBonus: ScoreBonus(every: 10, points: 1)
    )

    /// Checks that the version is at least 1 and no amount is negative.
    public func validate() throws(RewardRuleError) {
        guard version >= 1 else { throw .invalidVersion(version) }
        for activity in RewardActivity.allCases {
            if let value = points[activity], value < 0 {
                throw .negativePoints(activity: activity, value: value)
            }
        }
        if let bonus = learningGameScoreBonus {
            guard bonus.every > 0 else { throw .invalidScoreStep(bonus.every) }
            guard bonus.points >= 0 else { throw .negativeBonus(bonus.points) }
        }
    }

    /// The points `event` earns under this rule, before the ledger's once-per-day and
    /// duplicate checks.
    public func points(for event: RewardEvent) -> Int {
        let base = points[event.activity] ?? 0
        guard event.activity == .learningGame, let bonus = learningGameScoreBonus, let score = event.gameScore
        else { return base }
        return base + bonus.points(forScore: score)
    }
}

/// Extra points for a game score: `points` for every whole `every` points scored.
public struct ScoreBonus: Hashable, Codable, Sendable {
    /// The score step, at least 1.
    public var every: Int
    /// Points per completed step, at least 0.
    public var points: Int

    /// Creates a bonus.
    public init(every: Int, points: Int) {
        self.every = every
        self.points = points
    }

    /// The bonus for `score`; a negative score earns nothing.
    public func points(forScore score: Int) -> Int {
        guard score > 0, every > 0 else { return 0 }
        return (score / every) * points
    }
}
