import CareModel
import CareScenario
import CareStats
import Foundation

/// Redemptions of one simulated person's reward points (``RedemptionModel``, seed 004,
/// DR6): on each day with an award, once the day's last award is in, a balance that covers
/// the cost is spent on one reward with the model's probability, a minute after that award
/// (at the award's instant when the minute would cross midnight).
///
/// The draws come from a random stream of the person's own, derived from the run's seed and
/// the person's index: a scenario with or without redemptions leaves every other draw as it
/// was, and redeeming changes nothing else the person does.
struct RedemptionSimulation {
    let model: RedemptionModel
    let random: RandomSource

    /// The seed of the redemption streams: the run's seed, moved so that the streams differ
    /// from every other stream of the person.
    static func seed(of scenario: Scenario) -> UInt64 { scenario.seed ^ 0x5EED_0004_D600_0006 }

    init(model: RedemptionModel, scenario: Scenario, index: Int) {
        self.model = model
        random = RandomSource(seed: Self.seed(of: scenario), stream: UInt64(index))
    }

    /// Adds the person's redemptions to `ledger`, which holds all their awards.
    func redeem(in ledger: inout RewardLedger) {
        let lastAwards = Dictionary(grouping: ledger.entries, by: \.day).mapValues { $0.map(\.instant).max()! }
        for day in lastAwards.keys.sorted() {
            let last = lastAwards[day]!
            guard ledger.balance(at: last) >= model.cost, random.bernoulli(model.probability) else { continue }
            let minuteLater = last.addingTimeInterval(60)
            let at = ledger.timeline.localDay(of: minuteLater) == day ? minuteLater : last
            // The balance at `at` is the one just checked, except for a traveller whose local
            // day went back across the award: then the ledger refuses and nothing is redeemed.
            _ = try? ledger.redeem(id: "redemption-\(day)", reward: model.reward, points: model.cost, at: at)
        }
    }
}
