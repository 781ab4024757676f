/// The moods of the home-screen mood survey (seed 004, DR5.FR7.1), each shown as a face.
///
/// The seed groups them as positive (excited, happy, love), neutral (indifferent) and
/// negative (sad, angry, sick, overwhelmed/frustrated).
public enum Mood: String, CaseIterable, Codable, Sendable {
    /// 😄, positive.
    case excited
    /// 😊, positive.
    case happy
    /// 😍, positive.
    case love
    /// 😐, the neutral mood.
    case indifferent
    /// 😞, negative.
    case sad
    /// 😡, negative.
    case angry
    /// 🤒, negative.
    case sick
    /// The seed's "Overwhelmed/Frustrated".
    case overwhelmed

    /// The seed's group for the mood.
    public var group: MoodGroup {
        switch self {
        case .excited, .happy, .love: .positive
        case .indifferent: .neutral
        case .sad, .angry, .sick, .overwhelmed: .negative
        }
    }

    /// The face the seed shows for the mood.
    public var emoji: String {
        switch self {
        case .excited: "😄"
        case .happy: "😊"
        case .love: "😍"
        case .indifferent: "😐"
        case .sad: "😞"
        case .angry: "😡"
        case .sick: "🤒"
        case .overwhelmed: "😫"
        }
    }

    /// The label shown under the face.
    public var label: String {
        self == .overwhelmed ? "Overwhelmed/Frustrated" : rawValue.capitalized
    }

    /// The NRC-VAD scores of the mood's word (see ``Affect``); "overwhelmed" stands for
    /// "Overwhelmed/Frustrated".
    public var affect: Affect {
        switch self {
        case .excited: Affect(valence: 0.908, arousal: 0.931)
        case .happy: Affect(valence: 1.000, arousal: 0.735)
        case .love: Affect(valence: 1.000, arousal: 0.519)
        case .indifferent: Affect(valence: 0.396, arousal: 0.157)
        case .sad: Affect(valence: 0.225, arousal: 0.333)
        case .angry: Affect(valence: 0.122, arousal: 0.830)
        case .sick: Affect(valence: 0.104, arousal: 0.431)
        case .overwhelmed: Affect(valence: 0.341, arousal: 0.680)
        }
    }
}

/// The three groups of the mood survey (seed 004, DR5.FR7.1).
public enum MoodGroup: String, CaseIterable, Codable, Sendable {
    /// Excited, happy, love.
    case positive
    /// Indifferent: a learning module is recommended.
    case neutral
    /// Sad, angry, sick, overwhelmed: helplines and a learning module are offered.
    case negative
}
