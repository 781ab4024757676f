import CareModel
import CareScenario
import CareStats

/// The parts of the day one simulated person takes their factors in (seed 000, Req 11) and
/// their symptoms start in (Req 3), where the scenario sets shares for them.
///
/// The draws come from a random stream of the person's own (derived from the run's seed
/// and the person's index, like their main stream), so a scenario without such shares
/// simulates exactly as before: a factor taken in one part needs no draw, and a symptom
/// without onset shares keeps its even draw from the main stream.
struct PartOfDayDraws {
    private let factors: [PartOfDayShares]
    private let onsets: [PartOfDayShares?]
    /// The person's stream for these draws; nil when nothing needs one.
    private let random: RandomSource?

    /// The seed of the draws' streams: the run's seed, moved so that the streams differ
    /// from the people's main streams and the other streams of their own.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0003_0011_0024 }

    init(scenario: Scenario, index: Int) {
        factors = scenario.factors.map(\.partsOfDay)
        onsets = scenario.symptoms.map(\.onset)
        let needed = factors.contains { $0.onlyPart == nil } || onsets.contains { $0 != nil }
        random = needed ? RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index)) : nil
    }

    /// The part of the day factor `f` is taken in today.
    func factorPart(_ f: Int) -> TimeOfDay {
        if let part = factors[f].onlyPart { return part }
        return factors[f].part(at: random!.uniform())
    }

    /// The part of the day a bout of symptom `s` starts in; nil when the symptom has no
    /// onset shares (the main stream then draws an even one).
    func onset(_ s: Int) -> TimeOfDay? {
        onsets[s].map { $0.part(at: random!.uniform()) }
    }
}
