import CareModel
import CareStore
import Foundation
import Testing
@testable import CareAnalytics

/// The mood weight, each arm's dropout hazard and engagement curve, and the missing-data
/// mechanism recovered by `analyze truth` (issue 16):
/// estimated from the stored moods, scores and reminders, against what the simulator's
/// model implies on the estimate's scale.
@Suite struct MoodAndDropoutRecoveryTests {
    /// Two arms: one reminded every day with rewards doubled (people sensitive to rewards
    /// drop out less), one never reminded; a mood survey weighing the day's symptoms.
    static let yaml = """
        format: 1
        name: mood-and-dropout
        seed: 21
        people: 400
        days: 90
        start_date: 2026-03-02
        time_zones: [Europe/London, Australia/Sydney]
        segments:
          - name: steady
            share: 0.6
            traits: {logging: {beta: [6, 3]}, engagement_half_life_days: 40, engagement_floor: 0.4,
                     dropout_hazard: 0.002, reminder_response: 0.5, reward_sensitivity: 1}
          - name: fragile
            share: 0.4
            traits: {logging: {beta: [3, 4]}, engagement_half_life_days: 15, engagement_floor: 0.2,
                     dropout_hazard: {beta: [2, 150]}, reminder_response: 0.3, reward_sensitivity: 0.5}
        missingness: {mechanism: mcar, strength: 0}
        arms:
          - {name: reminded, share: 0.5, reminders: true, reward_multiplier: 2}
          - {name: silent, share: 0.5}
        symptoms:
          - {name: headache, category: Head, baseline_mean: 0.8, baseline_sd: 0.6, daily_sd: 0.9}
          - {name: nausea, category: Stomach, baseline_mean: 0.4, baseline_sd: 0.5, daily_sd: 0.8}
        factors:
          - {name: sleep, unit: hours, mean: 7, between_sd: 0.8, within_sd: 1.1}
        effects: []
        mood: {survey_probability: 0.8, symptom_weight: 0.5, module_uptake: 0}
        """

    @Test func moodWeightDropoutAndEngagementAreRecovered() throws {
        let run = try SimulatedDatabase(yaml: Self.yaml)
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        let comparison = try TruthAnalysis().run(on: run.database, truth: truth)

        let mood = try #require(comparison.moodWeight)
        let implied = try #require(mood.truth.impliedValencePerSymptomPoint)
        #expect(mood.truth.symptomWeight == 0.5)
        // The valence falls with the day's points, far less steeply than the latent weight.
        #expect(implied < -0.02 && implied > -0.5)
        #expect(mood.recovered == true, "\(String(describing: mood.slope)) vs \(implied)")
        #expect(mood.people > 350)

        let reminded = try #require(comparison.dropout.first { $0.truth.name == "reminded" })
        let silent = try #require(comparison.dropout.first { $0.truth.name == "silent" })
        #expect(reminded.truth.remindersEveryDay == true && silent.truth.remindersEveryDay == false)
        // Rewards halve the hazard of the people most sensitive to them, and the frailest
        // leave first: the pooled hazard is below the mean hazard drawn.
        #expect(reminded.truth.expectedDropoutHazard < reminded.truth.dropoutHazardMean)
        let estimate = try #require(reminded.estimate)
        #expect(reminded.recovered == true, "\(estimate) vs \(reminded.truth.expectedDropoutHazard)")
        #expect(estimate.count == reminded.people && reminded.people > 150)
        // Without daily reminders a dropout cannot be told from a pause: no estimate.
        #expect(silent.estimate == nil && silent.recovered == nil)

        // The engagement curve of each arm, in periods of 30 days: reminders raise it, it
        // decays, and every period's share of days with a log-in covers the planted one.
        #expect(comparison.activeShares.map(\.arm) == ["reminded", "reminded", "reminded", "silent", "silent", "silent"])
        #expect(comparison.activeShares.map(\.lastDay) == [30, 60, 90, 30, 60, 90])
        for share in comparison.activeShares {
            #expect(share.recovered == true, "\(share.arm) days \(share.firstDay)-\(share.lastDay): \(share.planted) vs \(String(describing: share.estimate))")
        }
        let curve = comparison.activeShares.map(\.planted)
        #expect(curve[0] > curve[1] && curve[1] > curve[2] && curve[3] > curve[4] && curve[4] > curve[5])
        #expect(curve[0] > curve[3])
    }

    /// Under MAR (a day of use is less likely after a bad day logged) the slope of a day's
    /// log-in on yesterday's points is negative and recovered; under MNAR it is recovered
    /// too, on the scale the data can check.
    @Test(arguments: [("mar", 0.6), ("mnar", 0.6)])
    func missingnessIsRecovered(mechanism: String, strength: Double) throws {
        let run = try SimulatedDatabase(yaml: AdherenceRecoveryTests.yaml(mechanism: mechanism, strength: strength))
        defer { run.remove() }
        let truth = try GroundTruth.load(contentsOf: run.truthPath)
        let missingness = try #require(try TruthAnalysis().run(on: run.database, truth: truth).missingness)
        let implied = try #require(missingness.truth.impliedUsePerPointTheDayBefore)
        #expect(missingness.truth.mechanism == mechanism && missingness.truth.strength == strength)
        if mechanism == "mar" { #expect(implied < -0.02) }
        #expect(missingness.recovered == true, "\(String(describing: missingness.slope)) vs \(implied)")
    }

    /// A manifest written before mood and arms were stated still reads, with neither.
    @Test func olderManifestsHaveNoMoodOrArms() throws {
        let json = #"{"scenario": "old", "seed": 1, "effects": [], "arms": [{"name": "all", "share": 1}]}"#
        let manifest = try GroundTruth.decode(Data(json.utf8), source: "old.json")
        #expect(manifest.mood == nil && manifest.arms.isEmpty && manifest.days == 0 && manifest.missingness == nil)
    }
}
