/// How one symptom's mean daily score is spread across people: each person's mean score
/// over the days they logged (a day without the symptom scores 0, as in the daily means),
/// counted in bins that every symptom of the run shares. Only the counts are kept, never a
/// person's mean.
public struct ScoreDistribution: Hashable, Sendable {
    /// The symptom.
    public var symptom: String
    /// The bin edges, ascending and shared by every symptom of the run: bin `i` holds the
    /// means from `edges[i]` up to, not including, `edges[i + 1]`; the last bin also holds
    /// its upper edge.
    public var edges: [Double]
    /// People per bin (one fewer than ``edges``).
    public var counts: [Int]

    /// Creates a distribution.
    public init(symptom: String, edges: [Double], counts: [Int]) {
        self.symptom = symptom
        self.edges = edges
        self.counts = counts
    }

    /// People with a mean: those who logged at least one day.
    public var people: Int { counts.reduce(0, +) }

    /// The distributions of every symptom's per-person means (`means[s]` for
    /// `symptoms[s]`, one value per person who logged), on shared bins from 0: about
    /// `bins` of them, of a round width (1, 2 or 5 times a power of ten), up to the
    /// largest mean of any symptom.
    static func binning(_ means: [[Double]], symptoms: [String], bins: Int = 8) -> [ScoreDistribution] {
        let largest = means.joined().filter(\.isFinite).max() ?? 0
        let width = largest > 0 ? roundStep(largest / Double(bins)) : 1
        let count = max(1, Int((largest / width - 1e-9).rounded(.up)))
        let edges = (0...count).map { Double($0) * width }
        return zip(symptoms, means).map { symptom, values in
            var counts = [Int](repeating: 0, count: count)
            for value in values where value.isFinite {
                counts[min(count - 1, max(0, Int(value / width + 1e-9)))] += 1
            }
            return ScoreDistribution(symptom: symptom, edges: edges, counts: counts)
        }
    }

    /// The step of 1, 2 or 5 times a power of ten at or above `raw` (positive).
    static func roundStep(_ raw: Double) -> Double {
        var power = 1.0
        while power * 10 <= raw { power *= 10 }
        while power > raw { power /= 10 }
        return [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= raw * (1 - 1e-9) } ?? 10 * power
    }
}
