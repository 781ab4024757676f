import Foundation

/// A learning game played (seed 003, stories 23 and 24): which game, when, the score from 0
/// to 100, and whether the score was sent to the patient's caregiver (story 23: it is when
/// the caregiver has opted in to be told of the patient's progress, ``CaregiverOptIn``).
///
/// The game's reward and its score bonus stay in the reward ledger (``RewardEvent/gameScore``
/// carries the same score); this value is the score itself, what the caregiver is sent.
public struct GamePlay: Hashable, Sendable {
    /// The game's name, e.g. `memory match`.
    public let game: String
    /// When the game was finished.
    public let playedAt: Date
    /// The score, 0 to 100.
    public let score: Int
    /// Whether the score was sent to the caregiver.
    public let sentToCaregiver: Bool

    /// The scores a game can give.
    public static let scores = 0...100

    /// A game played; the name must not be empty and the score must be in ``scores``.
    public init(game: String, playedAt: Date, score: Int, sentToCaregiver: Bool) throws(TaskError) {
        guard !game.isEmpty else { throw .empty(field: "game") }
        guard Self.scores.contains(score) else { throw .invalidGameScore(field: "score", value: score) }
        self.game = game
        self.playedAt = playedAt
        self.score = score
        self.sentToCaregiver = sentToCaregiver
    }
}

extension CaregiverOptIn {
    /// Whether a score played at `instant` is sent to the caregiver (seed 003, story 23): the
    /// caregiver has opted in to be told of the patient's misses or completions by then; the
    /// app has no separate switch for scores, so either choice counts as following progress.
    public func sendsScores(at instant: Date) -> Bool {
        (misses || completions) && instant >= since
    }
}

extension GamePlay {
    /// The same game with whether its score was sent to the caregiver set to `sent`.
    public func sent(_ sent: Bool) -> GamePlay {
        // The name and score were checked when this game was made.
        try! GamePlay(game: game, playedAt: playedAt, score: score, sentToCaregiver: sent)
    }
}
