/// Where a feeling word sits on the valence and arousal dimensions, so that moods and
/// journal keywords can be analysed on one scale.
///
/// Values are the NRC Valence, Arousal, and Dominance Lexicon scores (Mohammad, S. M. 2018,
/// "Obtaining Reliable Human Ratings of Valence, Arousal, and Dominance for 20,000 English
/// Words", Proceedings of ACL 2018, pp. 174-184), release of August 2018: each from 0
/// (most negative / calmest) to 1 (most positive / most excited), 0.5 being the middle.
/// The lexicon is free for research use; CareLab ships only the scores of the words it uses.
public struct Affect: Hashable, Codable, Sendable {
    /// Pleasantness, 0 (most unpleasant) to 1 (most pleasant).
    public var valence: Double
    /// Activation, 0 (calmest) to 1 (most excited); nil where the source gives none.
    public var arousal: Double?

    /// Creates an affect value; both scores are 0-1.
    public init(valence: Double, arousal: Double?) {
        self.valence = valence
        self.arousal = arousal
    }

    /// Valence on a -1...1 scale (0 is neutral), convenient for trend lines.
    public var signedValence: Double { valence * 2 - 1 }
}
