/// Why a ``RewardRule`` is not usable.
public enum RewardRuleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The version is below 1.
    case invalidVersion(Int)
    /// An activity earns negative points.
    case negativePoints(activity: RewardActivity, value: Int)
    /// The learning-game score step is not positive.
    case invalidScoreStep(Int)
    /// The learning-game bonus is negative.
    case negativeBonus(Int)

    public var description: String {
        switch self {
        case .invalidVersion(let value):
            "version is \(value), expected a whole number of at least 1"
        case .negativePoints(let activity, let value):
            "points.\(activity.rawValue) is \(value), expected 0 or more"
        case .invalidScoreStep(let value):
            "learning_game_score_bonus.every is \(value), expected 1 or more"
        case .negativeBonus(let value):
            "learning_game_score_bonus.points is \(value), expected 0 or more"
        }
    }
}
