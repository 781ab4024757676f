import Foundation

/// The message reminding a person of the helplines and resources available to them, shown
/// after they choose a negative mood in the mood survey (seed 004, DR5.FR7.1), and whether
/// they called a line from it.
///
/// Only the mood, the instants and the call are kept: which line was called stays with the
/// person (``HelplineDirectory`` holds the lines).
public struct HelplinePrompt: Hashable, Codable, Sendable {
    /// The negative mood that brought the message.
    public var mood: Mood
    /// When the message was shown.
    public var shownAt: Date
    /// When a helpline was called from it; nil when none was.
    public var calledAt: Date?

    /// A message shown at `shownAt` after `mood`; the mood must be negative and a call
    /// cannot come before the message.
    public init(mood: Mood, shownAt: Date, calledAt: Date? = nil) throws(HelplinePromptError) {
        guard mood.group == .negative else { throw .notNegative(mood) }
        if let calledAt, calledAt < shownAt { throw .calledBeforeShown }
        self.mood = mood
        self.shownAt = shownAt
        self.calledAt = calledAt
    }

    /// Whether a helpline was called from the message.
    public var called: Bool { calledAt != nil }
}

/// Why a helpline message cannot be as given.
public enum HelplinePromptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Seed 004 DR5.FR7.1 shows helplines after a negative mood only.
    case notNegative(Mood)
    /// The call is dated before the message that offered it.
    case calledBeforeShown

    public var description: String {
        switch self {
        case .notNegative(let mood):
            "'\(mood.rawValue)' is not a negative mood: helplines follow sad, angry, sick or overwhelmed (seed 004, DR5.FR7.1)"
        case .calledBeforeShown: "the call is dated before the helplines message"
        }
    }
}

/// What a scenario plants about the helplines message (seed 004, DR5.FR7.1): the chance that
/// a person calls a helpline from it, by the negative mood that brought it. The scenario's
/// model and the ground truth are this one value (`truth.json`, `helplines`).
public struct HelplineCalls: Hashable, Codable, Sendable {
    /// The chance of a call after sad, angry, sick and overwhelmed.
    public var sad: Double
    public var angry: Double
    public var sick: Double
    public var overwhelmed: Double

    /// The chances from their parts.
    public init(sad: Double, angry: Double, sick: Double, overwhelmed: Double) {
        self.sad = sad
        self.angry = angry
        self.sick = sick
        self.overwhelmed = overwhelmed
    }

    /// The chance of a call after `mood`; 0 after a mood that shows no helplines.
    public func callChance(after mood: Mood) -> Double {
        switch mood {
        case .sad: sad
        case .angry: angry
        case .sick: sick
        case .overwhelmed: overwhelmed
        case .excited, .happy, .love, .indifferent: 0
        }
    }
}
