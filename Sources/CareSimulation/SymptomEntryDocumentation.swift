import Foundation
import CareModel
import CareScenario
import CareStats

/// What one simulated person documents on their symptom entries besides the severity, and
/// the planted effects of it (seed 000, Req 5-7; ``SymptomFactorEffect``).
///
/// Each factor of a symptom's catalogues is chosen on an entry with its own chance, then a
/// note with the note chance, from a random stream of the person's own for these choices
/// (derived from the run's seed and the person's index, like their main stream): adding
/// catalogues to a scenario leaves every other draw as it was, and a scenario without
/// catalogues simulates exactly as before. A chosen factor with a planted effect shifts the latent severity of
/// the person's next entry of the symptom.
///
/// The ground truth: `analyze symptom-factors` regresses the next entry's severity rank on
/// the factor's presence within persons. The next entry's rank is its rank without this
/// factor's shift, which does not depend on the presence (factors are drawn independently
/// of everything), plus presence × d, where d is the rank the shift adds to that entry. A
/// least-squares slope is linear in y, so its expectation given the presences, the entries
/// and each entry's latent severity without its day's noise is the within-person slope of
/// presence × E[d] on presence, which the simulator sums person by person. E[d] is taken
/// over the day's noise given that the symptom happened (the latent severity at least 0.5,
/// ``expectedRank(rest:sd:plus:)``), as for the planted effects' implied slopes
/// (``ScoreScaleSlope``): the d each entry happened to get is correlated with the rank
/// the rest of the regression sees (an entry high in its rank moves down by one, one low in
/// it stays), so a slope over the realised d would be a target that moves with the
/// estimate's own noise, and an interval computed for the estimate's sampling error would
/// miss it more often than its level says.
struct SymptomEntryDocumentation {
    /// A planted effect resolved to its symptom's catalogue.
    private struct Effect {
        var index: Int
        var role: SymptomFactorRole
        var factor: String
        var shift: Double
    }

    private let details: [SymptomEntryDetails]
    /// The effects acting on each symptom's next entry.
    private let effects: [[Effect]]
    /// For each symptom, whether each of its effects' factors was on the person's last entry
    /// of it; nil before their first entry.
    private var lastPresence: [[Bool]?]
    /// For each planted effect, the within-person sums of presence × d on presence.
    private(set) var sums: [WithinPersonSums]
    /// The person's stream for these choices; nil when no symptom documents anything.
    private let random: RandomSource?

    /// The seed of the choices' streams: the run's seed, moved so that the streams differ
    /// from the people's main streams.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0005_0006_0007 }

    init(scenario: Scenario, index: Int) {
        random = scenario.symptoms.allSatisfy(\.entryDetails.isEmpty)
            ? nil : RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
        details = scenario.symptoms.map(\.entryDetails)
        effects = scenario.symptoms.map { model in
            scenario.symptomFactorEffects.enumerated().filter { $0.element.symptom == model.symptom.name }.map { index, effect in
                Effect(index: index, role: effect.role, factor: effect.factor, shift: effect.shift)
            }
        }
        lastPresence = [[Bool]?](repeating: nil, count: scenario.symptoms.count)
        sums = [WithinPersonSums](repeating: WithinPersonSums(), count: scenario.symptomFactorEffects.count)
    }

    /// The severity of an entry of symptom `s` whose latent severity is `latent` (at least
    /// 0.5: the symptom happened), with the shifts the factors on the person's last entry
    /// of it plant; records the pair for the ground truth, with the shift's expected ranks
    /// given `rest`, the latent severity without the day's noise of standard deviation `sd`.
    mutating func severity(symptom s: Int, latent: Double, rest: Double, sd: Double) -> Int {
        guard let present = lastPresence[s], !effects[s].isEmpty else { return Self.rank(latent) }
        let total = zip(effects[s], present).reduce(0.0) { $0 + ($1.1 ? $1.0.shift : 0) }
        let rank = Self.rank(latent + total)
        for (effect, isPresent) in zip(effects[s], present) {
            let added = isPresent
                ? Self.expectedRank(rest: rest, sd: sd, plus: total)
                    - Self.expectedRank(rest: rest, sd: sd, plus: total - effect.shift)
                : 0
            sums[effect.index].add(x: isPresent ? 1 : 0, y: added)
        }
        return rank
    }

    /// The expected severity rank of a latent severity Z + `shift`, Z normal around `rest`
    /// with standard deviation `sd` and at least 0.5 (the symptom happened): the rank steps
    /// up by one at 1.5, 2.5 and 3.5, so it is 1 + Σₜ P(Z ≥ t − shift | Z ≥ 0.5).
    static func expectedRank(rest: Double, sd: Double, plus shift: Double) -> Double {
        func upper(_ t: Double) -> Double { 0.5 * erfc((t - rest) / (sd * 2.0.squareRoot())) }
        let happened = upper(0.5)
        guard sd > 0, happened > 0 else { return Double(rank(max(rest, 0.5) + shift)) }
        return [1.5, 2.5, 3.5].reduce(1.0) { sum, step in sum + upper(max(step - shift, 0.5)) / happened }
    }

    /// Chooses the factors and the note of a new entry of symptom `s`.
    mutating func document(_ entry: inout SymptomEntry, symptom s: Int) {
        let details = details[s]
        guard !details.isEmpty, let random else { return }
        entry.relievingFactors = details.relieving.filter { random.bernoulli($0.chance) }.map(\.factor)
        entry.aggravatingFactors = details.aggravating.filter { random.bernoulli($0.chance) }.map(\.factor)
        if details.noteChance > 0, random.bernoulli(details.noteChance) {
            entry.notes = ["Simulated note on \(entry.symptom.name)."]
        }
        lastPresence[s] = effects[s].map { effect in
            (effect.role == .relieving ? entry.relievingFactors : entry.aggravatingFactors).contains(effect.factor)
        }
    }

    /// A latent severity of a symptom that happened as a severity rank: rounded, from 1 to 4.
    static func rank(_ latent: Double) -> Int {
        min(4, max(1, Int(latent.rounded())))
    }
}
