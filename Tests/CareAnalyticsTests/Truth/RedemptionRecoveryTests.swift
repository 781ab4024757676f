import CareModel
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// Seed 004 DR6: redeeming reward points, from scenario to `analyze truth`.
@Suite struct RedemptionRecoveryTests {
    static let plain = """
        format: 1
        name: redemption
        seed: 46
        people: 200
        days: 70
        start_date: 2026-03-02
        time_zones: [America/New_York, Europe/London]
        segments:
          - {name: everyone, share: 1, traits: {logging: 0.8, dropout_hazard: 0.005}}
        symptoms:
          - {name: cravings, baseline_mean: 0.2, baseline_sd: 0.5, daily_sd: 0.6}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1}
        mood: {survey_probability: 0.7}
        """

    static let redemption = "rewards: {redemption: {reward: gift card, cost: 300, probability: 0.25}}"

    /// The planted chance of redeeming lies in the 95 % interval of the share of chances
    /// taken (a fixed seed), and every stored balance stays at zero or above.
    @Test func seed004DR6ThePlantedRedemptionChanceIsRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.plain + "\n" + Self.redemption)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        #expect(truth.redemption == GroundTruth.RedemptionTruth(reward: "gift card", cost: 300, probability: 0.25))
        let comparison = try TruthAnalysis().run(on: run.database, truth: truth)
        let row = try #require(comparison.redemption.first)
        #expect(row.parameter == "redemption_probability")
        #expect(row.recovered == true, "planted 0.25, \(String(describing: row.estimate)) \(String(describing: row.interval))")
        var redemptions = 0
        try run.database.forEachPerson { log in
            redemptions += log.redemptions.count
            for day in RewardDayBalance.days(entries: log.rewards, redemptions: log.redemptions) {
                #expect(day.redeemed == 0 || day.balance >= day.redeemed, "person \(log.personID) on \(day.day)")
            }
        }
        #expect(redemptions > 100, "\(redemptions)")
    }

    /// Redemptions come from a stream of their own: everything else a person logs is as it
    /// was without them, and a run without them plants nothing in truth.json.
    @Test func seed004DR6AddingRedemptionsChangesNothingElseTheScenarioSimulates() throws {
        let small = Self.plain.replacingOccurrences(of: "people: 200", with: "people: 30")
        let with = try SimulatedDatabase(yaml: small + "\n" + Self.redemption)
        let without = try SimulatedDatabase(yaml: small)
        defer { with.remove(); without.remove() }
        var a: [PersonRecord] = [], b: [PersonRecord] = []
        var redemptions = 0
        try with.database.forEachPerson { var log = $0; redemptions += log.redemptions.count; log.redemptions = []; a.append(log) }
        try without.database.forEachPerson { b.append($0) }
        #expect(redemptions > 0)
        #expect(a == b)
        #expect(try GroundTruth.load(contentsOf: without.truthPath).redemption == nil)
    }
}
