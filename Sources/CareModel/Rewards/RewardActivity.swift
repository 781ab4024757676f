/// What a user does to earn reward points.
///
/// Seed 004, DR6.FR8.0: "Users can gain points by participating in the following: logging in
/// once a day, taking surveys, watching videos, taking learning modules". Seed 003, story 24:
/// "As a patient, I want to receive a reward when completing a learning game".
///
/// The raw values are the names used in rule files (`daily_log_in`, `learning_game`, ...).
public enum RewardActivity: String, CaseIterable, Codable, CodingKeyRepresentable, Sendable {
    /// Opening the app on a day; earns at most once per local calendar day.
    case dailyLogIn = "daily_log_in"
    /// Completing a survey.
    case survey
    /// Watching a learning-centre video.
    case video
    /// Completing a learning module.
    case learningModule = "learning_module"
    /// Completing a learning game; may earn a bonus for the score reached.
    case learningGame = "learning_game"

    /// Whether the activity earns at most once per local calendar day (seed 004, DR6.FR8.0:
    /// "logging in once a day").
    public var isOncePerDay: Bool { self == .dailyLogIn }
}
