import CareModel
import Foundation

/// A scenario: the population to simulate, what its people track, and the effects planted
/// in their data. Loaded from a YAML file with ``ScenarioLoader``; every field is
/// documented in `Scenarios/README.md`.
public struct Scenario: Hashable, Sendable {
    /// The scenario file format this build reads.
    public static let currentFormat = 1

    /// The scenario's name, used in reports.
    public var name: String
    /// One paragraph for the report: what the scenario is for.
    public var description: String
    /// The seed from which every random stream of the run derives.
    public var seed: UInt64
    /// How many people to simulate.
    public var people: Int
    /// How many days each person is followed.
    public var days: Int
    /// The first simulated day.
    public var startDay: CalendarDay
    /// Time zones, assigned to people in turn.
    public var timeZones: [TimeZone]
    /// The probability that a person logs anything on a given day.
    public var loggingProbability: Double
    /// The symptoms people track, with their baseline severity.
    public var symptoms: [SymptomModel]
    /// The lifestyle factors people log.
    public var factors: [FactorModel]
    /// The planted effects of factors on symptoms: the ground truth.
    public var effects: [PlantedEffect]

    /// Creates a scenario.
    public init(
        name: String, description: String, seed: UInt64, people: Int, days: Int,
        startDay: CalendarDay, timeZones: [TimeZone], loggingProbability: Double,
        symptoms: [SymptomModel], factors: [FactorModel], effects: [PlantedEffect]
    ) {
        self.name = name
        self.description = description
        self.seed = seed
        self.people = people
        self.days = days
        self.startDay = startDay
        self.timeZones = timeZones
        self.loggingProbability = loggingProbability
        self.symptoms = symptoms
        self.factors = factors
        self.effects = effects
    }
}

/// A tracked symptom and how it arises in the simulated population.
///
/// Each day a person's latent severity is their baseline (drawn once per person from
/// normal(`baselineMean`, `baselineSD`)) plus planted effects plus normal(0, `dailySD`)
/// noise; at 0.5 or above the symptom is logged with the latent value rounded to a
/// severity (1 mild to 4 debilitating).
public struct SymptomModel: Hashable, Sendable {
    public var symptom: Symptom
    public var baselineMean: Double
    public var baselineSD: Double
    public var dailySD: Double

    public init(symptom: Symptom, baselineMean: Double, baselineSD: Double, dailySD: Double) {
        self.symptom = symptom
        self.baselineMean = baselineMean
        self.baselineSD = baselineSD
        self.dailySD = dailySD
    }
}

/// A lifestyle factor logged as a daily amount: a person's habitual amount is drawn once
/// from normal(`mean`, `betweenSD`), each day's from normal(habit, `withinSD`), both
/// truncated at 0.
public struct FactorModel: Hashable, Sendable {
    public var name: String
    public var unit: FactorUnit
    public var timeOfDay: TimeOfDay
    public var mean: Double
    public var betweenSD: Double
    public var withinSD: Double

    public init(name: String, unit: FactorUnit, timeOfDay: TimeOfDay, mean: Double, betweenSD: Double, withinSD: Double) {
        self.name = name
        self.unit = unit
        self.timeOfDay = timeOfDay
        self.mean = mean
        self.betweenSD = betweenSD
        self.withinSD = withinSD
    }
}

/// A planted within-person effect: each unit of `factor` above the person's habitual amount
/// on day t changes the latent severity of `symptom` on day t + `lagDays` by `perUnit`.
public struct PlantedEffect: Hashable, Sendable {
    public var factor: String
    public var symptom: String
    public var lagDays: Int
    public var perUnit: Double

    public init(factor: String, symptom: String, lagDays: Int, perUnit: Double) {
        self.factor = factor
        self.symptom = symptom
        self.lagDays = lagDays
        self.perUnit = perUnit
    }
}
