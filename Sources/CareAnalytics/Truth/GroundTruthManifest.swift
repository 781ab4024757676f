import CareModel
import Foundation

/// The planted effects of a simulated run, read from its `truth.json` (written by
/// `CareSimulation.GroundTruth` beside the database).
public struct GroundTruthManifest: Decodable, Sendable {
    /// One planted effect of a factor on a symptom.
    public struct Effect: Decodable, Hashable, Sendable {
        public var factor: String
        public var factorUnit: String
        public var symptom: String
        /// Day t's factor acts on day t + lag.
        public var lagDays: Int
        /// Latent severity points per factor unit above the person's habit.
        public var withinPerUnit: Double
        /// The same effect in score points per unit, as the simulator's model implies it
        /// (absent in manifests written before it was, and for an effect that never acted).
        public var impliedScorePointsPerUnit: Double?
        /// Latent severity points per unit of habit above the population mean.
        public var betweenPerUnit: Double
        /// The coefficient of the person's mean amount beside the day's deviation, as the
        /// simulator's model implies it (absent without a between part, and in older manifests).
        public var impliedPersonMeanCoefficient: Double?
    }

    /// One medication's planted adherence.
    public struct Medication: Decodable, Hashable, Sendable {
        public var name: String
        /// The mean of the adherence distribution the scenario gives.
        public var adherenceMean: Double
        /// The mean adherence of the people simulated: the value an unbiased estimate of
        /// this run targets.
        public var realisedAdherenceMean: Double
        /// The planted effects of a missed dose on that day's symptoms.
        public var missedDoseEffects: [MissedDose]
        /// The pharmacy fills, when the scenario simulates them.
        public var refills: Refills?
    }

    /// A missed dose's planted effect on a symptom that day.
    public struct MissedDose: Decodable, Hashable, Sendable {
        public var symptom: String
        /// Latent severity points per dose missed that day.
        public var perMissedDose: Double
        /// The same effect in score points per missed dose, as the simulator's model implies it.
        public var impliedScorePointsPerMissedDose: Double?
    }

    /// How a medication was dispensed.
    public struct Refills: Decodable, Hashable, Sendable {
        public var daysSupply: Int
        /// The mean of the lateness distribution.
        public var lateDaysMean: Double
        /// The mean over the people simulated of their mean days late.
        public var realisedLateDaysMean: Double
    }

    /// One task's planted completion on a day of use.
    public struct Task: Decodable, Hashable, Sendable {
        public var name: String
        /// The mean of the completion distribution the scenario gives.
        public var completionMean: Double
        /// The mean completion probability of the people simulated.
        public var realisedCompletionMean: Double
    }

    /// One health measurement's planted trend (seed 000 Req 20-28).
    public struct Measurement: Decodable, Hashable, Sendable {
        /// The quantity, e.g. `blood_glucose` or `blood_pressure`.
        public var quantity: String
        /// Everyone's mean changes by this much per 30 days (systolic for blood pressure).
        public var trendPer30Days: Double

        /// The reading the trend acts on: the systolic one for blood pressure.
        public var reading: String {
            quantity == HealthQuantity.bloodPressure.rawValue ? HealthReading.systolicName : quantity
        }
    }

    /// A planted effect of a factor on a symptom entry on the next entry (seed 000, Req 5-6).
    public struct SymptomFactorEffect: Decodable, Hashable, Sendable {
        public var symptom: String
        /// `relieving` or `aggravating`.
        public var role: String
        public var factor: String
        /// Latent severity points added to the next entry.
        public var shift: Double
        /// The change of the next entry's severity rank the simulator's model implies over
        /// the run's pairs of entries: what `analyze symptom-factors` estimates.
        public var impliedNextSeverityChange: Double?
    }

    /// The mood model's planted weight of the day's symptom points.
    public struct MoodWeight: Decodable, Hashable, Sendable {
        /// Mood-score points per symptom point (the score falls by this much per point).
        public var symptomWeight: Double
        /// The within-person slope of a mood's valence on the day's symptom points that the
        /// weight implies, as the simulator's model gives it over the survey days; absent
        /// without survey days (or in older manifests).
        public var impliedValencePerSymptomPoint: Double?
    }

    /// The planted missing-data mechanism.
    public struct Missingness: Hashable, Sendable {
        /// `mcar`, `mar` or `mnar`.
        public var mechanism: String
        /// Log-odds of logging per symptom point (yesterday's observed ones under MAR,
        /// today's true ones under MNAR).
        public var strength: Double
        /// The within-person slope of a day's use on the points logged the day before that
        /// the mechanism implies (absent in older manifests).
        public var impliedUsePerPointTheDayBefore: Double?
    }

    /// One arm's planted dropout.
    public struct Arm: Decodable, Hashable, Sendable {
        public var name: String
        /// The mean daily dropout hazard the arm's people drew.
        public var dropoutHazardMean: Double
        /// The daily hazard a pooled estimate targets (expected dropouts over expected days
        /// at risk, rewards taken into account).
        public var expectedDropoutHazard: Double
        /// Whether the arm sends the daily reminder on every day, so that dropouts show.
        public var remindersEveryDay: Bool
        /// Per period of 30 days from the first, the expected share of the people's days
        /// with use (zero after dropout).
        public var dailyActiveShare: [Double]

        /// The length of the periods of ``dailyActiveShare``.
        public static let periodDays = 30
    }

    /// The scenario's name.
    public var scenario: String
    /// The simulation seed.
    public var seed: UInt64
    /// The planted effects.
    public var effects: [Effect]
    /// The medications and their planted adherence (none in a manifest written before
    /// medications were listed).
    public var medications: [Medication]
    /// The tasks and their planted completion (none in older manifests).
    public var tasks: [Task]
    /// The health measurements and their planted trends (none in older manifests).
    public var measurements: [Measurement]
    /// The study's length in days (0 in manifests without it).
    public var days: Int
    /// The planted mood weight (nil in older manifests).
    public var mood: MoodWeight?
    /// The arms and their planted dropout (none in older manifests).
    public var arms: [Arm]
    /// The missing-data mechanism (nil in manifests without it).
    public var missingness: Missingness?
    /// The planted effects of factors on symptom entries (none in older manifests).
    public var symptomFactorEffects: [SymptomFactorEffect]

    private enum CodingKeys: String, CodingKey {
        case scenario, seed, effects, medications, tasks, measurements, days, mood, arms, missingness, symptomFactorEffects
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        scenario = try container.decode(String.self, forKey: .scenario)
        seed = try container.decode(UInt64.self, forKey: .seed)
        effects = try container.decode([Effect].self, forKey: .effects)
        medications = try container.decodeIfPresent([Medication].self, forKey: .medications) ?? []
        tasks = try container.decodeIfPresent([Task].self, forKey: .tasks) ?? []
        measurements = try container.decodeIfPresent([Measurement].self, forKey: .measurements) ?? []
        symptomFactorEffects = try container.decodeIfPresent([SymptomFactorEffect].self, forKey: .symptomFactorEffects) ?? []
        days = try container.decodeIfPresent(Int.self, forKey: .days) ?? 0
        mood = try container.decodeIfPresent(MoodWeight.self, forKey: .mood)
        // Manifests written before arms stated their dropout have arms without it: none read.
        arms = (try? container.decodeIfPresent([Arm].self, forKey: .arms)) ?? []
        // Written as text fields: the mechanism, and numbers in their shortest exact form.
        missingness = try container.decodeIfPresent([String: String].self, forKey: .missingness).flatMap { fields in
            guard let mechanism = fields["mechanism"], let strength = fields["strength"].flatMap(Double.init) else { return nil }
            return Missingness(mechanism: mechanism, strength: strength,
                               impliedUsePerPointTheDayBefore: fields["implied_use_per_point_the_day_before"].flatMap(Double.init))
        }
    }

    /// Reads a manifest from `path`.
    public static func load(contentsOf path: String) throws(AnalysisError) -> GroundTruthManifest {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadableTruth(path: path, reason: String(describing: error))
        }
        return try decode(data, source: path)
    }

    /// Reads a manifest from its JSON; `source` names where it came from in errors.
    public static func decode(_ data: Data, source: String) throws(AnalysisError) -> GroundTruthManifest {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        do {
            return try decoder.decode(GroundTruthManifest.self, from: data)
        } catch {
            throw .unreadableTruth(path: source, reason: String(describing: error))
        }
    }
}
