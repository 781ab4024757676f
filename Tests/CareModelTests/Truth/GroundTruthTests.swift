import CareModel
import Foundation
import Testing

/// `truth.json` is written and read through one type: what the simulator writes reads back
/// unchanged, under the keys the file has always had.
struct GroundTruthTests {
    static let full = GroundTruth(
        scenario: "every section", seed: 42, people: 300, days: 90, startDate: "2026-03-01",
        missingness: .init(mechanism: "mar", strength: 0.6, impliedUsePerPointTheDayBefore: -0.012345678901234567),
        effects: [.init(factor: "caffeine", factorUnit: "mg", symptom: "headache", lagDays: 1, withinPerUnit: 0.008,
                        impliedScorePointsPerUnit: 0.0049, betweenPerUnit: 0.002, impliedPersonMeanCoefficient: nil)],
        symptoms: [["name": "headache", "category": "pain", "baseline_mean": "1.2"]],
        factors: [["name": "caffeine", "unit": "mg", "mean": "180.0"]],
        segments: [.init(name: "keen", share: 0.4, settings: ["logging": "0.9"], people: 120, dropouts: 3, events: 9000,
                         dropoutHazardMean: 0.002, expectedDropoutHazard: 0.0019, remindersEveryDay: nil,
                         dailyActiveShare: [0.9, 0.85, 0.8])],
        arms: [.init(name: "reminders", share: 0.5, settings: ["reminders": "true"], people: 150, dropouts: 20,
                     events: 12000, dropoutHazardMean: 0.005, expectedDropoutHazard: 0.0047, remindersEveryDay: true,
                     dailyActiveShare: [0.7, 0.6, 0.55])],
        interventions: [["from_day": "30", "arm": "all arms", "reminders": "false"]],
        medications: [.init(name: "metformin", adherence: "beta(8, 2)", adherenceMean: 0.8, realisedAdherenceMean: 0.79,
                            timingSdMinutes: 30, missedDoseEffects: [.init(symptom: "nausea", perMissedDose: 0.5,
                                                                           impliedScorePointsPerMissedDose: 0.31)],
                            refills: .init(daysSupply: 30, lateDays: "gamma(2, 1.5)", lateDaysMean: 3,
                                           realisedLateDaysMean: 2.9),
                            lateLogging: .init(share: 0.2, delayMinutes: "gamma(2.0, 45.0)", delayMinutesMean: 90))],
        tasks: [.init(name: "walk", completion: "beta(3, 1)", completionMean: 0.75, realisedCompletionMean: 0.74)],
        mood: .init(surveyProbability: 0.5, symptomWeight: 0.3, moduleUptake: 0.2, impliedValencePerSymptomPoint: -0.1),
        measurements: [.init(quantity: "blood_pressure", mean: 128, betweenSd: 12, withinSd: 6, perDay: 2,
                             source: "device_share 0.5", trendPer30Days: -1.5)],
        symptomFactorEffects: [.init(symptom: "back pain", role: "relieving", factor: "heating pad", shift: -0.6,
                                     impliedNextSeverityChange: -0.21)])

    @Test func everySectionReadsBackUnchanged() throws {
        #expect(try GroundTruth(json: Self.full.json) == Self.full)
    }

    @Test func keysAreTheFilesOwn() throws {
        let text = try #require(String(data: Self.full.json, encoding: .utf8))
        for key in ["\"start_date\" : \"2026-03-01\"", "\"trend_per_30_days\" : -1.5", "\"strength\" : \"0.6\"",
                    "\"implied_use_per_point_the_day_before\" : \"-0.012345678901234567\"",
                    "\"realised_late_days_mean\" : 2.9", "\"delay_minutes_mean\" : 90", "\"symptom_factor_effects\"", "\"reminders_every_day\" : true",
                    "\"implied_valence_per_symptom_point\" : -0.1", "\"module_uptake\" : 0.2"] {
            #expect(text.contains(key), "\(key)")
        }
        #expect(!text.contains("implied_person_mean_coefficient"), "an absent implied value is not written")
        #expect(text.hasSuffix("}\n"))
    }

    @Test func emptySectionsAreLeftOutAndReadAsEmpty() throws {
        var bare = Self.full
        bare.measurements = []
        bare.symptomFactorEffects = []
        bare.mood = nil
        let text = try #require(String(data: bare.json, encoding: .utf8))
        #expect(!text.contains("measurements") && !text.contains("symptom_factor_effects") && !text.contains("\"mood\""))
        #expect(try GroundTruth(json: bare.json) == bare)
    }

    @Test func aManifestThatIsNotOneIsADecodingError() {
        #expect(throws: DecodingError.self) { try GroundTruth(json: Data(#"{"scenario": "x"}"#.utf8)) }
        #expect(throws: DecodingError.self) {
            try GroundTruth(json: Data(#"{"scenario": "x", "seed": 1, "effects": [], "missingness": {"mechanism": "mar", "strength": "strong"}}"#.utf8))
        }
    }
}
