/// The "descriptor prompt" (seed 002, entries 61-63): while typing, general feeling words
/// such as "happy", "sad" or "angry" are flagged and the user is offered better
/// descriptors from the dictionary of emotions.
public struct DescriptorSuggestion: Hashable, Sendable {
    /// The flagged word as typed.
    public var flaggedWord: String
    /// Where it is in the text.
    public var range: Range<String.Index>
    /// The general feeling it names.
    public var feeling: GeneralFeeling
    /// The suggested families of precise words.
    public var families: [EmotionFamily]
}

extension EmotionDictionary {
    /// The suggestions for every flagged word in `text`, in the order they appear. Words are
    /// runs of letters and apostrophes, matched without regard to case.
    public func descriptorPrompt(for text: String) -> [DescriptorSuggestion] {
        var flagged: [String: GeneralFeeling] = [:]
        for feeling in GeneralFeeling.allCases {
            for word in feeling.flaggedWords { flagged[word] = feeling }
        }
        var suggestions: [DescriptorSuggestion] = []
        var index = text.startIndex
        while index < text.endIndex {
            guard Self.isWordCharacter(text[index]) else {
                index = text.index(after: index)
                continue
            }
            let start = index
            while index < text.endIndex, Self.isWordCharacter(text[index]) { index = text.index(after: index) }
            let word = String(text[start..<index])
            if let feeling = flagged[word.lowercased()] {
                suggestions.append(DescriptorSuggestion(
                    flaggedWord: word, range: start..<index, feeling: feeling, families: families(under: feeling)
                ))
            }
        }
        return suggestions
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character == "'"
    }
}
