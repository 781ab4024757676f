extension EmotionDictionary {
    /// CareLab's default dictionary of emotions: 6 general feelings, 22 families, 94 words.
    ///
    /// The tree is W. G. Parrott's classification of emotions (primary, secondary and
    /// tertiary emotions; "Emotions in Social Psychology: Essential Readings", Psychology
    /// Press, 2001): general feelings are Parrott's primary emotions, families his secondary
    /// emotions and words his tertiary emotions. CareLab keeps the words a journal keyword
    /// can sensibly be and that the NRC-VAD lexicon scores, and leaves out the lust,
    /// enthrallment and torment families.
    ///
    /// Valence and arousal are the NRC-VAD lexicon scores (August 2018 release; see
    /// ``Affect``), transcribed for these words only.
    public static let standard = try! EmotionDictionary(families: [
        EmotionFamily(name: "affection", feeling: .love, words: [
            EmotionWord("adoration", valence: 0.885, arousal: 0.699),
            EmotionWord("affection", valence: 0.898, arousal: 0.559),
            EmotionWord("caring", valence: 0.635, arousal: 0.469),
            EmotionWord("compassion", valence: 0.735, arousal: 0.258),
            EmotionWord("fondness", valence: 0.885, arousal: 0.391),
            EmotionWord("love", valence: 1.000, arousal: 0.519),
            EmotionWord("tenderness", valence: 0.949, arousal: 0.276),
        ]),
        EmotionFamily(name: "longing", feeling: .love, words: [
            EmotionWord("longing", valence: 0.604, arousal: 0.434),
        ]),
        EmotionFamily(name: "cheerfulness", feeling: .joy, words: [
            EmotionWord("amusement", valence: 0.929, arousal: 0.837),
            EmotionWord("bliss", valence: 0.816, arousal: 0.500),
            EmotionWord("cheerfulness", valence: 0.969, arousal: 0.802),
            EmotionWord("delight", valence: 0.949, arousal: 0.666),
            EmotionWord("elation", valence: 0.740, arousal: 0.853),
            EmotionWord("gladness", valence: 0.896, arousal: 0.670),
            EmotionWord("happiness", valence: 0.960, arousal: 0.732),
            EmotionWord("joy", valence: 0.980, arousal: 0.824),
            EmotionWord("satisfaction", valence: 0.939, arousal: 0.637),
        ]),
        EmotionFamily(name: "zest", feeling: .joy, words: [
            EmotionWord("enthusiasm", valence: 0.938, arousal: 0.816),
            EmotionWord("excitement", valence: 0.896, arousal: 0.684),
            EmotionWord("exhilaration", valence: 0.792, arousal: 0.868),
            EmotionWord("thrill", valence: 0.888, arousal: 0.837),
        ]),
        EmotionFamily(name: "contentment", feeling: .joy, words: [
            EmotionWord("contentment", valence: 0.875, arousal: 0.610),
            EmotionWord("pleasure", valence: 0.939, arousal: 0.740),
        ]),
        EmotionFamily(name: "pride", feeling: .joy, words: [
            EmotionWord("pride", valence: 0.729, arousal: 0.634),
            EmotionWord("triumph", valence: 0.969, arousal: 0.798),
        ]),
        EmotionFamily(name: "optimism", feeling: .joy, words: [
            EmotionWord("eagerness", valence: 0.406, arousal: 0.621),
            EmotionWord("hope", valence: 0.927, arousal: 0.317),
            EmotionWord("optimism", valence: 0.949, arousal: 0.565),
        ]),
        EmotionFamily(name: "relief", feeling: .joy, words: [
            EmotionWord("relief", valence: 0.844, arousal: 0.278),
        ]),
        EmotionFamily(name: "surprise", feeling: .surprise, words: [
            EmotionWord("amazement", valence: 0.750, arousal: 0.800),
            EmotionWord("astonishment", valence: 0.680, arousal: 0.718),
            EmotionWord("surprise", valence: 0.875, arousal: 0.875),
        ]),
        EmotionFamily(name: "irritation", feeling: .anger, words: [
            EmotionWord("aggravation", valence: 0.071, arousal: 0.784),
            EmotionWord("agitation", valence: 0.240, arousal: 0.931),
            EmotionWord("annoyance", valence: 0.167, arousal: 0.718),
            EmotionWord("irritation", valence: 0.073, arousal: 0.833),
        ]),
        EmotionFamily(name: "exasperation", feeling: .anger, words: [
            EmotionWord("exasperation", valence: 0.214, arousal: 0.833),
            EmotionWord("frustration", valence: 0.060, arousal: 0.730),
        ]),
        EmotionFamily(name: "rage", feeling: .anger, words: [
            EmotionWord("anger", valence: 0.167, arousal: 0.865),
            EmotionWord("bitterness", valence: 0.115, arousal: 0.633),
            EmotionWord("fury", valence: 0.062, arousal: 0.875),
            EmotionWord("hate", valence: 0.031, arousal: 0.802),
            EmotionWord("hostility", valence: 0.122, arousal: 0.775),
            EmotionWord("rage", valence: 0.082, arousal: 0.888),
            EmotionWord("resentment", valence: 0.163, arousal: 0.745),
        ]),
        EmotionFamily(name: "disgust", feeling: .anger, words: [
            EmotionWord("contempt", valence: 0.206, arousal: 0.635),
            EmotionWord("disgust", valence: 0.052, arousal: 0.775),
            EmotionWord("revulsion", valence: 0.104, arousal: 0.765),
        ]),
        EmotionFamily(name: "envy", feeling: .anger, words: [
            EmotionWord("envy", valence: 0.240, arousal: 0.704),
            EmotionWord("jealousy", valence: 0.146, arousal: 0.783),
        ]),
        EmotionFamily(name: "suffering", feeling: .sadness, words: [
            EmotionWord("agony", valence: 0.083, arousal: 0.775),
            EmotionWord("anguish", valence: 0.153, arousal: 0.792),
            EmotionWord("hurt", valence: 0.062, arousal: 0.773),
            EmotionWord("suffering", valence: 0.020, arousal: 0.719),
        ]),
        EmotionFamily(name: "sadness", feeling: .sadness, words: [
            EmotionWord("depression", valence: 0.031, arousal: 0.520),
            EmotionWord("despair", valence: 0.115, arousal: 0.794),
            EmotionWord("gloom", valence: 0.135, arousal: 0.404),
            EmotionWord("grief", valence: 0.070, arousal: 0.640),
            EmotionWord("hopelessness", valence: 0.052, arousal: 0.402),
            EmotionWord("melancholy", valence: 0.188, arousal: 0.260),
            EmotionWord("misery", valence: 0.146, arousal: 0.378),
            EmotionWord("sadness", valence: 0.052, arousal: 0.288),
            EmotionWord("sorrow", valence: 0.052, arousal: 0.235),
            EmotionWord("unhappiness", valence: 0.083, arousal: 0.630),
        ]),
        EmotionFamily(name: "disappointment", feeling: .sadness, words: [
            EmotionWord("disappointment", valence: 0.115, arousal: 0.490),
            EmotionWord("dismay", valence: 0.314, arousal: 0.681),
            EmotionWord("displeasure", valence: 0.115, arousal: 0.559),
        ]),
        EmotionFamily(name: "shame", feeling: .sadness, words: [
            EmotionWord("guilt", valence: 0.208, arousal: 0.567),
            EmotionWord("regret", valence: 0.230, arousal: 0.623),
            EmotionWord("remorse", valence: 0.103, arousal: 0.673),
            EmotionWord("shame", valence: 0.060, arousal: 0.670),
        ]),
        EmotionFamily(name: "neglect", feeling: .sadness, words: [
            EmotionWord("alienation", valence: 0.378, arousal: 0.530),
            EmotionWord("embarrassment", valence: 0.143, arousal: 0.685),
            EmotionWord("humiliation", valence: 0.048, arousal: 0.712),
            EmotionWord("insecurity", valence: 0.094, arousal: 0.647),
            EmotionWord("isolation", valence: 0.198, arousal: 0.338),
            EmotionWord("loneliness", valence: 0.146, arousal: 0.182),
            EmotionWord("rejection", valence: 0.080, arousal: 0.704),
        ]),
        EmotionFamily(name: "sympathy", feeling: .sadness, words: [
            EmotionWord("pity", valence: 0.160, arousal: 0.398),
            EmotionWord("sympathy", valence: 0.827, arousal: 0.497),
        ]),
        EmotionFamily(name: "horror", feeling: .fear, words: [
            EmotionWord("alarm", valence: 0.241, arousal: 0.882),
            EmotionWord("fear", valence: 0.073, arousal: 0.840),
            EmotionWord("fright", valence: 0.177, arousal: 0.816),
            EmotionWord("horror", valence: 0.115, arousal: 0.850),
            EmotionWord("panic", valence: 0.062, arousal: 0.938),
            EmotionWord("shock", valence: 0.286, arousal: 0.821),
            EmotionWord("terror", valence: 0.069, arousal: 0.902),
        ]),
        EmotionFamily(name: "nervousness", feeling: .fear, words: [
            EmotionWord("anxiety", valence: 0.146, arousal: 0.865),
            EmotionWord("apprehension", valence: 0.385, arousal: 0.720),
            EmotionWord("distress", valence: 0.073, arousal: 0.840),
            EmotionWord("dread", valence: 0.153, arousal: 0.792),
            EmotionWord("nervousness", valence: 0.163, arousal: 0.915),
            EmotionWord("uneasiness", valence: 0.190, arousal: 0.798),
            EmotionWord("worry", valence: 0.245, arousal: 0.776),
        ]),
    ])
}
