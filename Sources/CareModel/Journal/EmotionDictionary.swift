/// The dictionary of emotions a journal keyword is chosen from (seed 002, entries 45 and
/// 57-60): very general feelings ("happy", "sad", "angry") that lead to families of more
/// precise words, the "Tree of Words".
///
/// Three levels: a ``GeneralFeeling``, the ``EmotionFamily`` groups under it, and the
/// ``EmotionWord``s in each family. Every word carries its ``Affect``.
public struct EmotionDictionary: Hashable, Codable, Sendable {
    /// The families, in display order.
    public let families: [EmotionFamily]
    private let familyIndexByWord: [String: Int]

    /// Creates a dictionary; a word may appear in one family only.
    public init(families: [EmotionFamily]) throws(JournalError) {
        var index: [String: Int] = [:]
        for (position, family) in families.enumerated() {
            for word in family.words {
                let key = word.word.lowercased()
                guard index[key] == nil else { throw .duplicateWord(key) }
                index[key] = position
            }
        }
        self.families = families
        familyIndexByWord = index
    }

    /// Every word, family by family.
    public var words: [EmotionWord] { families.flatMap(\.words) }

    /// The word spelled `text`, ignoring case; nil if the dictionary does not have it.
    public func word(_ text: String) -> EmotionWord? {
        guard let family = family(of: text) else { return nil }
        return family.words.first { $0.word.caseInsensitiveCompare(text) == .orderedSame }
    }

    /// The family that holds `text`, ignoring case.
    public func family(of text: String) -> EmotionFamily? {
        familyIndexByWord[text.lowercased()].map { families[$0] }
    }

    /// The families under a general feeling: the second level of the tree of words.
    public func families(under feeling: GeneralFeeling) -> [EmotionFamily] {
        families.filter { $0.feeling == feeling }
    }

    /// The precise words a general feeling suggests (seed 002, entry 60), family by family.
    public func words(under feeling: GeneralFeeling) -> [EmotionWord] {
        families(under: feeling).flatMap(\.words)
    }
}

/// A very general feeling at the root of the tree of words: the primary emotions of
/// Parrott's classification (W. G. Parrott, ed., "Emotions in Social Psychology: Essential
/// Readings", Psychology Press, 2001).
public enum GeneralFeeling: String, CaseIterable, Codable, Sendable {
    /// Love (Parrott's primary emotion).
    case love
    /// Joy; flagged as "happy".
    case joy
    /// Surprise.
    case surprise
    /// Anger; flagged as "angry".
    case anger
    /// Sadness; flagged as "sad".
    case sadness
    /// Fear; flagged as "scared" or "afraid".
    case fear

    /// Everyday words for the feeling that the descriptor prompt flags (seed 002, entry 63:
    /// "flagged words such as 'happy', 'sad', 'angry', etc."). CareLab's choice of words.
    public var flaggedWords: [String] {
        switch self {
        case .love: ["love", "loving"]
        case .joy: ["happy", "joy", "joyful"]
        case .surprise: ["surprise", "surprised"]
        case .anger: ["angry", "anger", "mad"]
        case .sadness: ["sad", "sadness", "unhappy"]
        case .fear: ["scared", "afraid", "fear", "frightened"]
        }
    }
}

/// A family of related feelings under a general one, e.g. "nervousness" under fear.
public struct EmotionFamily: Hashable, Codable, Sendable {
    /// The family's name (Parrott's secondary emotion).
    public var name: String
    /// The general feeling it belongs to.
    public var feeling: GeneralFeeling
    /// The precise words, in display order.
    public var words: [EmotionWord]

    /// Creates a family.
    public init(name: String, feeling: GeneralFeeling, words: [EmotionWord]) {
        self.name = name
        self.feeling = feeling
        self.words = words
    }
}

/// A word that can be a journal keyword, with its place on the valence/arousal scale.
public struct EmotionWord: Hashable, Codable, Sendable {
    /// The word, lower-case.
    public var word: String
    /// Its valence and arousal.
    public var affect: Affect

    /// Creates a word with NRC-VAD valence and arousal (see ``Affect``).
    public init(_ word: String, valence: Double, arousal: Double?) {
        self.word = word
        affect = Affect(valence: valence, arousal: arousal)
    }
}
