import CareScenario
import CareModel
import Foundation

/// The ground-truth manifest of a simulated run (`truth.json` beside its data): every
/// planted effect and parameter, and what the population turned out to be, so an analysis
/// can be checked against the truth.
public struct GroundTruth: Encodable, Sendable {
    public struct Effect: Encodable, Sendable {
        var factor: String
        var factorUnit: String
        var symptom: String
        var lagDays: Int
        /// Latent severity points per unit above the person's habit; for a level factor
        /// (`factorUnit` `level`), per level step above the person's mean level.
        var withinPerUnit: Double
        /// The same effect in score points per unit (rule version 1), as the simulator's
        /// own model implies it over the day pairs analysed (``EffectSlopes``): what the
        /// within-person estimate of `analyze truth` targets. Absent when it never acted.
        var impliedScorePointsPerUnit: Double?
        /// Latent severity points per unit of habit above the population mean.
        var betweenPerUnit: Double
        /// The coefficient of the person's mean amount, beside the day's deviation from it,
        /// in a regression of the daily score, as the simulator's model implies it over the
        /// days analysed (``BetweenSlope``): the between effect mixed with the within
        /// effect through the noise of a person's mean. Absent without a between part.
        var impliedPersonMeanCoefficient: Double?
    }

    /// A medication: how adherence was drawn, its planted mean and the mean over the people
    /// simulated, and the planted effects of missed doses.
    public struct MedicationTruth: Encodable, Sendable {
        var name: String
        var adherence: String
        /// The mean of the adherence distribution as written (before draws are clamped to
        /// 0-1; exact for beta and for a constant within 0-1).
        var adherenceMean: Double
        /// The mean adherence of the people simulated: what an unbiased estimate targets.
        var realisedAdherenceMean: Double
        var timingSdMinutes: Double
        /// The planted effects of a dose missed on that day's symptoms.
        var missedDoseEffects: [MissedDoseTruth]
        /// The pharmacy fills, when the scenario simulates them.
        var refills: RefillTruth?
    }

    /// A missed dose's planted effect on a symptom that day, on the latent scale and on the
    /// score scale the analysis estimates it on.
    public struct MissedDoseTruth: Encodable, Sendable {
        var symptom: String
        /// Latent severity points per dose missed that day.
        var perMissedDose: Double
        /// Score points per dose missed that day as the simulator's model implies them: over
        /// every person-day, the exact binomial covariance of the expected points with the
        /// doses missed over the doses' variance (``ScoreScaleSlope``). Absent when no
        /// dose could be missed.
        var impliedScorePointsPerMissedDose: Double?
    }

    /// How a medication was dispensed: each fill's supply, and how late fills come.
    public struct RefillTruth: Encodable, Sendable {
        var daysSupply: Int
        var lateDays: String
        /// The mean of the lateness distribution (each person's mean days late).
        var lateDaysMean: Double
        /// The mean over the people simulated of their mean days late: what an unbiased
        /// estimate of this run targets.
        var realisedLateDaysMean: Double
    }

    /// A task: how completion on a day of use was drawn, and its means.
    public struct TaskTruth: Encodable, Sendable {
        var name: String
        var completion: String
        var completionMean: Double
        var realisedCompletionMean: Double
    }

    /// A health measurement: its settings and planted trend (seed 000 Req 20-28).
    public struct MeasurementTruth: Encodable, Sendable {
        var quantity: String
        var mean: Double
        var betweenSd: Double
        var withinSd: Double
        var perDay: Int
        /// `manual`, `device`, or the share of people whose device syncs (`device_share`).
        var source: String
        /// Everyone's mean changes by this much per 30 days (systolic for blood pressure).
        var trendPer30Days: Double

        private enum CodingKeys: String, CodingKey {
            case quantity, mean, betweenSd, withinSd, perDay, source
            case trendPer30Days = "trend_per_30_days"
        }
    }

    /// A planted effect of a factor documented on a symptom entry on the person's next entry
    /// of the symptom (seed 000, Req 5-6; ``CareScenario/SymptomFactorEffect``).
    public struct SymptomFactorTruth: Encodable, Sendable {
        var symptom: String
        /// `relieving` or `aggravating`.
        var role: String
        var factor: String
        /// Latent severity points added to the next entry when the factor is on an entry.
        var shift: Double
        /// The same effect on the severity-rank scale, as the simulator's own model implies
        /// it over the run's pairs of consecutive entries: the within-person slope of the
        /// next entry's rank on the factor's presence that `analyze symptom-factors`
        /// estimates, expected over the days' noise (``SymptomEntryDocumentation``). Absent
        /// without pairs to compare.
        var impliedNextSeverityChange: Double?
    }

    public struct Group: Encodable, Sendable {
        var name: String
        var share: Double
        var settings: [String: String]
        var people: Int
        var dropouts: Int
        var events: Int
        /// The mean daily dropout hazard the people drew, before rewards lower it.
        var dropoutHazardMean: Double
        /// The daily dropout hazard a pooled estimate (dropouts over days at risk) targets:
        /// the people's expected dropouts over their expected days at risk under their
        /// hazards as rewards lowered them (``DropoutExpectation``).
        var expectedDropoutHazard: Double
        /// For an arm: whether it sends the daily reminder on every day of the study, so
        /// that the last reminder sent marks a dropout; nil for a segment.
        var remindersEveryDay: Bool?
        /// Per period of 30 days from the first (the last may be shorter), the expected
        /// share of the people's days on which they use the app, zero after dropout: the
        /// engagement curve their logging, engagement decay, dropout, reminders and the
        /// missing-data mechanism imply (``ActiveShare``).
        var dailyActiveShare: [Double]

        init(name: String, share: Double, settings: [String: String], counts: PopulationTally.Counts, studyDays: Int,
             remindersEveryDay: Bool? = nil) {
            self.name = name
            self.share = share
            self.settings = settings
            people = counts.people
            dropouts = counts.dropouts
            events = counts.events
            dropoutHazardMean = counts.meanDropoutHazard
            expectedDropoutHazard = counts.expectedDropoutRate
            self.remindersEveryDay = remindersEveryDay
            dailyActiveShare = counts.activeShares(studyDays: studyDays)
        }
    }

    var scenario: String
    var seed: UInt64
    var people: Int
    var days: Int
    var startDate: String
    var missingness: [String: String]
    var effects: [Effect]
    var symptoms: [[String: String]]
    var factors: [[String: String]]
    var segments: [Group]
    var arms: [Group]
    var interventions: [[String: String]]
    var medications: [MedicationTruth]
    var tasks: [TaskTruth]
    var mood: [String: Double]
    /// Nil, and so absent from the JSON, when the scenario has no measurements.
    var measurements: [MeasurementTruth]?
    /// Nil, and so absent from the JSON, when the scenario plants no symptom-factor effect.
    var symptomFactorEffects: [SymptomFactorTruth]?

    /// The manifest of `scenario` with the realised counts in `tally`.
    public init(scenario: Scenario, tally: PopulationTally) {
        self.scenario = scenario.name
        seed = scenario.seed
        people = scenario.people
        days = scenario.days
        startDate = scenario.startDay.description
        missingness = ["mechanism": scenario.missingness.mechanism.rawValue,
                       "strength": String(scenario.missingness.strength)]
        if let slope = tally.missingnessSlope {
            missingness["implied_use_per_point_the_day_before"] = String(slope)
        }
        effects = scenario.effects.enumerated().map { e, effect in
            Effect(factor: effect.factor,
                   factorUnit: scenario.factors.first { $0.name == effect.factor }?.logging.unitName ?? "",
                   symptom: effect.symptom, lagDays: effect.lagDays,
                   withinPerUnit: effect.within, impliedScorePointsPerUnit: tally.withinSlope(e),
                   betweenPerUnit: effect.between, impliedPersonMeanCoefficient: tally.betweenSlope(e))
        }
        symptoms = scenario.symptoms.map {
            ["name": $0.symptom.name, "category": $0.symptom.category.name, "baseline_mean": String($0.baselineMean),
             "baseline_sd": String($0.baselineSD), "daily_sd": String($0.dailySD)]
        }
        factors = scenario.factors.map {
            var fields = ["name": $0.name, "unit": $0.logging.unitName, "mean": String($0.mean),
                          "between_sd": String($0.betweenSD), "within_sd": String($0.withinSD)]
            if let bands = $0.logging.levelBands {
                fields["scale"] = "\(bands.unit?.rawValue ?? FactorLevel.unit): moderate from \(bands.moderateFrom), a lot from \(bands.aLotFrom)"
            }
            return fields
        }
        segments = scenario.segments.map { segment in
            let t = segment.traits
            let counts = tally.segments[segment.name] ?? PopulationTally.Counts()
            return Group(name: segment.name, share: segment.share, settings: [
                "logging": t.logging.description, "engagement_half_life_days": t.engagementHalfLifeDays.description,
                "engagement_floor": t.engagementFloor.description, "dropout_hazard": t.dropoutHazard.description,
                "reminder_response": t.reminderResponse.description, "snooze": t.snooze.description,
                "reward_sensitivity": t.rewardSensitivity.description,
            ], counts: counts, studyDays: scenario.days)
        }
        let regimens = SimulationPlan.regimens(of: scenario)
        arms = zip(scenario.arms, regimens).map { arm, regimens in
            let counts = tally.arms[arm.name] ?? PopulationTally.Counts()
            return Group(name: arm.name, share: arm.share, settings: [
                "reminders": String(arm.regimen.reminders), "reward_multiplier": String(arm.regimen.rewardMultiplier),
            ], counts: counts, studyDays: scenario.days, remindersEveryDay: regimens.allSatisfy(\.reminders))
        }
        var missedDoseIndex = 0
        medications = scenario.medications.enumerated().map { m, model in
            let missedDoseEffects = model.effects.map { effect in
                defer { missedDoseIndex += 1 }
                return MissedDoseTruth(symptom: effect.symptom, perMissedDose: effect.perMissedDose,
                                       impliedScorePointsPerMissedDose: tally.missedDoseSlope(missedDoseIndex))
            }
            return MedicationTruth(
                name: model.medication.name, adherence: model.adherence.description, adherenceMean: model.adherence.mean,
                realisedAdherenceMean: tally.meanAdherence(m), timingSdMinutes: model.timingSDMinutes,
                missedDoseEffects: missedDoseEffects,
                refills: model.refills.map {
                    RefillTruth(daysSupply: $0.daysSupply, lateDays: $0.lateDays.description, lateDaysMean: $0.lateDays.mean,
                                realisedLateDaysMean: tally.meanRefillLateness(m))
                })
        }
        tasks = scenario.tasks.enumerated().map { t, model in
            TaskTruth(name: model.name, completion: model.completion.description, completionMean: model.completion.mean,
                      realisedCompletionMean: tally.meanTaskCompletion(t))
        }
        mood = ["survey_probability": scenario.mood.surveyProbability, "symptom_weight": scenario.mood.symptomWeight,
                "module_uptake": scenario.mood.moduleUptake]
        mood["implied_valence_per_symptom_point"] = tally.moodSlope
        measurements = scenario.measurements.isEmpty ? nil : scenario.measurements.map {
            MeasurementTruth(quantity: $0.quantity.rawValue, mean: $0.mean, betweenSd: $0.betweenSD, withinSd: $0.withinSD,
                             perDay: $0.perDay, source: $0.deviceShare.map { "device_share \($0)" } ?? $0.source.rawValue,
                             trendPer30Days: $0.trendPer30Days)
        }
        symptomFactorEffects = scenario.symptomFactorEffects.isEmpty ? nil : scenario.symptomFactorEffects.enumerated().map { e, effect in
            SymptomFactorTruth(symptom: effect.symptom, role: effect.role.rawValue, factor: effect.factor, shift: effect.shift,
                               impliedNextSeverityChange: tally.symptomFactorSlope(e))
        }
        interventions = scenario.interventions.map { change in
            var fields = ["from_day": String(change.fromDay), "arm": change.arm ?? "all arms"]
            if let reminders = change.reminders { fields["reminders"] = String(reminders) }
            if let multiplier = change.rewardMultiplier { fields["reward_multiplier"] = String(multiplier) }
            return fields
        }
    }

    /// The manifest as pretty, key-sorted JSON: byte-identical for the same run.
    public var json: Data {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try! encoder.encode(self) + Data("\n".utf8)
    }
}
