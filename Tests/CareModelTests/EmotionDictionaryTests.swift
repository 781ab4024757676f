import CareModel
import Testing

@Suite struct EmotionDictionaryTests {
    private let dictionary = EmotionDictionary.standard

    @Test func standardDictionaryHasAtLeastEightFamiliesAndSixtyWords() {
        #expect(dictionary.families.count == 22)
        #expect(dictionary.words.count == 94)
        #expect(Set(dictionary.words.map(\.word)).count == dictionary.words.count)
    }

    @Test func everyGeneralFeelingHasFamilies() {
        for feeling in GeneralFeeling.allCases {
            #expect(!dictionary.families(under: feeling).isEmpty)
        }
    }

    @Test(arguments: [
        // Parrott (2001): tertiary emotion, secondary (family), primary (general feeling).
        ("worry", "nervousness", GeneralFeeling.fear),
        ("relief", "relief", .joy),
        ("loneliness", "neglect", .sadness),
        ("frustration", "exasperation", .anger),
        ("astonishment", "surprise", .surprise),
        ("tenderness", "affection", .love),
        ("contempt", "disgust", .anger),
        ("hope", "optimism", .joy),
    ])
    func wordsSitWhereParrottPutsThem(word: String, family: String, feeling: GeneralFeeling) throws {
        let found = try #require(dictionary.family(of: word))
        #expect(found.name == family)
        #expect(found.feeling == feeling)
    }

    @Test(arguments: [
        // NRC-VAD lexicon (Mohammad 2018), August 2018 release.
        ("joy", 0.980, 0.824),
        ("worry", 0.245, 0.776),
        ("relief", 0.844, 0.278),
        ("loneliness", 0.146, 0.182),
        ("panic", 0.062, 0.938),
    ])
    func wordsCarryTheirLexiconScores(word: String, valence: Double, arousal: Double) throws {
        let affect = try #require(dictionary.word(word)).affect
        #expect(affect.valence == valence)
        #expect(affect.arousal == arousal)
    }

    @Test func everyScoreIsOnTheZeroToOneScale() {
        for word in dictionary.words {
            #expect((0...1).contains(word.affect.valence))
            #expect(word.affect.arousal.map { (0...1).contains($0) } == true)
        }
    }

    @Test func joyFamiliesArePleasantAndSadnessFamiliesUnpleasantOnAverage() {
        // A consistency check between Parrott's tree and the lexicon's valence.
        func meanValence(_ feeling: GeneralFeeling) -> Double {
            let words = dictionary.words(under: feeling)
            return words.map(\.affect.valence).reduce(0, +) / Double(words.count)
        }
        #expect(meanValence(.joy) > 0.5)
        #expect(meanValence(.love) > 0.5)
        #expect(meanValence(.sadness) < 0.5)
        #expect(meanValence(.fear) < 0.5)
        #expect(meanValence(.anger) < 0.5)
    }

    @Test func lookupIgnoresCase() {
        #expect(dictionary.word("Worry")?.word == "worry")
        #expect(dictionary.word("happy") == nil)
    }

    @Test func aWordListedTwiceIsRejected() {
        let twice = EmotionWord("calm", valence: 0.875, arousal: 0.1)
        #expect(throws: JournalError.duplicateWord("calm")) {
            try EmotionDictionary(families: [
                EmotionFamily(name: "a", feeling: .joy, words: [twice]),
                EmotionFamily(name: "b", feeling: .joy, words: [twice]),
            ])
        }
    }

    @Test func signedValenceCentresTheScaleOnZero() {
        #expect(Affect(valence: 0.5, arousal: nil).signedValence == 0)
        #expect(Affect(valence: 1, arousal: nil).signedValence == 1)
    }
}

@Suite struct DescriptorPromptTests {
    @Test func flaggedGeneralWordsOfferTheirFamilies() throws {
        // Seed 002 entry 63: "flagged words such as 'happy', 'sad', 'angry', etc. will instead
        // prompt the user with a series of better descriptors".
        let text = "Today I felt sad, then Happy again, and a bit angry."
        let suggestions = EmotionDictionary.standard.descriptorPrompt(for: text)
        #expect(suggestions.map(\.flaggedWord) == ["sad", "Happy", "angry"])
        #expect(suggestions.map(\.feeling) == [.sadness, .joy, .anger])
        #expect(String(text[suggestions[0].range]) == "sad")
        let sadFamilies = suggestions[0].families.map(\.name)
        #expect(sadFamilies == ["suffering", "sadness", "disappointment", "shame", "neglect", "sympathy"])
    }

    @Test func wordsInsideOtherWordsAreNotFlagged() {
        // "saddle" and "madness" contain "sad" and "mad" but are other words.
        #expect(EmotionDictionary.standard.descriptorPrompt(for: "The saddle; madness.").isEmpty)
    }

    @Test func textWithoutGeneralFeelingsHasNoSuggestions() {
        #expect(EmotionDictionary.standard.descriptorPrompt(for: "I felt hopeful and relieved.").isEmpty)
    }
}
